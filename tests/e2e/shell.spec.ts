// The public shell (SPEC 2): fixed header and its scroll state, mobile menu, switcher, footer, splash loader,
// scroll to top, per-language head tags, and the Sign in button versus the signed-in user menu.
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "./accounts.ts";
import { expect, test, waitForPage } from "./fixtures.ts";

const LANGUAGES = ["en", "fr", "ru", "de"] as const;
type Language = (typeof LANGUAGES)[number];

const ABOUT_TITLE: Record<Language, string> = {
  en: "About the villa · Red Sea Villa",
  fr: "À propos de la villa · Red Sea Villa",
  ru: "О вилле · Red Sea Villa",
  de: "Über die Villa · Red Sea Villa",
};

const ABOUT_DESCRIPTION_START: Record<Language, string> = {
  en: "The story of Red Sea Villa",
  fr: "L’histoire de la Red Sea Villa",
  ru: "История виллы «Red Sea Villa»",
  de: "Die Geschichte der Red Sea Villa",
};

interface Session {
  accessToken: string;
  refreshToken: string;
  user: { fullName: string; email: string; role: string };
}

async function signIn(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Session }).data;
}

async function registerGuest(request: APIRequestContext, fullName: string): Promise<Session> {
  const email = `guest-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.villa.test`;
  const response = await request.post("/api/auth/register", {
    data: { email, password: "Guest-Password-1", fullName },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Session }).data;
}

/** Puts a session where the app keeps it (SPEC 3 storage keys) before any page script runs. */
async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript((stored) => {
    // Only on the first document: a later sign-out must not be undone by the next navigation.
    if (window.sessionStorage.getItem("e2e-session-set")) return;
    window.sessionStorage.setItem("e2e-session-set", "1");
    window.localStorage.setItem("user", JSON.stringify(stored.user));
    window.localStorage.setItem("accessToken", stored.accessToken);
    window.localStorage.setItem("refreshToken", stored.refreshToken);
  }, session);
}

