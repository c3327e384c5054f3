// What the service worker keeps for a guest (src/web/pwa/offline-keeper.ts): offline, a public page is its own
// prerendered HTML (the server's very bytes, heading and all, before any script runs) in the languages the guest
// has opened, and another language joins when first visited; the back office and other languages' catalogs are
// never downloaded; on Save-Data nothing is downloaded for later until the guest asks.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { precacheGroups, type BuildManifest } from "../../build/precache-groups.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { goOffline, goOnline, waitForOfflineLanguage, waitForServiceWorkerControl } from "./network.ts";

test.use({ serviceWorkers: "allow" });
// Installing the worker on a busy 2-core machine takes a while.
test.slow();

const LANGUAGES = ["en", "fr", "ru", "de"] as const;
const DIST = process.env.WEB_DIST_DIR ?? join(import.meta.dirname, "../../dist");

/** The page as the server sends it, read past the service worker. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Opens `path` with the connection gone and returns the HTML the worker answered the navigation with. */
async function offlineHtml(page: Page, context: BrowserContext, path: string): Promise<string> {
  await goOffline(context);
  try {
    const response = await page.goto(path);
    expect(response, path).not.toBeNull();
    expect(response!.fromServiceWorker(), path).toBe(true);
    return await response!.text();
  } finally {
    await goOnline(context);
  }
}

/** The text of the first <h1> in raw HTML, tags inside it left out. */
function headingOf(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, "").trim();
}

/** Every URL held in the origin's caches (those whose name starts with `prefix`), as paths. */
async function cachedPaths(page: Page, prefix = ""): Promise<string[]> {
  return page.evaluate(async (start) => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(start)) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  }, prefix);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
}

test("offline, a public page is its own prerendered HTML in every language the guest opened", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await visit(page, "/en");
  await waitForServiceWorkerControl(page);
  await waitForOfflineLanguage(page, "en");
  for (const language of LANGUAGES.slice(1)) {
    await visit(page, `/${language}`);
    await waitForOfflineLanguage(page, language);
  }

  for (const language of LANGUAGES) {
    for (const path of [`/${language}/about`, `/${language}/services/scuba-diving`, `/${language}/privacy`]) {
      await test.step(path, async () => {
        const online = await serverHtml(request, path);
        const offline = await offlineHtml(page, context, path);
        // The heading is in the HTML itself: the app shell has none, it renders its page with JavaScript.
        expect(headingOf(offline), path).toBeTruthy();
        expect(offline, path).toBe(online);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
      });
    }
  }
});

test("another language's pages are kept once the guest opens one of them", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await visit(page, "/en");
  await waitForServiceWorkerControl(page);
  await waitForOfflineLanguage(page, "en");

  // Never opened: the worker has nothing of French, so the navigation falls back to the app shell.
  const before = await offlineHtml(page, context, "/fr/about");
  expect(headingOf(before)).toBeUndefined();

  await visit(page, "/fr/contact");
  await waitForOfflineLanguage(page, "fr");
  const after = await offlineHtml(page, context, "/fr/about");
  expect(after).toBe(await serverHtml(request, "/fr/about"));
  // A page with a query stays the app's, as before.
  const withQuery = await offlineHtml(page, context, "/fr/practical-info?tab=arrival");
  expect(headingOf(withQuery)).toBeUndefined();
});

test("only what a guest uses is downloaded: no back office, no other language's catalogs", async ({ page }) => {
  const groups = precacheGroups(
    JSON.parse(readFileSync(join(DIST, ".vite", "manifest.json"), "utf8")) as BuildManifest,
  );
  expect(groups.backOffice.length).toBeGreaterThan(0);
  const downloaded: string[] = [];
  page.context().on("request", (request) => downloaded.push(new URL(request.url()).pathname));

  await visit(page, "/en");
  await waitForServiceWorkerControl(page);
  await waitForOfflineLanguage(page, "en");
  const cached = new Set(await cachedPaths(page));

  for (const file of groups.backOffice) {
    expect(cached.has(`/${file}`), file).toBe(false);
    expect(downloaded, file).not.toContain(`/${file}`);
  }
  for (const file of groups.catalogs.en ?? []) expect(cached.has(`/${file}`), file).toBe(true);
  for (const language of LANGUAGES.slice(1)) {
    for (const file of groups.catalogs[language] ?? []) {
      expect(cached.has(`/${file}`), file).toBe(false);
      expect(downloaded, file).not.toContain(`/${file}`);
    }
  }
  // The villa's photos are kept as they are seen, not at install; the icons for install dialogs neither.
  const precached = await cachedPaths(page, "workbox-precache");
  expect(precached).toContain("/index.html");
  expect(precached.filter((path) => path.endsWith(".jpg") || path.endsWith("-512.png"))).toEqual([]);
  // No other language's pack either.
  expect(downloaded.filter((path) => /^\/offline\/(?:fr|ru|de)-/.test(path))).toEqual([]);
});

test.describe("on Save-Data", () => {
  test.beforeEach(async ({ context }) => {
    // What Chromium reports when the guest turned on a data saver (Network Information API).
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: "4g", addEventListener: () => undefined }),
      });
    });
  });

  test("nothing is downloaded for offline use until the guest presses the button", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await visit(page, "/en/about");
    await waitForServiceWorkerControl(page);
    const keep = page.getByRole("button", { name: "Keep this site for offline use" });
    await expect(keep).toBeVisible();
    // The worker is installed and working, but it kept nothing for later: no shell, no page, no chunk, no catalog.
    const kept = (await cachedPaths(page)).filter(
      (path) => path === "/index.html" || path.startsWith("/assets/") || path.startsWith("/offline/kept/"),
    );
    expect(kept).toEqual([]);
    expect(await cachedPaths(page, "offline-pages-")).toEqual([]);

    await keep.click();
    await expect(page.getByRole("status").filter({ hasText: "this site now opens without a connection" })).toBeVisible({
      timeout: 60_000,
    });
    const offline = await offlineHtml(page, context, "/en/services");
    expect(offline).toBe(await serverHtml(request, "/en/services"));
    // The guest's choice holds for the next pages: the button is gone.
    await goOnline(context);
    await visit(page, "/en/contact");
    await expect(page.getByRole("button", { name: "Keep this site for offline use" })).toHaveCount(0);
  });
});
