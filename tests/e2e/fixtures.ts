// Playwright fixtures for every browser test: no request leaves the machine, and console errors are collected.
import { test as base, expect, type Page } from "@playwright/test";

// Every address not on this machine. A pattern, not a function: Playwright matches a pattern in the browser's
// process, while a function pauses every request of every page for a round trip to the test (about a fifth more
// time per page load, measured on /en and /en/services).
const REMOTE_URL = /^(?:https?|wss?):\/\/(?!(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:\/|$))/;

export interface PageErrors {
  /** Console errors and uncaught exceptions seen so far on the page. */
  list(): string[];
}

// A 1x1 transparent PNG answers every remote picture (stock photos, map tiles): the pages are
// tested, not the internet, and a failed picture would log a console error in Chromium.
const BLANK_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export const test = base.extend<{
  pageErrors: PageErrors;
  blockRemoteRequests: void;
  skipSplash: boolean;
  splashSeen: void;
}>({
  // Nothing leaves the machine: remote pictures get a blank PNG (map libraries fetch() their tiles,
  // so a picture is recognised by its file name too), everything else fails fast.
  blockRemoteRequests: [
    async ({ context }, use) => {
      await context.route(REMOTE_URL, (route) =>
        route.request().resourceType() === "image" ||
        /\.(?:png|jpe?g|webp|svg)$/i.test(new URL(route.request().url()).pathname)
          ? route.fulfill({ contentType: "image/png", body: BLANK_PNG })
          : route.abort("blockedbyclient"),
      );
      await use();
    },
    { auto: true },
  ],
  // The SPEC 2 splash runs once per browser session over the page; tests start as a visitor who has
  // seen it (shell.spec.ts turns this off to test the splash itself).
  skipSplash: [true, { option: true }],
  splashSeen: [
    async ({ context, skipSplash }, use) => {
      if (skipSplash) await context.addInitScript(() => window.sessionStorage.setItem("splash-seen", "1"));
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

/**
 * Waits until the router has settled on a page (the language guard may redirect first) and every part of it
 * responds: a prerendered page shows its heading before its islands are hydrated, and those further down the page
 * are hydrated only once the browser is idle (src/web/islands/app-ready.ts).
 */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-app-complete", "");
  await expect(page.locator("main h1")).toBeVisible();
}

export { expect };
