// Every public page of SPEC 2 in all four languages: one h1, the page's language on <html>, a title of its own in
// each language, head tags for that language, no console error, and no axe-core violation.
// One test per route opens it in English, then walks to the other languages with the header's switcher (a
// client-side navigation, much faster than a reload), so the titles can also be compared across languages.
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const LANGUAGES = ["en", "fr", "ru", "de"] as const;

// One name for the place in every language: a name, not a phrase to translate.
const BRAND = {
  en: "Red Sea Villa",
  fr: "Red Sea Villa",
  ru: "Red Sea Villa",
  de: "Red Sea Villa",
} as const;

const NOT_FOUND = {
  en: "Page Not Found",
  fr: "Page introuvable",
  ru: "Страница не найдена",
  de: "Seite nicht gefunden",
} as const;

interface PublicRoute {
  /** Path after the language segment. */
  path: string;
  /** The exact h1 when the page is one whose wording SPEC fixes. */
  heading?: Record<(typeof LANGUAGES)[number], string>;
}

const ROUTES: PublicRoute[] = [
  { path: "" },
  { path: "/about" },
  { path: "/services" },
  { path: "/services/scuba-diving" },
  { path: "/practical-info" },
  { path: "/contact" },
  { path: "/privacy" },
  { path: "/terms" },
  { path: "/cookies" },
  { path: "/accessibility" },
  {
    path: "/unauthorized",
    heading: { en: "Access Denied", fr: "Accès refusé", ru: "Доступ запрещён", de: "Zugriff verweigert" },
  },
  { path: "/404", heading: NOT_FOUND },
  { path: "/no/such/page", heading: NOT_FOUND },
];

for (const route of ROUTES) {
  test(`/{lang}${route.path || "/"} in every language`, async ({ page, pageErrors, baseURL }) => {
    test.setTimeout(90_000);
    const titles = new Map<string, string>();

    for (const language of LANGUAGES) {
      await test.step(language, async () => {
        const url = `/${language}${route.path}`;
        if (language === "en") await page.goto(url);
        else await page.locator(`header a[hreflang="${language}"]:visible`).click();
        await expect(page).toHaveURL(`${baseURL}${url}`);
        const h1 = page.locator("h1");
        await expect(h1).toHaveCount(1);
        await expect(page.getByRole("main").locator("h1")).toBeVisible();
        if (route.heading) await expect(h1).toHaveText(route.heading[language]);

        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page).toHaveTitle(new RegExp(` · ${BRAND[language]}$`));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${url}`);
        await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
          "href",
          `${baseURL}${url}`,
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
        titles.set(language, await page.title());

        // Only violations are collected: passes and incomplete results would triple the time of each scan.
        expect(await axeViolations(page)).toEqual([]);
        expect(pageErrors.list()).toEqual([]);
      });
    }

    // Each language has its own title: nothing was left in English.
    expect(new Set(titles.values()).size).toBe(LANGUAGES.length);
  });
}
