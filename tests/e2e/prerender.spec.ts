// The public pages arrive as HTML in the page's language (prerendered at build time) and their islands hydrate that
// HTML without a mismatch: the page works with no JavaScript at all, and with it nothing is logged.
import { expect, test, waitForPage } from "./fixtures.ts";

const PAGES = [
  { path: "/en", lang: "en", heading: "A private villa on the Red Sea" },
  { path: "/fr/about", lang: "fr", heading: "Une maison sur la mer Rouge, faite pour les moments partagés" },
  { path: "/ru/services", lang: "ru", heading: "Услуги и впечатления" },
  { path: "/de/practical-info", lang: "de", heading: "Praktische Informationen" },
  { path: "/en/services/scuba-diving", lang: "en", heading: "Scuba Diving" },
  { path: "/fr/contact", lang: "fr", heading: "Nous contacter" },
  { path: "/de/privacy", lang: "de", heading: "Datenschutzerklärung" },
] as const;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, lang, heading } of PAGES) {
    test(`${path} is a whole page in its language`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("no-cache");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("main h1")).toHaveText(heading);
      await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // The title and description are the page's own, not the shell's.
      expect(await page.title()).not.toBe("Red Sea Villa — North Hurghada");
    });
  }

  test("a client-rendered page (the profile) still gets the app shell", async ({ page }) => {
    const response = await page.goto("/en/profile");
    expect(response?.status()).toBe(200);
    await expect(page.locator("#app")).toBeEmpty();
  });
});

test.describe("with JavaScript", () => {
  for (const { path, lang } of PAGES) {
    test(`${path} hydrates its islands without an error, and a link opens the next page as its own HTML`, async ({
      page,
      pageErrors,
    }) => {
      await page.goto(path);
      // Marked once every island is hydrated: none of them could log a mismatch later.
      await waitForPage(page);
      await expect(page.locator("[data-island]").first()).toBeAttached();
      // Neither the router nor the data layer came with the page. The chunks' own names, then the 8-character hash:
      // small modules named after them (query-persistence-keys, main-villa) may come.
      const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
      expect(scripts.filter((name) => /\/assets\/(?:router|query|routes|main)-[\w-]{8}\.js$/.test(name))).toEqual([]);
      const target = path.endsWith("/about") ? "contact" : "about";
      await page.getByRole("banner").locator(`a[href="/${lang}/${target}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${target}$`));
      await waitForPage(page);
      await expect(page.locator("#app")).toHaveAttribute("data-site-page", "");
      expect(pageErrors.list()).toEqual([]);
    });
  }

  test("inside the app, a link to a public page renders it in place, islands and all", async ({ page, pageErrors }) => {
    // A query string gets the app shell: the app itself renders the page.
    await page.goto("/en/practical-info?tab=location");
    await waitForPage(page);
    await expect(page.getByRole("tab", { name: /Location/ })).toHaveAttribute("aria-selected", "true");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("banner").locator('a[href="/en/about"]').first().click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator("main h1")).toHaveText("A home on the Red Sea, made for shared moments");
    // The same document: the app navigated without loading a page.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(pageErrors.list()).toEqual([]);
  });

  test("a signed-in visitor's header follows the session after hydration", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("accessToken", "x");
      localStorage.setItem(
        "user",
        JSON.stringify({
          id: "00000000-0000-4000-8000-000000000001",
          email: "ada@example.com",
          fullName: "Ada Lovelace",
          role: "GUEST",
        }),
      );
    });
    await page.route("**/api/auth/me", (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto("/en/about");
    await expect(page.getByRole("banner").getByRole("button", { name: /Ada/ })).toBeVisible();
  });
});

test.describe("the splash on a prerendered page", () => {
  test.use({ skipSplash: false });

  test("runs over the page on the first visit of a session, and not on the next page load", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/en/about");
    const splash = page.getByTestId("splash");
    await expect(splash).toBeVisible();
    await expect(page.getByTestId("splash-label")).toHaveText("Ready");
    await expect(splash).toHaveCount(0);
    await page.reload();
    await expect(page.locator("main h1")).toBeVisible();
    await expect(splash).toBeHidden();
    expect(pageErrors.list()).toEqual([]);
  });

  test("is hidden before any script runs for a visitor who asks for reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", javaScriptEnabled: true });
    const page = await context.newPage();
    await page.goto("/en/about");
    await expect(page.locator("html")).toHaveAttribute("data-no-splash", "");
    await expect(page.getByTestId("splash")).toBeHidden();
    await context.close();
  });
});

test("a page with a query string gets the app shell, which renders what the query asks for", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/en/practical-info?tab=activities");
  await waitForPage(page);
  await expect(page.getByRole("tab", { name: /Activities in Hurghada/ })).toHaveAttribute("aria-selected", "true");
  expect(pageErrors.list()).toEqual([]);
});
