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

test.describe("the root path", () => {
  test("opens English for an English browser", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING.en);
  });

  test("opens the stored preferred language over the browser's", async ({ page }) => {
    await page.goto("/de");
    await waitForPage(page);
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("de");
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
  });

  test.describe("with a French browser", () => {
    test.use({ locale: "fr-FR" });

    test("opens French", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/fr$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING.fr);
    });
  });

  test.describe("with a browser in an unsupported language", () => {
    test.use({ locale: "pt-BR" });

    test("opens English", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/en$/);
    });
  });
});

test.describe("the language guard", () => {
  test("lower-cases the language segment", async ({ page }) => {
    await page.goto("/EN/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING.en);
  });

  test("replaces an unsupported language with English and keeps the rest of the path", async ({ page }) => {
    await page.goto("/xx/anything?ref=mail");
    await expect(page).toHaveURL(/\/en\/anything\?ref=mail$/);
  });

  test("cuts a region off the language", async ({ page }) => {
    await page.goto("/ru-RU");
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING.ru);
  });

  test("puts a path without a language under the visitor's language", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveURL(/\/en\/about$/);
  });
});

for (const language of ["en", "fr", "ru", "de"] as const) {
  test(`the home page speaks ${language}`, async ({ page, pageErrors }) => {
    await page.goto(`/${language}`);
    // The prerendered page shows the heading at once; the language is remembered once the app runs.
    await waitForPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING[language]);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("main")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe(language);
    expect(pageErrors.list()).toEqual([]);
  });
}

test("the switcher keeps the rest of the path and the query", async ({ page, pageErrors }) => {
  await page.goto("/en/some/deep/page?ref=mail");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE.en);

  await page.getByRole("navigation", { name: "Choose language" }).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/some\/deep\/page\?ref=mail$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE.fr);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  await page.getByRole("navigation", { name: "Choisir la langue" }).getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/some\/deep\/page\?ref=mail$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE.de);
  expect(pageErrors.list()).toEqual([]);
});

test("an unknown path shows Page Not Found, translated, and Go Back returns", async ({ page, pageErrors }) => {
  await page.goto("/ru");
  await waitForPage(page);
  await page.goto("/ru/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE.ru);
  await expect(page.getByText("Запрашиваемый ресурс не найден")).toBeVisible();
  await page.getByRole("button", { name: "Назад" }).click();
  await expect(page).toHaveURL(/\/ru$/);
  expect(pageErrors.list()).toEqual([]);
});

test("Go Back on a page opened directly leads home", async ({ page }) => {
  await page.goto("/en/404");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING.en);
});

// axe scans of these pages: public-routes.spec.ts (every public page and Page Not Found, in every language) and
// home.spec.ts (the home page once its entrance animations have ended).
