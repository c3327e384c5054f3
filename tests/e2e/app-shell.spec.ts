// The app shell on one origin: the API beside the pages, the manifest, and the service worker.
import { expect, test, waitForPage } from "./fixtures.ts";

// These tests are about the service worker itself, which the other specs keep out of the way of their routes.
test.use({ serviceWorkers: "allow" });

test("the API answers on the same origin as the pages", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ success: true });

  await page.goto("/en");
  await waitForPage(page);
  const fromPage = await page.evaluate(async () => (await fetch("/api/health")).status);
  expect(fromPage).toBe(200);
});

test("an unknown API path is a JSON 404, never the app shell", async ({ request }) => {
  const response = await request.get("/api/no-such-route");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toMatch(/application\/json/);
});

test("the page links a web app manifest with installable icons", async ({ page, request }) => {
  await page.goto("/en");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = (await (await request.get(href ?? "")).json()) as {
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ display: "standalone", start_url: "/" });
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
});

test("the service worker registers and controls the page after a reload", async ({ page, pageErrors }) => {
  await page.goto("/en");
  await waitForPage(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/");

  await page.reload();
  await waitForPage(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  expect(pageErrors.list()).toEqual([]);
});

test("once the service worker controls the page, a deep link opens offline from the precached shell", async ({
  page,
  context,
}) => {
  // The worker keeps the languages a guest has opened (README, Offline): the deep link is in the visited one.
  await page.goto("/de");
  await waitForPage(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  try {
    await page.goto("/de/eine/unbekannte/seite");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  } finally {
    await context.setOffline(false);
  }
});
