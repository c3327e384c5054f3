// The installable app: the web app manifest and its pictures, the service worker taking control, the
// offline switch cutting the worker off too, the Install app button, the iOS hint and "Update available".
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForPage } from "./fixtures.ts";
import { goOffline, goOnline, waitForServiceWorkerControl } from "./network.ts";

test.use({ serviceWorkers: "allow" });

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestImage[];
  screenshots: ManifestImage[];
}

/** A PNG's width and height, read from its IHDR chunk (bytes 16 to 24). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function readManifest(page: Page, request: APIRequestContext): Promise<WebAppManifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/application\/manifest\+json|application\/json/);
  return JSON.parse(await response.text()) as WebAppManifest;
}

test.describe("the web app manifest", () => {
  test("is linked, valid JSON, and has what an install needs", async ({ page, request }) => {
    await page.goto("/en");
    await waitForPage(page);
    const manifest = await readManifest(page, request);

    expect(manifest).toMatchObject({
      id: "/",
      name: expect.stringContaining("Red Sea Villa"),
      short_name: "Red Sea Villa",
      start_url: "/",
      scope: "/",
      display: "standalone",
      lang: "en",
      theme_color: "#0e7490",
      background_color: "#fdfaf3",
    });
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(manifest.categories).toContain("travel");

    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
    expect(icons).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(["narrow", "wide"]);
  });

  test("icons and screenshots load at the sizes the manifest gives", async ({ page, request }) => {
    await page.goto("/en");
    await waitForPage(page);
    const manifest = await readManifest(page, request);
    for (const image of [...manifest.icons, ...manifest.screenshots]) {
      const response = await request.get(image.src);
      expect(response.status(), image.src).toBe(200);
      expect(response.headers()["content-type"], image.src).toBe(image.type);
      expect(pngSize(await response.body()), image.src).toBe(image.sizes);
    }
    const narrow = manifest.screenshots.find((shot) => shot.form_factor === "narrow")!;
    const [width, height] = narrow.sizes.split("x").map(Number);
    expect(height!).toBeGreaterThan(width!);
  });

  test("start_url opens the guest's language", async ({ page, request }) => {
    await page.goto("/en");
    await waitForPage(page);
    const manifest = await readManifest(page, request);
    await page.evaluate(() => window.localStorage.setItem("preferred-language", "de"));
    await page.goto(manifest.start_url);
    await waitForPage(page);
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test.describe("the service worker", () => {
  // Installing means precaching every page and chunk: on a busy 2-core machine with two workers, over 30 s.
  test.slow();

  test("controls the page after the first load and after a reload", async ({ page, pageErrors }) => {
    await page.goto("/en");
    await waitForPage(page);
    await waitForServiceWorkerControl(page);
    await page.reload();
    await waitForPage(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    expect(pageErrors.list()).toEqual([]);
  });

  test("goOffline cuts the worker off the network too, and goOnline gives it back", async ({ page, context }) => {
    await page.goto("/en");
    await waitForPage(page);
    await waitForServiceWorkerControl(page);
    const status = (path: string) =>
      page.evaluate(async (url) => {
        try {
          return (await fetch(url)).status;
        } catch {
          return "network error";
        }
      }, path);

    // /api/villas?… goes through the worker's network-first route: the worker itself fetches it.
    expect(await status("/api/villas?limit=1&probe=online")).toBe(200);
    expect(await status("/api/health")).toBe(200);

    await goOffline(context);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // Never fetched before, so neither the worker's cache nor the network can answer.
    expect(await status("/api/villas?limit=1&probe=offline")).toBe("network error");
    expect(await status("/api/health")).toBe("network error");
    // A request it has seen comes from the worker's cache.
    expect(await status("/api/villas?limit=1&probe=online")).toBe(200);

    await goOnline(context);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await status("/api/villas?limit=1&probe=offline")).toBe(200);
    expect(await status("/api/health")).toBe(200);
  });

  test("offers a new version with Update available, and reloads only when asked", async ({ page }) => {
    await page.goto("/en");
    await waitForPage(page);
    await waitForServiceWorkerControl(page);

    // A new version of the worker. The browser fetches a worker's script outside the reach of context.route(), so
    // the same file is registered under a new address instead: to the browser that is a new version, which
    // installs and then waits, exactly as after a deploy.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register("/sw.js?next-version", { scope: "/" });
    });

    const notice = page.getByRole("region", { name: "Update available" });
    await expect(notice).toBeVisible();
    // Nothing happens by itself: the new version waits (it would have to be told to skip waiting before the page
    // could change hands) and the page keeps its state until the guest chooses.
    await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe(
      "installed",
    );
    expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

    await Promise.all([page.waitForEvent("load"), notice.getByRole("button", { name: "Reload" }).click()]);
    await waitForPage(page);
    // A fresh page, controlled by the version that was waiting.
    expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBeUndefined();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next-version$/);
  });
});

test.describe("installing the app", () => {
  /** What Chromium does when the app can be installed; prompt() records that it was called. */
  async function offerInstall(page: Page): Promise<void> {
    await page.evaluate(() => {
      const offer = new Event("beforeinstallprompt", { cancelable: true }) as Event & { prompt(): Promise<void> };
      offer.prompt = async () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      };
      window.dispatchEvent(offer);
    });
  }

  test("Install app appears in the footer only while the browser offers it and opens its dialog", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/en/about");
    await waitForPage(page);
    const install = page.getByRole("contentinfo").getByRole("button", { name: "Install app" });
    await expect(install).toHaveCount(0);

    await offerInstall(page);
    await expect(install).toBeVisible();
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    // An offer serves once: the button goes until the browser offers again.
    await expect(install).toHaveCount(0);

    await offerInstall(page);
    await expect(install).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
    await expect(install).toHaveCount(0);
    expect(pageErrors.list()).toEqual([]);
  });

  test.describe("on iPhone Safari", () => {
    test.use({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });

    test("a dismissible Add to Home Screen hint, remembered once dismissed", async ({ page }) => {
      await page.goto("/en");
      await waitForPage(page);
      const hint = page.getByRole("complementary", { name: "Install this app" });
      await expect(hint).toContainText("tap Share, then Add to Home Screen");
      // The header's menu button stays reachable above it.
      await expect(page.getByRole("banner").getByRole("button").first()).toBeInViewport();

      await hint.getByRole("button", { name: "Dismiss the install hint" }).click();
      await expect(hint).toHaveCount(0);
      await page.reload();
      await waitForPage(page);
      await expect(page.getByRole("complementary", { name: "Install this app" })).toHaveCount(0);
    });
  });

  test("no iOS hint in a desktop browser", async ({ page }) => {
    await page.goto("/en");
    await waitForPage(page);
    await expect(page.getByRole("complementary", { name: "Install this app" })).toHaveCount(0);
  });
});
