// Offline and online for browser tests that run with the service worker (`test.use({ serviceWorkers: "allow" })`):
// cuts the page AND its service worker off the network, the way a guest loses signal.
import type { BrowserContext, Page } from "@playwright/test";

// Playwright reports the service worker's own requests (and applies setOffline to them) only while service workers
// are allowed in the context; since 1.5x that needs no PW_EXPERIMENTAL_* flag. pwa.spec.ts proves the cut holds:
// a request the worker never caches (/api/health) fails offline.

/** The browser and its service worker lose the network; `navigator.onLine` turns false and `offline` fires. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

/** The network comes back; `online` fires in every page of the context. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
}

/**
 * Waits until the app's service worker is installed (its precache complete) and controls `page`, so the next
 * navigations and requests go through it. The worker claims the page that installed it, so no reload is needed.
 */
export async function waitForServiceWorkerControl(page: Page, timeout = 30_000): Promise<void> {
  const supported = await page.evaluate(() => "serviceWorker" in navigator);
  if (!supported) throw new Error('No service worker here: give the test `test.use({ serviceWorkers: "allow" })`.');
  // `ready` resolves once a worker is active, i.e. after its install (the whole precache) succeeded.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
}

/**
 * Waits until the service worker keeps `language` for offline use: its prerendered pages and catalogs, which it
 * fetches in the background when a page of the language first opens (src/web/pwa/offline-keeper.ts).
 */
export async function waitForOfflineLanguage(page: Page, language: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    async (marker) => (await caches.match(marker)) !== undefined,
    `/offline/kept/${language}`,
    { timeout, polling: 250 },
  );
}
