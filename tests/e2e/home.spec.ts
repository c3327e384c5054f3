// The home page in the browser (SPEC 2 "Home" and "Other marketing sections"): its sections in two
// languages, the hero, the gallery, the tour overlay, services, experiences, the booking teaser,
// reduced motion and accessibility.
import { axeViolations } from "./axe.ts";
import type { Page } from "@playwright/test";
import { expect, test, waitForPage } from "./fixtures.ts";
import { firstVilla } from "./session.ts";

const SECTION_HEADINGS = {
  en: [
    "Choose your dates, the villa is yours",
    "Your private home on the Red Sea",
    "Hotel service, private villa",
    "Hurghada beyond the villa",
    "Good to know before you come",
  ],
  de: [
    "Wählen Sie Ihre Daten, die Villa gehört Ihnen",
    "Ihr privates Zuhause am Roten Meer",
    "Hotelservice in der eigenen Villa",
    "Hurghada jenseits der Villa",
    "Gut zu wissen vor der Reise",
  ],
} as const;

const gallery = (page: Page) => page.getByRole("region", { name: "Villa photo gallery" });
const galleryPosition = (page: Page) => page.getByTestId("gallery-position");
const shownSlide = (page: Page) => gallery(page).locator('[aria-roledescription="slide"][aria-hidden="false"]');

