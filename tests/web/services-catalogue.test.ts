// The services catalogue (SPEC 3 Service) and the filter of the services page (SPEC 2).
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";

const {
  MAX_FEATURED_SERVICES,
  SERVICES,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_IDS,
  featuredServices,
  findService,
  servicesForFilter,
} = await import("../../src/web/shared/services/catalogue.ts");
const { priceText } = await import("../../src/web/features/services/service-price.ts");
const { i18nFor } = await import("./lingui-catalog.ts");

describe("the services catalogue", () => {
  it("holds 15 services with unique kebab-case ids", () => {
    expect(SERVICES).toHaveLength(15);
    const ids = SERVICES.map((service) => service.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("puts every category to use and features at most four services", () => {
    for (const category of SERVICE_CATEGORY_IDS) {
      expect(servicesForFilter(category).length, category).toBeGreaterThan(0);
    }
    expect(featuredServices().length).toBeGreaterThan(0);
    expect(SERVICES.filter((service) => service.featured).length).toBeLessThanOrEqual(MAX_FEATURED_SERVICES);
  });

  it("offers the filters all, included, adventure, wellness, cultural, transport and custom, in that order", () => {
    expect(SERVICE_CATEGORIES.map((category) => category.id)).toEqual([
      "all",
      "included",
      "adventure",
      "wellness",
      "cultural",
      "transport",
      "custom",
    ]);
  });

  it("shows the featured services under all and a category's own services under that category", () => {
    expect(servicesForFilter("all").map((service) => service.id)).toEqual(
      SERVICES.filter((service) => service.featured).map((service) => service.id),
    );
    expect(servicesForFilter("wellness").map((service) => service.id)).toEqual(["wellness-massage", "hamam-spa"]);
  });

  it("gives every service its texts, lists and a local image that exists", () => {
    for (const service of SERVICES) {
      expect(service.longDescription.length, service.id).toBeGreaterThan(0);
      expect(service.highlights.length, service.id).toBeGreaterThanOrEqual(3);
      expect(service.included.length, service.id).toBeGreaterThanOrEqual(3);
      expect(service.image, service.id).toMatch(/^\/images\//);
      expect(existsSync(new URL(`../../public${service.image}`, import.meta.url)), service.image).toBe(true);
    }
  });

  it("finds a service by id and nothing for an unknown id", () => {
    expect(findService("hamam-spa")?.category).toBe("wellness");
    expect(findService("no-such-service")).toBeUndefined();
  });
});

describe("service prices", () => {
  it("reads as SPEC 3 writes them in English", async () => {
    const i18n = await i18nFor("en");
    const price = (id: string) => priceText(i18n, findService(id)?.price ?? { kind: "on-request" });
    expect(price("scuba-diving")).toBe("From €65 per dive");
    expect(price("tandem-skydiving")).toBe("€280 per jump");
    expect(price("horse-riding")).toBe("€55 per hour");
    expect(price("villa-accommodation")).toBe("Included in your stay");
    expect(price("custom-requests")).toBe("Price on request");
  });

  it("is written the way each language writes amounts", async () => {
    const price = async (language: "fr" | "de" | "ru", id: string) =>
      priceText(await i18nFor(language), findService(id)?.price ?? { kind: "on-request" });
    // Intl puts a (narrow) no-break space between the amount and the euro sign in these languages.
    expect((await price("fr", "scuba-diving")).replace(/\s/g, " ")).toBe("À partir de 65 € la plongée");
    expect((await price("de", "car-rental")).replace(/\s/g, " ")).toBe("Ab 35 € pro Tag");
    expect((await price("ru", "quad-biking")).replace(/\s/g, " ")).toBe("45 € с человека");
  });
});
