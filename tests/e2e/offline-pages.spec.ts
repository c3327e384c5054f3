// Offline pages: after one online visit, every public page opens with the connection gone, in all four
// languages, answered by the service worker (the app shell, the route's code, its catalog and the last API data).
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForPage } from "./fixtures.ts";
import { goOffline, goOnline, waitForOfflineLanguage, waitForServiceWorkerControl } from "./network.ts";

test.use({ serviceWorkers: "allow" });

const LANGUAGES = ["en", "fr", "ru", "de"] as const;
type Language = (typeof LANGUAGES)[number];

// The marketing pages of SPEC 2.
const MARKETING_ROUTES = [
  "",
  "/about",
  "/services",
  "/services/scuba-diving",
  "/practical-info",
  "/contact",
  "/privacy",
  "/terms",
  "/cookies",
  "/accessibility",
] as const;

const OFFLINE_NOTICE: Record<Language, string> = {
  en: "You are offline",
  fr: "Vous êtes hors ligne",
  ru: "Нет подключения к интернету",
  de: "Sie sind offline",
};

/** The one online visit: the worker installs and takes the page; `paths` pass their API calls through it. */
async function visitOnline(page: Page, paths: readonly string[]): Promise<void> {
  await page.goto("/en");
  await waitForPage(page);
  await waitForServiceWorkerControl(page);
  for (const path of paths) {
    await page.goto(path);
    await waitForPage(page);
  }
}

/** Opens `path` with a full page load, as when the guest starts the app or follows a saved link with no signal. */
async function openOffline(page: Page, language: Language, path: string): Promise<void> {
  await page.goto(`/${language}${path}`);
  await waitForPage(page);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByRole("main").locator("h1")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE[language] })).toBeVisible();
}

async function whileOffline(context: BrowserContext, body: () => Promise<void>): Promise<void> {
  await goOffline(context);
  try {
    await body();
  } finally {
    await goOnline(context);
  }
}

test("after one online visit, every marketing page opens offline in every language", async ({
  page,
  context,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  // The worker keeps the languages the guest opens, not all four: each is opened once online.
  await visitOnline(page, ["/fr", "/ru", "/de"]);
  for (const language of LANGUAGES) await waitForOfflineLanguage(page, language);

  await whileOffline(context, async () => {
    for (const language of LANGUAGES) {
      for (const route of MARKETING_ROUTES) {
        await test.step(`/${language}${route}`, async () => {
          await openOffline(page, language, route);
          if (route === "/practical-info") {
            // The content itself, not only the frame: the first category's numbered sub-sections.
            await expect(page.getByRole("tabpanel")).toContainText("1.1");
            await expect(page.getByRole("tabpanel")).toContainText("1.4");
          }
        });
      }
    }
  });

  // The banner leaves with the connection.
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE.de })).toHaveCount(0);
  // Requests for data nobody had fetched fail offline and may be logged; a crash may not happen.
  expect(pageErrors.list().filter((error) => error.startsWith("page error"))).toEqual([]);
});

test("the booking page shows the villa offline after one online visit", async ({ page, context, pageErrors }) => {
  test.setTimeout(90_000);
  // The worker keeps the languages the guest opens, not all four: each is opened once online.
  await visitOnline(page, ["/fr", "/ru", "/de", "/en/booking"]);
  for (const language of LANGUAGES) await waitForOfflineLanguage(page, language);
  // The skeleton's h1 ("Loading the villa...") is there first.
  await expect(page.getByRole("main").locator("h1")).not.toHaveText(/Loading/);
  const villaTitle = (await page.getByRole("main").locator("h1").textContent()) ?? "";
  // The app saves its data to IndexedDB (idb-keyval's store) a moment after it arrives; the guest keeps their
  // signal at least that long.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open("keyval-store");
            // Not written yet: creating the database here would leave it without idb-keyval's store.
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onerror = () => resolve("");
            open.onsuccess = () => {
              try {
                const read = open.result.transaction("keyval", "readonly").objectStore("keyval").getAll();
                read.onerror = () => resolve("");
                read.onsuccess = () => resolve(JSON.stringify(read.result));
              } catch {
                resolve("");
              } finally {
                open.result.close();
              }
            };
          }),
      ),
    )
    .toContain(villaTitle);

  await whileOffline(context, async () => {
    for (const language of LANGUAGES) {
      await test.step(`/${language}/booking`, async () => {
        await openOffline(page, language, "/booking");
        // The villa from the last known data (its English words: the one language it was loaded in), not the
        // loading or error state.
        await expect(page.getByRole("main").locator("h1")).toHaveText(villaTitle);
      });
    }
  });
  expect(pageErrors.list().filter((error) => error.startsWith("page error"))).toEqual([]);
});

test("the map works offline after its first view: its code and the tiles around the villa are kept", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await visitOnline(page, []);
  const map = page.locator("[data-map-status]");
  const cachedCount = (cacheName: string) =>
    page.evaluate(
      async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0),
      cacheName,
    );

  await page.goto("/en/contact");
  await waitForPage(page);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-status", "ready");
  // maplibre's code (chunk, CSS, worker) and the tiles it drew went through the worker into its caches.
  await expect.poll(() => cachedCount("map-runtime")).toBeGreaterThanOrEqual(2);
  await expect.poll(() => cachedCount("map-tiles")).toBeGreaterThan(0);
  const tilesSeenOnline = await cachedCount("map-tiles");

  const failedTiles: string[] = [];
  let tilesFromWorker = 0;
  const isTile = (url: string) => url.startsWith("https://tile.openstreetmap.org/");
  page.on("requestfailed", (request) => {
    if (isTile(request.url())) failedTiles.push(request.url());
  });
  page.on("response", (response) => {
    if (isTile(response.url()) && response.fromServiceWorker() && response.ok()) tilesFromWorker += 1;
  });
  await whileOffline(context, async () => {
    await page.reload();
    await waitForPage(page);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-status", "ready");
    await expect(map.locator("canvas")).toBeVisible();
    // Maplibre asks for its tiles: the ones it had drawn come from the cache; once nothing is in flight, none failed.
    await expect.poll(() => tilesFromWorker).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
  });
  expect(failedTiles).toEqual([]);
  expect(tilesFromWorker).toBeGreaterThan(0);
  expect(await cachedCount("map-tiles")).toBe(tilesSeenOnline);
});
