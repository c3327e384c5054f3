// The legal pages (SPEC 2): privacy, terms, cookies and accessibility in every language, their tables of
// contents, the SPEC 9 booking rules on the terms page, and the footer links that reach them.
import type { Page } from "@playwright/test";
import { expect, test, waitForPage } from "./fixtures.ts";

const LANGUAGES = ["en", "fr", "ru", "de"] as const;
type Language = (typeof LANGUAGES)[number];

const PAGES = {
  privacy: {
    en: "Privacy policy",
    fr: "Politique de confidentialité",
    ru: "Политика конфиденциальности",
    de: "Datenschutzerklärung",
  },
  terms: {
    en: "Terms of booking",
    fr: "Conditions de réservation",
    ru: "Условия бронирования",
    de: "Buchungsbedingungen",
  },
  cookies: {
    en: "Cookie policy",
    fr: "Politique relative aux cookies",
    ru: "Политика в отношении файлов cookie",
    de: "Cookie-Richtlinie",
  },
  accessibility: {
    en: "Accessibility statement",
    fr: "Déclaration d’accessibilité",
    ru: "Заявление о доступности",
    de: "Erklärung zur Barrierefreiheit",
  },
} as const satisfies Record<string, Record<Language, string>>;

type LegalPath = keyof typeof PAGES;
const PATHS = Object.keys(PAGES) as LegalPath[];

// 2026-11-22 as each language writes a long date.
const LAST_UPDATED: Record<Language, string> = {
  en: "November 22, 2026",
  fr: "22 novembre 2026",
  ru: "22 ноября 2026 г.",
  de: "22. November 2026",
};

/** The visible text of the article with every kind of space (Intl uses no-break ones) as a plain space. */
async function articleText(page: Page): Promise<string> {
  const text = await page.locator("main article").innerText();
  return text.replace(/\s+/g, " ");
}

async function openLegalPage(page: Page, language: Language, path: LegalPath): Promise<void> {
  await page.goto(`/${language}/${path}`);
  await waitForPage(page);
  // The first visit of a session fades the SPEC 2 splash out over the page; axe and clicks need it gone.
  await expect(page.getByTestId("splash")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[path][language]);
}