test.describe("the home page", () => {
  // One browser page for everything that only reads or clicks its own part of the page, the steps that leave the
  // page last. The gallery's arrows and dots and the experiences filter are component tests
  // (tests/components/villa-gallery.component.test.tsx, experiences-section.component.test.tsx).
  test("shows every section in English and German; the typewriter, tour overlay, hero and service links", async ({
    page,
    pageErrors,
  }) => {
    test.slow();
    await page.goto("/en");
    await waitForPage(page);
    const hero = page.getByRole("region", { name: "A private villa on the Red Sea" });

    // First, while it is still typing its first line.
    await test.step("the typewriter types for the eye and gives screen readers every tagline at once", async () => {
      const typed = hero.getByTestId("typewriter");
      await expect(typed).toHaveAttribute("aria-hidden", "true");
      // Letter by letter: first a few letters of the first tagline, later the whole of it.
      await expect(typed).toHaveText(/^Dive i/);
      await expect(typed).toHaveText("Dive into the coral gardens of the Red Sea");
      await expect(hero.locator(".sr-only")).toHaveText(
        "Dive into the coral gardens of the Red Sea. Wake up 50 metres from a sandy beach. Ride into the desert as the sun goes down. Unwind by your own infinity pool.",
      );
    });

    await test.step("shows every section in English", async () => {
      await expect(page).toHaveTitle(/Luxury private villa in North Hurghada/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("A private villa on the Red Sea");
      const headings = page.getByRole("main").getByRole("heading", { level: 2 });
      await expect(headings).toHaveText([...SECTION_HEADINGS.en]);

      const badges = page.getByRole("list", { name: "Why guests choose the villa" }).getByRole("listitem");
      await expect(badges).toHaveText(["5-Star Luxury", "Red Sea Coast", "Exclusive Resort", "Premium Service"]);

      // The villa in figures (SPEC 1).
      const showcase = page.getByRole("region", { name: "Your private home on the Red Sea" });
      for (const [label, value] of [
        ["Bedrooms", "4"],
        ["Bathrooms", "3"],
        ["Guests", "10"],
        ["To the beach", "50 m"],
      ]) {
        await expect(showcase.getByRole("definition").filter({ hasText: value }).first()).toBeVisible();
        await expect(showcase.getByRole("term").filter({ hasText: label })).toBeVisible();
      }
      for (const amenity of ["High-speed WiFi", "Private parking", "Infinity pool", "Concierge service"]) {
        await expect(showcase.getByRole("listitem").filter({ hasText: amenity })).toBeVisible();
      }

      // The teaser's fixed lines (SPEC 2).
      const teaser = page.getByRole("region", { name: "Choose your dates, the villa is yours" });
      // No reviews yet: a "New" label, never an invented rating.
      await expect(teaser.getByText("New", { exact: true })).toBeVisible();
      await expect(teaser).not.toContainText(/reviews|4\.9/);
      await expect(teaser.getByText(/from\s*€150\s*per night/)).toBeVisible();
      await expect(teaser.getByText("Free cancellation")).toBeVisible();
      await expect(teaser.getByLabel("Guests")).toHaveValue("2");
      // As many guests as the villa sleeps, so the booking page accepts every choice.
      const { maxGuests } = await firstVilla<{ id: string; maxGuests: number }>(page.request);
      await expect(teaser.getByLabel("Guests").locator("option")).toHaveCount(maxGuests);
      await expect(teaser.getByLabel("Guests").locator("option").last()).toHaveText(`${maxGuests} guests`);

      // Experiences stats and the travel notes.
      const experiences = page.getByRole("region", { name: "Hurghada beyond the villa" });
      await expect(experiences.getByText("350+")).toBeVisible();
      await expect(experiences.getByText("1,000+")).toBeVisible();
      await expect(experiences.getByText("50+", { exact: true })).toBeVisible();
      await expect(experiences.getByText("24°C")).toBeVisible();
      const notes = page.getByRole("region", { name: "Good to know before you come" });
      await expect(notes.getByRole("article")).toHaveCount(5);
      await expect(
        notes.getByRole("heading", { name: "The five best snorkelling spots around Hurghada" }),
      ).toBeVisible();
      await expect(notes.getByRole("link", { name: /View All Articles/ })).toHaveAttribute(
        "href",
        "/en/practical-info",
      );
    });

    await test.step("without a tour video in the site settings, nothing promises one", async () => {
      // site-settings.spec.ts sets one and plays it.
      await expect(page.getByRole("button", { name: "Watch the villa tour" })).toHaveCount(0);
      await expect(page.getByText("Coming Soon")).toHaveCount(0);
    });

    await test.step("the hero leads to the booking page and scrolls to the services", async () => {
      await expect(hero.getByRole("link", { name: "Book Your Luxury Villa Stay" })).toHaveAttribute(
        "href",
        "/en/booking",
      );

      const explore = hero.getByRole("link", { name: "Explore Villa Amenities & Services" });
      await expect(explore).toHaveAttribute("href", "#services");
      await explore.click();
      const services = page.locator("section#services");
      await expect(services).toBeInViewport();
      await expect(services).toBeFocused();

      await hero.getByRole("link", { name: "Book Your Luxury Villa Stay" }).click();
      await expect(page).toHaveURL(/\/en\/booking$/);
    });

    await test.step("the services section links every card to its page and to the catalogue", async () => {
      await page.goto("/en");
      await waitForPage(page);
      const services = page.locator("section#services");
      const cardLinks = services.getByRole("article").getByRole("link");
      await expect(cardLinks).toHaveCount(8);
      await expect(cardLinks.first()).toHaveText(/Included in Stay/);
      await expect(cardLinks.first()).toHaveAttribute("href", "/en/services/villa-accommodation");
      await expect(cardLinks.last()).toHaveText(/Book Service/);
      for (const link of await cardLinks.all()) {
        await expect(link).toHaveAttribute("href", /^\/en\/services\/[a-z-]+$/);
      }
      await expect(services.getByRole("link", { name: "Explore All Services" })).toHaveAttribute(
        "href",
        "/en/services",
      );

      await services.getByRole("link", { name: /Airport Transfer/ }).click();
      await expect(page).toHaveURL(/\/en\/services\/airport-transfer$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Airport Transfer");
    });

    await test.step("speaks German everywhere, numbers and prices included", async () => {
      await page.goto("/de");
      await waitForPage(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eine private Villa am Roten Meer");
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([...SECTION_HEADINGS.de]);
      await expect(page.getByRole("link", { name: "Ihren Aufenthalt in der Luxusvilla buchen" })).toHaveAttribute(
        "href",
        "/de/booking",
      );
      const teaser = page.getByRole("region", { name: "Wählen Sie Ihre Daten, die Villa gehört Ihnen" });
      await expect(teaser.getByText("Neu", { exact: true })).toBeVisible();
      await expect(teaser).not.toContainText(/Bewertungen|4,9/);
      await expect(teaser.getByText(/ab\s*150\s*€\s*pro Nacht/)).toBeVisible();
      await expect(teaser.getByLabel("Gäste").locator("option").first()).toHaveText("1 Gast");
      await expect(page.getByText("1.000+")).toBeVisible();
      await expect(page.getByText("14. Oktober 2026")).toBeVisible();
      // None of the English section texts leaks into the German page.
      const text = await page.getByRole("main").innerText();
      for (const english of [
        ...SECTION_HEADINGS.en,
        "Book Your Luxury Villa Stay",
        "Explore All Services",
        "Free cancellation",
      ]) {
        expect(text).not.toContain(english);
      }
    });
    expect(pageErrors.list()).toEqual([]);
  });

  test("the gallery turns every 5 seconds and stops while the pointer is on it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/en");
    await waitForPage(page);
    await page.mouse.move(0, 0);
    const before = Number((await shownSlide(page).getAttribute("aria-label"))?.match(/\d+/)?.[0]);
    await page.clock.runFor(5_000);
    await expect(shownSlide(page)).toHaveAttribute("aria-label", `Image ${(before % 5) + 1} of 5`);
    // Automatic turns are not announced; only the visitor's own moves are.
    await expect(galleryPosition(page)).toHaveText("");

    await gallery(page).hover();
    const paused = await shownSlide(page).getAttribute("aria-label");
    await page.clock.runFor(12_000);
    await expect(shownSlide(page)).toHaveAttribute("aria-label", paused ?? "");
  });

  test("Book Now carries the chosen dates and guests to the booking page", async ({ page, pageErrors }) => {
    await page.goto("/en");
    await waitForPage(page);
    const teaser = page.getByRole("region", { name: "Choose your dates, the villa is yours" });
    await expect(teaser.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/en/booking?guests=2");

    await teaser.getByRole("button", { name: /Check-in/ }).click();
    const picker = page.getByRole("dialog", { name: "Select dates" });
    await expect(picker).toBeVisible();
    await expect(picker.getByText("Loading available dates...")).toBeHidden();
    // The next month is always free of the past: its 10th to its 13th.
    await picker.getByRole("button", { name: "Next month" }).click();
    await expect(picker.getByText("Loading available dates...")).toBeHidden();
    const days = picker.locator("table").first().locator("td:not([data-outside]) button");
    const checkIn = await days.nth(9).locator("..").getAttribute("data-day");
    const checkOut = await days.nth(12).locator("..").getAttribute("data-day");
    await days.nth(9).click();
    await days.nth(12).click();
    await expect(picker.getByText("3 nights")).toBeVisible();
    await picker.getByRole("button", { name: "Confirm dates" }).click();
    await expect(picker).toBeHidden();

    await teaser.getByLabel("Guests").selectOption("4");
    const bookNow = teaser.getByRole("link", { name: "Book Now" });
    await expect(bookNow).toHaveAttribute("href", `/en/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=4`);
    await bookNow.click();
    await expect(page).toHaveURL(new RegExp(`/en/booking\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=4$`));
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem("booking_form_data") ?? "null"));
    expect(draft).toMatchObject({ checkIn, checkOut, totalGuests: 4, paymentMethod: "BANK_TRANSFER" });
    expect(pageErrors.list()).toEqual([]);
  });

  test.describe("axe-core", () => {
    // A full-page analysis of this long page takes several seconds on a busy machine.
    test.slow();

    const expectNoViolations = async (page: Page) => {
      expect(await axeViolations(page)).toEqual([]);
    };

    // One browser page, two languages, each page opened afresh.
    test("finds nothing on the home page and in the date picker", async ({ page }) => {
      // Axe over the whole home page, then the picker: more than the default 30 s on a busy two-core runner.
      test.slow();
      await test.step("the home page", async () => {
        await page.goto("/en");
        await waitForPage(page);
        // Let the badges finish their entrance so their final colours are measured.
        const badges = page.getByRole("list", { name: "Why guests choose the villa" }).getByRole("listitem");
        await expect(badges.last()).toHaveCSS("opacity", "1");
        await expectNoViolations(page);
      });

      await test.step("the date picker", async () => {
        await page.goto("/fr");
        await waitForPage(page);
        const teaser = page.getByRole("region", { name: "Choisissez vos dates, la villa est à vous" });
        await teaser.getByRole("button", { name: /Arrivée/ }).click();
        const picker = page.getByRole("dialog", { name: "Choisir les dates" });
        // Navigation waits for the month's booked nights: the first read brings the data layer too, slow on a busy machine.
        await expect(picker.getByRole("button", { name: "Mois suivant" })).not.toHaveAttribute(
          "aria-disabled",
          "true",
          {
            timeout: 20_000,
          },
        );
        await expectNoViolations(page);
      });
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the hero stands still: the first tagline in full and no turning pictures", async ({ page, pageErrors }) => {
      await page.clock.install();
      await page.goto("/en");
      await waitForPage(page);
      const hero = page.getByRole("region", { name: "A private villa on the Red Sea" });
      await expect(hero.getByTestId("typewriter")).toHaveText("Dive into the coral gardens of the Red Sea");
      await expect(
        page.getByRole("list", { name: "Why guests choose the villa" }).getByRole("listitem").first(),
      ).toHaveCSS("opacity", "1");
      await page.clock.runFor(20_000);
      await expect(hero.getByTestId("typewriter")).toHaveText("Dive into the coral gardens of the Red Sea");
      await expect(hero.locator("img.opacity-100")).toHaveAttribute("src", "/images/villa/1.jpg");
      await expect(shownSlide(page)).toHaveAttribute("aria-label", "Image 1 of 5");
      expect(pageErrors.list()).toEqual([]);
    });
  });
});
