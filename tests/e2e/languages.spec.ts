// Languages in the browser (SPEC 2): the root redirect, the language guard, each language's page and the switcher.
import { expect, test, waitForPage } from "./fixtures.ts";

const HOME_HEADING = {
  en: "A private villa on the Red Sea",
  fr: "Une villa privée au bord de la mer Rouge",
  ru: "Частная вилла на берегу Красного моря",
  de: "Eine private Villa am Roten Meer",
} as const;

const NOT_FOUND_TITLE = {
  en: "Page Not Found",
  fr: "Page introuvable",
  ru: "Страница не найдена",
  de: "Seite nicht gefunden",
} as const;

// Each test below walks several addresses in one browser page, each opened afresh: booting a new browser context
// per address cost more than the checks themselves.

test("the root path opens the visitor's language, and the language guard mends the address", async ({ page }) => {
  // First, while nothing is stored: the browser's language decides.
  await test.step("/ opens English for an English browser", async () => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING.en);
  });
  await test.step("a path without a language goes under the visitor's language", async () => {
    await page.goto("/about");
    await expect(page).toHaveURL(/\/en\/about$/);
  });
  await test.step("an unsupported language becomes English and the rest of the path is kept", async () => {
    await page.goto("/xx/anything?ref=mail");
    await expect(page).toHaveURL(/\/en\/anything\?ref=mail$/);
  });
  await test.step("the language segment is lower-cased", async () => {
    await page.goto("/EN/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING.en);
  });
  await test.step("a region is cut off the language", async () => {
    await page.goto("/ru-RU");
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING.ru);
  });
  await test.step("/ opens the stored preferred language over the browser's", async () => {
    await page.goto("/de");
    await waitForPage(page);
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("de");
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
  });
});

test.describe("with a French browser", () => {
  test.use({ locale: "fr-FR" });

  test("the root path opens French", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING.fr);
  });
});

test.describe("with a browser in an unsupported language", () => {
  test.use({ locale: "pt-BR" });

  test("the root path opens English", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
  });
});

test("the home page speaks each language", async ({ page, pageErrors }) => {
  for (const language of ["en", "fr", "ru", "de"] as const) {
    await test.step(`/${language}`, async () => {
      await page.goto(`/${language}`);
      // The prerendered page shows the heading at once; the language is remembered once the app runs.
      await waitForPage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING[language]);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("main")).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe(language);
    });
  }
  expect(pageErrors.list()).toEqual([]);
});

test("Page Not Found: the switcher keeps the path, the page is translated, and Go Back returns", async ({
  page,
  pageErrors,
}) => {
  await test.step("the switcher keeps the rest of the path and the query", async () => {
    await page.goto("/en/some/deep/page?ref=mail");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE.en);

    await page.getByRole("navigation", { name: "Choose language" }).getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/some\/deep\/page\?ref=mail$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE.fr);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    await page.getByRole("navigation", { name: "Choisir la langue" }).getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/some\/deep\/page\?ref=mail$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE.de);
  });

  await test.step("an unknown path shows Page Not Found in Russian, and Go Back returns", async () => {
    await page.goto("/ru");
    await waitForPage(page);
    await page.goto("/ru/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE.ru);
    await expect(page.getByText("Запрашиваемый ресурс не найден")).toBeVisible();
    await page.getByRole("button", { name: "Назад" }).click();
    await expect(page).toHaveURL(/\/ru$/);
  });
  expect(pageErrors.list()).toEqual([]);

  await test.step("Go Back on a page opened directly (a new tab, no history) leads home", async () => {
    const tab = await page.context().newPage();
    await tab.goto("/en/404");
    await tab.getByRole("button", { name: "Go Back" }).click();
    await expect(tab).toHaveURL(/\/en$/);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING.en);
    await tab.close();
  });
});

// axe scans of these pages: public-routes.spec.ts (every public page and Page Not Found, in every language) and
// home.spec.ts (the home page once its entrance animations have ended).