/** The checks every legal page gets: its language, title, date, a table of contents that leads to each section. */
async function expectLegalPage(page: Page, language: Language, path: LegalPath): Promise<void> {
  await openLegalPage(page, language, path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("main h1")).toHaveCount(1);
  await expect(page).toHaveTitle(new RegExp(`^${PAGES[path][language]} · `));
  await expect(page.locator("main article header time")).toHaveAttribute("datetime", "2026-11-22");
  await expect(page.locator("main article header time")).toHaveText(LAST_UPDATED[language]);

  // Every section heading is listed once in the contents, in order, and each entry points at its section.
  const contents = page.locator("main article nav a");
  const sectionTitles = page.locator("main article section > h2");
  const count = await sectionTitles.count();
  expect(count).toBeGreaterThanOrEqual(5);
  await expect(contents).toHaveCount(count);
  for (let index = 0; index < count; index++) {
    const href = await contents.nth(index).getAttribute("href");
    expect(href).toMatch(/^#[a-z-]+$/);
    const section = page.locator(`main article section${href}`);
    await expect(section).toHaveCount(1);
    await expect(section.locator("h2")).toContainText(await contents.nth(index).innerText());
  }

  // The last section is the furthest away: following its entry scrolls it into view and into the URL.
  const last = contents.nth(count - 1);
  const target = (await last.getAttribute("href")) ?? "";
  await last.click();
  await expect(page).toHaveURL(new RegExp(`/${language}/${path}${target}$`));
  await expect(page.locator(`${target} h2`)).toBeInViewport();
  // The fixed header must not cover the heading the visitor jumped to.
  const headerBox = await page.getByRole("banner").boundingBox();
  const headingBox = await page.locator(`${target} h2`).boundingBox();
  if (headerBox && headingBox) expect(headingBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);

  // No English left on a translated page: its title is not the English one.
  if (language !== "en") expect(await articleText(page)).not.toContain(PAGES[path].en);
}

/** What one language's pages say beyond the common checks, read on the page the step left open. */
const EXTRA_CHECKS: Partial<
  Record<Language, Partial<Record<LegalPath, { title: string; check: (page: Page) => Promise<void> }>>>
> = {
  en: {
    terms: {
      title:
        "the terms state the SPEC 9 booking rules in English, and printing keeps every section without the contents",
      check: async (page) => {
        const text = await articleText(page);
        for (const rule of [
          "replies within 24 hours",
          "not charged anything at this stage",
          "A request becomes a booking only when the owner confirms it",
          "Deposit: 50% of the total price, due within 3 days after the owner confirms your booking",
          "you pay the full price in one payment, due within 3 days after the confirmation and never later than the day of arrival",
          "the deposit is still due within 3 days after the confirmation, and you pay the balance on the day of arrival",
          "the remaining 50%, due 30 days before arrival",
          "Up to 14 days before arrival: free of charge",
          "Within 14 days of arrival: we charge 50% of the total price",
          "Within 72 hours of arrival: no refund",
          "Check-in is from 3:00 PM and check-out is until 11:00 AM",
          "from 10:00 PM to 8:00 AM",
          "at most 10 guests",
          "a fixed cleaning fee of €150 and a service fee of 5% of the room subtotal",
          "bank transfer (the standard method) or payment on arrival",
          "must be at least 18 years old",
          "law of the Arab Republic of Egypt",
        ]) {
          expect(text).toContain(rule);
        }
        await page.emulateMedia({ media: "print" });
        await expect(page.locator("main article nav")).toBeHidden();
        await expect(page.locator("#complaints h2")).toBeVisible();
        await page.emulateMedia({ media: "screen" });
      },
    },
    privacy: {
      title: "the privacy policy names the controller's contact details and links to the cookie policy",
      check: async (page) => {
        const controller = page.locator("#controller");
        await expect(controller.locator("address")).toContainText("Villa No. 276, Mubarak Housing 7");
        const email = controller.locator('address a[href^="mailto:"]');
        await expect(email).toHaveCount(1);
        const address = (await email.getAttribute("href"))?.replace("mailto:", "") ?? "";
        await expect(email).toHaveText(address);
        const text = await articleText(page);
        for (const basis of [
          "Art. 3(2) GDPR",
          "(point b)",
          "(point c)",
          "(point f)",
          "(point a)",
          "Art. 49(1)(b) GDPR",
          "(Art. 77)",
        ]) {
          expect(text).toContain(basis);
        }

        await page.locator("#data-we-process").getByRole("link", { name: "cookie policy" }).click();
        await expect(page).toHaveURL(/\/en\/cookies$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES.cookies.en);
      },
    },
    cookies: {
      title: "the cookie policy lists every key the app stores, and visiting it sets no cookie",
      check: async (page) => {
        const storage = page.locator("#what-we-store");
        for (const key of ["preferred-language", "user", "accessToken", "refreshToken"]) {
          await expect(storage.locator("code", { hasText: new RegExp(`^${key}$`) })).toHaveCount(1);
        }
        await expect(storage).toContainText("Booking form draft");
        // The page itself keeps its promise: visiting it (and the other legal pages before it) sets no cookie.
        expect(await page.context().cookies()).toEqual([]);
      },
    },
  },
  de: {
    terms: {
      title: "the terms write times, shares and prices the German way",
      check: async (page) => {
        const text = await articleText(page);
        for (const rule of [
          "Check-in ist ab 15:00 Uhr, Check-out bis 11:00 Uhr",
          "von 22:00 bis 8:00 Uhr",
          "Reinigungsgebühr von 150 €",
          "Servicegebühr von 5 %",
          "Anzahlung: 50 % des Gesamtpreises",
          "fällig 30 Tage vor der Anreise",
          "Innerhalb von 72 Stunden vor der Anreise",
        ]) {
          expect(text).toContain(rule);
        }
        expect(text).not.toContain("PM");
      },
    },
  },
  fr: {
    terms: {
      title: "the French terms use the 24-hour clock and French number spacing",
      check: async (page) => {
        const text = await articleText(page);
        expect(text).toContain("à partir de 15:00 et le départ au plus tard à 11:00");
        expect(text).toContain("frais de ménage forfaitaires de 150 €");
        expect(text).toContain("Acompte : 50 % du prix total");
      },
    },
  },
  ru: {
    terms: {
      title: "the Russian terms use the 24-hour clock",
      check: async (page) => {
        const text = await articleText(page);
        expect(text).toContain("Заезд — с 15:00, выезд — до 11:00");
        expect(text).toContain("с 22:00 до 8:00");
        expect(text).toContain("плата за уборку 150 €");
      },
    },
  },
};

// One browser page per language walks its four legal pages, each opened afresh by its address: the pages share
// nothing but the app's files, which the browser then has at hand instead of booting a new context per page.
for (const language of LANGUAGES) {
  test(`the ${language} legal pages show their text with a working table of contents`, async ({ page, pageErrors }) => {
    // Four pages in one test: the time of four, not one.
    test.slow();
    for (const path of PATHS) {
      await test.step(`/${language}/${path}`, () => expectLegalPage(page, language, path));
      const extra = EXTRA_CHECKS[language]?.[path];
      if (extra) await test.step(extra.title, () => extra.check(page));
    }
    expect(pageErrors.list()).toEqual([]);
  });
}

test("the footer's legal links reach the four pages", async ({ page, pageErrors }) => {
  await page.goto("/fr");
  await waitForPage(page);
  await expect(page.getByTestId("splash")).toHaveCount(0);
  for (const path of PATHS) {
    await page.locator(`footer a[href="/fr/${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/fr/${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[path].fr);
  }
  expect(pageErrors.list()).toEqual([]);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the en and de legal pages need no horizontal scrolling", async ({ page }) => {
    for (const language of ["en", "de"] as const) {
      for (const path of PATHS) {
        await test.step(`/${language}/${path}`, async () => {
          await openLegalPage(page, language, path);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `/${language}/${path}`).toBeLessThanOrEqual(0);
        });
      }
    }
  });
});

// axe scans every legal page in every language in public-routes.spec.ts, with the other public pages.
