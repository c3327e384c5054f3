// The services catalogue in the browser (SPEC 2 Services, SPEC 3 Service, SPEC 7 structured data).
import { axeViolations } from "./axe.ts";
import type { Page } from "@playwright/test";
import { expect, test, waitForPage } from "./fixtures.ts";

// The default tab and the included grid as the visitor sees them (English titles); every tab's list, the arrow keys
// and the expanding cards are component tests: tests/components/service-filter.component.test.tsx.
const SERVICES_BY_TAB = {
  All: ["Scuba Diving", "Desert Quad Safari", "Traditional Hammam & Spa", "Luxor Day Tour"],
  Included: ["Private Villa Accommodation", "Airport Transfer", "24/7 Concierge & Security", "Daily Housekeeping"],
} as const;

function filterPanel(page: Page) {
  return page.getByRole("tabpanel");
}

/** The toggle buttons of the cards in the filter panel, named by the services' titles. */
function cardToggles(page: Page) {
  return filterPanel(page).locator("button[aria-expanded]");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The page is shown and the start-up splash (SPEC 2, about a second, outside the landmarks) has gone. */
async function waitForSettledPage(page: Page) {
  await waitForPage(page);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
}

async function openServices(page: Page, language = "en") {
  await page.goto(`/${language}/services`);
  await waitForPage(page);
}

// The catalogue's own page, walked in one test: the default filter, the detail modal, then the included grid that
// leads away from it.
test("the catalogue: featured services by default, the detail modal, and the included grid", async ({
  page,
  pageErrors,
}) => {
  await openServices(page);
  await test.step("the default filter shows only the featured services, at most four, badged FEATURED", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services & Experiences");
    await expect(page.getByRole("tab", { name: "All", selected: true })).toBeVisible();
    await expect(cardToggles(page)).toHaveText(SERVICES_BY_TAB.All);
    expect(await cardToggles(page).count()).toBeLessThanOrEqual(4);
    for (const card of await filterPanel(page).getByRole("article").all()) {
      // The badge text is "Featured" in the DOM; CSS writes it in capitals, as SPEC 2 shows it.
      await expect(card.getByText("Featured", { exact: true })).toHaveCSS("text-transform", "uppercase");
    }
    // So is a category badge, on a service that is neither included nor featured.
    await page.getByRole("tab", { name: "Transport" }).click();
    await expect(filterPanel(page).getByText("Transport", { exact: true })).toHaveCSS("text-transform", "uppercase");
  });

  await test.step("the detail modal takes focus, shows the service, closes with Esc and gives focus back", async () => {
    await page.getByRole("tab", { name: "All" }).click();
    await filterPanel(page).getByRole("button", { name: "Desert Quad Safari", exact: true }).click();
    const opener = filterPanel(page).getByRole("button", { name: "Quick view: Desert Quad Safari" });
    await opener.click();

    const dialog = page.getByRole("dialog", { name: "Desert Quad Safari" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(dialog.getByRole("heading", { name: "Highlights" })).toBeVisible();
    await expect(dialog.getByText("Visit to a Bedouin village")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "What's included" })).toBeVisible();
    await expect(dialog.getByText("Helmet, goggles and scarf")).toBeVisible();
    await expect(dialog.getByText("Difficulty")).toBeVisible();
    await expect(dialog.getByText("Moderate")).toBeVisible();
    await expect(dialog.getByText("€45 per person")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Book This Service" })).toHaveAttribute("href", "/en/booking");
    await expect(dialog.getByRole("link", { name: "Ask Questions" })).toHaveAttribute(
      "href",
      "/en/contact?subject=Desert+Quad+Safari",
    );

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  await test.step("the included services have their own grid, labelled Included in Stay", async () => {
    const included = page.getByRole("region", { name: "Included in every stay" });
    await expect(included.getByRole("heading", { level: 3 })).toHaveText(SERVICES_BY_TAB.Included);
    await expect(included.getByRole("link", { name: /^Included in Stay/ })).toHaveCount(4);
    await included.getByRole("link", { name: "Included in Stay: Airport Transfer" }).click();
    await expect(page).toHaveURL(/\/en\/services\/airport-transfer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Airport Transfer");
  });
  expect(pageErrors.list()).toEqual([]);
});

const DETAIL_PAGES = [
  {
    language: "en",
    id: "scuba-diving",
    title: "Scuba Diving",
    price: "From €65 per dive",
    included: "Full diving equipment",
  },
  {
    language: "en",
    id: "villa-accommodation",
    title: "Private Villa Accommodation",
    price: "Included in your stay",
    included: "Fully equipped kitchen",
  },
  {
    language: "de",
    id: "hamam-spa",
    title: "Traditioneller Hamam und Spa",
    price: "95 € pro Anwendung",
    included: "Nutzung der Spa-Einrichtungen",
  },
  {
    language: "de",
    id: "cultural-tours",
    title: "Tagesausflug nach Luxor",
    price: "Ab 180 € pro Person",
    included: "Eintrittskarten",
  },
  {
    language: "ru",
    id: "custom-requests",
    title: "Индивидуальные запросы",
    price: "Цена по запросу",
    included: "Поддержка на месте в нужный день",
  },
] as const;

// Every address below is opened afresh, one after the other in the same browser page.
test("the detail pages in their languages, related services, Ask Questions, Page Not Found and the JSON-LD", async ({
  page,
  pageErrors,
}) => {
  test.slow();
  for (const detail of DETAIL_PAGES) {
    await test.step(`the detail page of ${detail.id} renders in ${detail.language}`, async () => {
      await page.goto(`/${detail.language}/services/${detail.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.title);
      await expect(page.locator("html")).toHaveAttribute("lang", detail.language);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(detail.title)} · `));
      const main = page.getByRole("main");
      // Intl writes a no-break space between amount and currency in German: any space matches.
      await expect(main.getByText(new RegExp(`^${escapeRegExp(detail.price).replace(/ /g, "\\s")}$`))).toBeVisible();
      await expect(main.getByText(detail.included, { exact: true })).toBeVisible();
      await expect(main.locator(`a[href="/${detail.language}/services"]`)).toBeVisible();
      await expect(main.locator(`a[href="/${detail.language}/booking"]`)).toBeVisible();
    });
  }

  await test.step("the detail page suggests the other services of the category", async () => {
    await page.goto("/en/services/horse-riding");
    const related = page.getByRole("region", { name: "Other services in this category" });
    await expect(related.getByRole("heading", { level: 3 })).toHaveText([
      "Scuba Diving",
      "Tandem Skydiving",
      "Desert Quad Safari",
      "Private Boat Tour",
    ]);
    await related.getByRole("link", { name: "Book Service: Private Boat Tour" }).click();
    await expect(page).toHaveURL(/\/en\/services\/boat-tours$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private Boat Tour");
  });

  await test.step("Ask Questions opens the contact form with the service as the subject", async () => {
    await page.goto("/fr/services/boat-tours");
    await waitForPage(page);
    await page.getByRole("link", { name: "Poser une question" }).click();
    await expect(page).toHaveURL(/\/fr\/contact\?subject=Excursion\+en\+bateau\+priv%C3%A9$/);

    await page.goto("/en/services/boat-tours");
    await waitForPage(page);
    await page.getByRole("link", { name: "Ask Questions" }).click();
    await expect(page.getByRole("textbox", { name: /^Subject/ })).toHaveValue("Private Boat Tour");
  });

  await test.step("an unknown service id shows Page Not Found in the page's language", async () => {
    await page.goto("/fr/services/no-such-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.goto("/en/services/no-such-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
  expect(pageErrors.list()).toEqual([]);

  // Its filter's Russian tabs and plurals are a component test (tests/components/service-filter.component.test.tsx).
  await test.step("the catalogue's page speaks Russian", async () => {
    await openServices(page, "ru");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Услуги и впечатления");
  });

  await test.step("the services page embeds parseable JSON-LD for the catalogue, in the page's language", async () => {
    await openServices(page, "fr");
    const scripts = page.locator('script[type="application/ld+json"]');
    const texts = await scripts.allTextContents();
    const resort = texts
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data["@type"] === "Resort");
    expect(resort).toBeDefined();
    const catalog = resort?.hasOfferCatalog as {
      "@type": string;
      itemListElement: { price: string; priceCurrency: string; itemOffered: { name: string } }[];
    };
    expect(catalog["@type"]).toBe("OfferCatalog");
    expect(catalog.itemListElement).toHaveLength(15);
    expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toContain("Plongée sous-marine");
    for (const offer of catalog.itemListElement) {
      expect(offer.price).toMatch(/^\d+$/);
      expect(offer.priceCurrency).toBe("EUR");
    }
  });
});

const expectNoAxeViolations = async (page: Page) => {
  expect(await axeViolations(page)).toEqual([]);
};

test("axe finds no violations on the catalogue, with a card expanded and the modal open, and on a detail page", async ({
  page,
}) => {
  test.slow();
  await test.step("/en/services", async () => {
    await openServices(page);
    await waitForSettledPage(page);
    await expectNoAxeViolations(page);
  });
  await test.step("with a card expanded and the modal open", async () => {
    await filterPanel(page).getByRole("button", { name: "Scuba Diving", exact: true }).click();
    await expectNoAxeViolations(page);
    await filterPanel(page).getByRole("button", { name: "Quick view: Scuba Diving" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step("/de/services/quad-biking", async () => {
    await page.goto("/de/services/quad-biking");
    await waitForSettledPage(page);
    await expectNoAxeViolations(page);
  });
});