test.describe("header", () => {
  // One page load for the checks that only read it; the language steps navigate on from it.
  test("fixed and compact on scroll, Sign in for a visitor, the links and the switcher in the page's language", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/en/about");
    await waitForPage(page);
    const header = page.getByRole("banner");

    await test.step("a visitor who is not signed in sees Sign in and no account menu", async () => {
      await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute(
        "href",
        "/en/signin?redirect=%2Fen%2Fabout",
      );
      await expect(header.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
    });

    await test.step("is fixed and turns compact once the page scrolls past 20 px", async () => {
      await expect(header).toHaveCSS("position", "fixed");
      await expect(header).toHaveAttribute("data-scrolled", "false");
      const restingBackground = await header.evaluate((element) => getComputedStyle(element).backgroundColor);

      await page.evaluate(() => window.scrollTo(0, 15));
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect(header).toHaveAttribute("data-scrolled", "true");
      await expect(header).toBeInViewport();
      await expect
        .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
        .not.toBe(restingBackground);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute("data-scrolled", "false");
    });

    await test.step("the switcher opens the same page in another language", async () => {
      await page.getByRole("navigation", { name: "Choose language" }).getByRole("link", { name: "Русский" }).click();
      await expect(page).toHaveURL(/\/ru\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Дом на Красном море, созданный для общих моментов",
      );
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      expect(pageErrors.list()).toEqual([]);
    });

    await test.step("links the main pages, Book Now and Sign in under the page's language", async () => {
      await page.goto("/de/about");
      await waitForPage(page);
      const nav = page.getByRole("navigation", { name: "Hauptmenü" });
      const expected: [string, string][] = [
        ["Startseite", "/de"],
        ["Über uns", "/de/about"],
        ["Leistungen", "/de/services"],
        ["Praktische Infos", "/de/practical-info"],
        ["Kontakt", "/de/contact"],
      ];
      for (const [name, href] of expected)
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      await expect(nav.getByRole("link", { name: "Über uns" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Startseite" })).not.toHaveAttribute("aria-current", "page");

      await expect(header.getByRole("link", { name: "Jetzt buchen" })).toHaveAttribute("href", "/de/booking");
      await expect(header.getByRole("link", { name: "Anmelden" })).toHaveAttribute(
        "href",
        "/de/signin?redirect=%2Fde%2Fabout",
      );
    });
  });
});

test.describe("mobile menu at 390 × 844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, closes on navigation and on Esc, with no horizontal scrolling; its switcher keeps the path", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/en");
    await waitForPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(panel).toBeHidden();
    // The desktop links are not shown on a phone; the menu holds them.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

    await button.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("navigation", { name: "Choose language" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/en/signin?redirect=%2Fen");

    await panel.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await waitForPage(page);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors.list()).toEqual([]);

    await test.step("the switcher in the menu keeps the path", async () => {
      await page.goto("/fr/about");
      await waitForPage(page);
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      await page.getByRole("navigation", { name: "Choisir la langue" }).getByRole("link", { name: "Deutsch" }).click();
      await expect(page).toHaveURL(/\/de\/about$/);
      await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveAttribute("aria-expanded", "false");
    });
  });
});

test.describe("footer and scrolling on navigation", () => {
  test("the footer's links and details; a new page starts at the top, Back returns, a #hash clears the header", async ({
    page,
  }) => {
    await test.step("the footer holds the quick links, the legal links, the villa's contact details and the copyright", async () => {
      await page.goto("/fr/about");
      await waitForPage(page);
      const footer = page.getByRole("contentinfo");

      const quick = footer.getByRole("navigation", { name: "Liens rapides" });
      await expect(quick.getByRole("link")).toHaveText(["Accueil", "À propos", "Services", "Contact"]);
      expect(
        await quick.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      ).toEqual(["/fr", "/fr/about", "/fr/services", "/fr/contact"]);

      const legal = footer.getByRole("navigation", { name: "Informations légales" });
      expect(
        await legal.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      ).toEqual(["/fr/privacy", "/fr/terms", "/fr/cookies", "/fr/accessibility"]);

      await expect(footer.getByText("Villa n° 276, Mubarak Housing 7")).toBeVisible();
      await expect(footer.getByText("Hurghada Nord", { exact: true })).toBeVisible();
      await expect(footer.getByRole("link", { name: "+20 100 000 2760" })).toHaveAttribute("href", "tel:+201000002760");
      await expect(footer.getByRole("link", { name: "stay@redseavilla.example" })).toHaveAttribute(
        "href",
        "mailto:stay@redseavilla.example",
      );
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Red Sea Villa`);
    });

    await test.step("a new page starts at the top; Back returns to where the visitor was", async () => {
      await page.goto("/en/about");
      await waitForPage(page);
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(500);

      await footer.getByRole("link", { name: "Accessibility" }).click();
      await expect(page).toHaveURL(/\/en\/accessibility$/);
      await waitForPage(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/en\/about$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
    });

    await test.step("a footer link leads to its page at the top", async () => {
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(/\/en\/privacy$/);
      await waitForPage(page);
      // The router resets the scroll right after the new page renders; a loaded machine can see the page first.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    await test.step("a #hash target lands below the fixed header", async () => {
      await page.goto("/en/about#about-host");
      const heading = page.getByRole("heading", { name: "Meet your host" });
      await expect(heading).toBeInViewport();
      const headerBottom = await page.getByRole("banner").evaluate((element) => element.getBoundingClientRect().bottom);
      await expect
        .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(headerBottom);
    });
  });
});

test.describe("splash loader", () => {
  test.use({ skipSplash: false });
  test("counts 0 to 100 % with its labels, goes away, and runs once per session", async ({ page, pageErrors }) => {
    // Records every state the splash shows, however quickly it changes.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { splashStates: string[] }).splashStates = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const label = document.querySelector('[data-testid="splash-label"]')?.textContent ?? "";
        const percentage = document.querySelector('[data-testid="splash-percentage"]')?.textContent ?? "";
        const state = `${bar?.getAttribute("aria-valuenow")}|${percentage.replace(/\s/g, " ")}|${label}`;
        if (bar && seen.at(-1) !== state) seen.push(state);
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.goto("/fr/about");
    const bar = page.getByRole("progressbar", { name: "Chargement du site" });
    await expect(bar).toBeVisible();
    // The page renders underneath meanwhile: nothing waits on the splash.
    await expect(page.locator("main h1")).toBeAttached();
    await expect(bar).toHaveCount(0, { timeout: 5_000 });

    expect(await page.evaluate(() => (window as unknown as { splashStates: string[] }).splashStates)).toEqual([
      "0|0 %|Initialisation",
      "20|20 %|Initialisation",
      "40|40 %|Chargement des ressources",
      "60|60 %|Préparation de l’interface",
      "80|80 %|Finalisation",
      "100|100 %|Prêt",
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.reload();
    await waitForPage(page);
    await expect(page.getByTestId("splash")).toHaveCount(0);
    expect(pageErrors.list()).toEqual([]);
  });

  test("on a prerendered page runs from the first paint, while the page's code is still on its way", async ({
    page,
    pageErrors,
  }) => {
    // React, which every island needs, is held back until the splash has run its course, as on a slow phone network.
    let releaseReact = () => {};
    const reactHeld = new Promise<void>((resolve) => (releaseReact = resolve));
    await page.route(/\/assets\/react-[^/]*\.js$/, async (route) => {
      await reactHeld;
      await route.continue();
    });
    await page.goto("/en/about");
    await expect(page.getByTestId("splash-label")).toHaveText("Ready");
    await expect(page.getByTestId("splash")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-app-ready", "");
    releaseReact();
    await waitForPage(page);
    expect(pageErrors.list()).toEqual([]);
  });

  test("runs on the app shell too, rendered by the app", async ({ page, pageErrors }) => {
    // A query string gets the app shell, which has no HTML of its own to carry the splash.
    await page.goto("/de/practical-info?tab=activities");
    const bar = page.getByRole("progressbar", { name: "Website wird geladen" });
    await expect(bar).toBeVisible();
    await expect(page.getByTestId("splash-label")).toHaveText("Bereit");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByTestId("splash")).toHaveCount(0, { timeout: 5_000 });
    await waitForPage(page);
    await page.reload();
    await waitForPage(page);
    await expect(page.getByTestId("splash")).toHaveCount(0);
    expect(pageErrors.list()).toEqual([]);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("is skipped", async ({ page }) => {
      await page.goto("/en/about");
      await waitForPage(page);
      await expect(page.getByTestId("splash")).toHaveCount(0);
    });
  });
});

test.describe("head tags", () => {
  test("title, description, canonical and hreflang alternates in every language; they follow the switch, and error pages are not indexed", async ({
    page,
    baseURL,
  }) => {
    for (const language of LANGUAGES) {
      await test.step(language, async () => {
        await page.goto(`/${language}/about`);
        await waitForPage(page);
        await expect(page).toHaveTitle(ABOUT_TITLE[language]);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
        expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(
          new RegExp(`^${ABOUT_DESCRIPTION_START[language]}`),
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/${language}/about`);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`));
        expect(alternates.sort()).toEqual(
          [
            `de ${baseURL}/de/about`,
            `en ${baseURL}/en/about`,
            `fr ${baseURL}/fr/about`,
            `ru ${baseURL}/ru/about`,
            `x-default ${baseURL}/en/about`,
          ].sort(),
        );
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
          "content",
          `${baseURL}/${language}/about`,
        );
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      });
    }

    await test.step("follow the language switch, and error pages are not indexed", async () => {
      await page.goto("/en/about");
      await waitForPage(page);
      await page.getByRole("navigation", { name: "Choose language" }).getByRole("link", { name: "Deutsch" }).click();
      await expect(page).toHaveTitle(ABOUT_TITLE.de);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/de/about`);
      await expect(page.locator('link[rel="alternate"]')).toHaveCount(5);

      await page.goto("/de/gibt-es-nicht");
      await expect(page).toHaveTitle("Seite nicht gefunden · Red Sea Villa");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  });
});

test.describe("account entry in the header", () => {
  test("an admin sees the menu with Dashboard; Logout clears the session and revokes it", async ({
    page,
    request,
    pageErrors,
  }) => {
    const session = await signIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    await useSession(page, session);
    await page.goto("/en/about");
    await waitForPage(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);

    const firstName = session.user.fullName.split(" ")[0] ?? "";
    const menuButton = header.getByRole("button", { name: `Account menu: ${firstName}` });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await menuButton.getAttribute("aria-controls")}`);
    await expect(menu).toContainText(session.user.fullName);
    await expect(menu).toContainText(session.user.email);
    await expect(menu.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/en/profile");
    await expect(menu.getByRole("link", { name: "My Bookings" })).toHaveAttribute("href", "/en/my-bookings");
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/en/admin");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(
      await page.evaluate(() => ["user", "accessToken", "refreshToken"].map((key) => window.localStorage.getItem(key))),
    ).toEqual([null, null, null]);
    // The server revoked the session: its access token no longer opens /auth/me.
    await expect
      .poll(async () =>
        (await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${session.accessToken}` } })).status(),
      )
      .toBe(401);
    expect(pageErrors.list()).toEqual([]);
  });

  test("a guest's menu has no Dashboard, and signing out in another tab signs this one out", async ({
    page,
    context,
    request,
  }) => {
    const session = await registerGuest(request, "Nadia El-Sayed");
    await useSession(page, session);
    await page.goto("/fr/about");
    await waitForPage(page);
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu du compte : Nadia" });
    await menuButton.click();
    const menu = page.locator(`#${await menuButton.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link", { name: "Mes réservations" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Tableau de bord" })).toHaveCount(0);

    // Another tab of the same browser signs out: this tab hears the storage event.
    const other = await context.newPage();
    await other.goto("/fr/about");
    await waitForPage(other);
    await other.evaluate(() =>
      ["user", "accessToken", "refreshToken"].forEach((key) => window.localStorage.removeItem(key)),
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "Se connecter" })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu lists the account links of a host or admin", async ({ page, request }) => {
      const session = await signIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
      await useSession(page, session);
      await page.goto("/en");
      await waitForPage(page);
      await page.getByRole("button", { name: "Open menu" }).click();
      const account = page.getByRole("navigation", { name: "Account" });
      await expect(account.getByRole("link", { name: "Dashboard" })).toBeVisible();
      await expect(page.getByRole("banner")).toContainText(session.user.email);
    });
  });
});
