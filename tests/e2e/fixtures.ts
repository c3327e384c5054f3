// Playwright fixtures for every browser test: no request leaves the machine, and console errors are collected.
import { test as base, expect, type Page } from "@playwright/test";

const LOCAL_URL = /^(?:https?|wss?):\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:\/|$)/;

export interface PageErrors {
  /** Console errors and uncaught exceptions seen so far on the page. */
  list(): string[];
}

export const test = base.extend<{ pageErrors: PageErrors; blockRemoteRequests: void }>({
  // Map tiles and stock photos live on the internet; tests must pass without it, so those requests fail fast.
  blockRemoteRequests: [
    async ({ context }, use) => {
      await context.route(
        (url) => !LOCAL_URL.test(url.href) && url.protocol !== "data:" && url.protocol !== "blob:",
        (route) => route.abort("blockedbyclient"),
      );
      await use();
    },
    { auto: true },
  ],
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    await use({ list: () => [...errors] });
  },
});

/** Waits until the router has settled on a page (the language guard may redirect first). */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator("main h1")).toBeVisible();
}

export { expect };
