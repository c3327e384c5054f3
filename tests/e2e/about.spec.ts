// The About page (SPEC 2): hero, story, features, owner, the built-in figures and Book Now, in every language.
import { axeViolations } from "./axe.ts";
import type { Page } from "@playwright/test";
import { expect, test, waitForPage } from "./fixtures.ts";

const ABOUT = {
  en: {
    h1: "A home on the Red Sea, made for shared moments",
    story: ["The passion", "The vision", "The dream"],
    features: ["Room for everyone", "Quiet luxury", "Steps from the sea"],
    host: "Meet your host",
    figures: ["the year the villa was completed", "villa, entirely yours", "memories to make"],
    bookNow: "Book Now",
  },
  fr: {
    h1: "Une maison sur la mer Rouge, faite pour les moments partagés",
    story: ["La passion", "La vision", "Le rêve"],
    features: ["De la place pour tous", "Un luxe discret", "À deux pas de la mer"],
    host: "Votre hôte",
    figures: ["l’année d’achèvement de la villa", "villa, rien que pour vous", "souvenirs à créer"],
    bookNow: "Réserver",
  },
  ru: {
    h1: "Дом на Красном море, созданный для общих моментов",
    story: ["Страсть", "Замысел", "Мечта"],
    features: ["Места хватит всем", "Неброская роскошь", "В двух шагах от моря"],
    host: "Знакомьтесь: ваш хозяин",
    figures: ["год завершения строительства", "вилла — целиком ваша", "воспоминаний впереди"],
    bookNow: "Забронировать",
  },
  de: {
    h1: "Ein Zuhause am Roten Meer, gemacht für gemeinsame Momente",
    story: ["Die Leidenschaft", "Die Vision", "Der Traum"],
    features: ["Platz für alle", "Stiller Luxus", "Wenige Schritte vom Meer"],
    host: "Ihr Gastgeber",
    figures: ["das Jahr der Fertigstellung", "Villa, ganz für Sie allein", "Erinnerungen, die entstehen"],
    bookNow: "Jetzt buchen",
  },
} as const;

async function headingsOf(page: Page, level: number): Promise<string[]> {
  return page.getByRole("main").getByRole("heading", { level }).allInnerTexts();
}

async function expectStory(page: Page, language: string, text: (typeof ABOUT)[keyof typeof ABOUT]): Promise<void> {
  await page.goto(`/${language}/about`);
  await waitForPage(page);
  const main = page.getByRole("main");

  await expect(main.getByRole("heading", { level: 1 })).toHaveText(text.h1);
  const h3 = await headingsOf(page, 3);
  for (const title of [...text.story, ...text.features]) expect(h3).toContain(title);
  expect(await headingsOf(page, 2)).toContain(text.host);

  // The built-in figures: 2025, 1 villa, ∞ memories, each with its translated caption.
  const figures = main.locator("dl").last();
  await expect(figures.locator("dd")).toHaveText(["2025", "1", "∞"]);
  await expect(figures.locator("dt")).toHaveText([...text.figures]);

  const bookNow = main.getByRole("link", { name: text.bookNow });
  await expect(bookNow).toHaveAttribute("href", `/${language}/booking`);
}

// One browser page opens the four languages' About pages in turn (each afresh by its address); the English one,
// last, is then read for its headings and pictures.
test("tells the villa's story in every language, headings in order and every picture described", async ({
  page,
  pageErrors,
}) => {
  test.slow();
  for (const language of ["fr", "ru", "de", "en"] as const) {
    await test.step(`tells the villa's story in ${language}`, () => expectStory(page, language, ABOUT[language]));
  }
  expect(pageErrors.list()).toEqual([]);

  await test.step("gives the same airport time as the contact page and SPEC 9, about 25 minutes", async () => {
    await expect(page.getByRole("main")).toContainText("the airport is about 25 minutes by car");
  });

  await test.step("headings follow each other in order under one h1", async () => {
    const levels = await page
      .getByRole("main")
      .locator("h1, h2, h3, h4")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index++) {
      expect((levels[index] ?? 0) - (levels[index - 1] ?? 0), `heading ${index}`).toBeLessThanOrEqual(1);
    }
  });

  await test.step("every picture loads with a description, lazily below the fold", async () => {
    const images = page.getByRole("main").locator("img");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(
      page.getByRole("img", { name: "Illustration of Karim, the owner, on the shore at sunset" }),
    ).toBeVisible();
    await expect(page.getByRole("img", { name: "Fish and coral in the clear water of the Red Sea" })).toBeVisible();
  });
});

test("a picture that fails to load is replaced by a local one", async ({ page }) => {
  await page.route("**/images/about/host.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/en/about");
  await waitForPage(page);
  const host = page.getByRole("img", { name: "Illustration of Karim, the owner, on the shore at sunset" });
  await host.scrollIntoViewIfNeeded();
  await expect(host).toHaveAttribute("src", "/images/villa/1.jpg");
  await expect.poll(() => host.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("fits the screen and passes axe", async ({ page }) => {
    await page.goto("/ru/about");
    await waitForPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});
