// One first visit in Chromium: a fresh profile (empty cache, no service worker), remote hosts unreachable as on
// this machine, and the scripts and stylesheets it fetched, split at the moment the page's own content is shown.
import type { Browser, BrowserContext } from "playwright-core";

export interface FirstVisit {
  /** Paths ("/assets/x.js") of the files requested before the content was in the page. */
  beforeContent: string[];
  /** Every script and stylesheet requested until the page was idle (the above included). */
  untilIdle: string[];
  /** The page's HTML as it came over the wire (compressed when the server compressed it). */
  documentBytes: number;
}

export interface VisitOptions {
  url: string;
  /** A CSS selector that matches once the page shows its own content (not the splash or a loading state). */
  contentSelector: string;
  /** Local storage to start with (a signed-in session). */
  storage?: Record<string, string>;
}

// A 1×1 transparent PNG stands in for remote photos: their bytes are not the app's, and their layout is the same.
const BLANK_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const CONTENT_TIMEOUT_MS = 30_000;
// Work the app defers until the page is idle (service worker registration, notices) must be seen too.
const IDLE_GRACE_MS = 2_000;

/**
 * Records, in the page's own clock, when `selector` first matches an element with text once the page responds: the
 * app has rendered it or hydrated its HTML, or a prerendered page's first-screen islands are hydrated.
 */
function markContent(selector: string): void {
  const page = window as unknown as { __contentShownAt?: number };
  // Anonymous callbacks only: tsx names named functions with a helper the page does not have.
  // A mutation observer runs right after the change that completes the page, before any later task (an idle
  // callback that loads the rest of a page) can start a download: polling could let those slip in first.
  const observer = new MutationObserver(() => {
    // Set once the page responds (src/web/islands/app-ready.ts).
    const ready = document.documentElement?.hasAttribute("data-app-ready") === true;
    if (page.__contentShownAt === undefined && ready && document.querySelector(selector)?.textContent?.trim()) {
      page.__contentShownAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, {
    attributes: true,
    attributeFilter: ["data-app-ready"],
    childList: true,
    characterData: true,
    subtree: true,
  });
}

async function openContext(
  browser: Browser,
  origin: string,
  storage: Record<string, string> | undefined,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1,
    locale: "en-US",
    reducedMotion: "no-preference",
  });
  await context.route("**/*", async (route) => {
    const request = route.request();
    if (request.url().startsWith(origin)) return route.continue();
    if (request.resourceType() === "image")
      return route.fulfill({ status: 200, contentType: "image/png", body: BLANK_PNG });
    return route.abort("internetdisconnected");
  });
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  }
  return context;
}

export async function visitFirstTime(browser: Browser, origin: string, options: VisitOptions): Promise<FirstVisit> {
  const context = await openContext(browser, origin, options.storage);
  try {
    const page = await context.newPage();
    await page.addInitScript(markContent, options.contentSelector);
    await page.goto(options.url, { waitUntil: "load" });
    await page.waitForFunction(
      () => (window as unknown as { __contentShownAt?: number }).__contentShownAt !== undefined,
      null,
      {
        timeout: CONTENT_TIMEOUT_MS,
      },
    );
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(IDLE_GRACE_MS);
    await page.waitForLoadState("networkidle");
    const { shownAt, resources, documentBytes } = await page.evaluate(() => ({
      shownAt: (window as unknown as { __contentShownAt: number }).__contentShownAt,
      resources: performance
        .getEntriesByType("resource")
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      documentBytes:
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.encodedBodySize ??
        0,
    }));
    const files = resources
      .map((resource) => ({
        path: new URL(resource.name).pathname,
        startTime: resource.startTime,
        sameOrigin: resource.name.startsWith(origin),
      }))
      .filter((resource) => resource.sameOrigin && /\.(?:m?js|css)$/.test(resource.path));
    return {
      beforeContent: files.filter((file) => file.startTime <= shownAt).map((file) => file.path),
      untilIdle: files.map((file) => file.path),
      documentBytes,
    };
  } finally {
    await context.close();
  }
}
