// The services' schema.org data (SPEC 7): Resort → OfferCatalog → Offer/Service, built from the catalogue.
import { describe, expect, it } from "vitest";

const { SERVICES, findService } = await import("../../src/web/shared/services/catalogue.ts");
const { offerValidity, servicesStructuredData } =
  await import("../../src/web/features/services/service-structured-data.ts");
const { priceText } = await import("../../src/web/features/services/service-price.ts");
const { i18nFor } = await import("./lingui-catalog.ts");

interface Offer {
  "@type": string;
  price: string;
  priceCurrency: string;
  availability: string;
  validFrom: string;
  validThrough: string;
  url: string;
  itemOffered: {
    "@type": string;
    name: string;
    description: string;
    additionalProperty: { name: string; value: string }[];
  };
}

const TODAY = new Date("2026-11-22T10:00:00Z");
const ORIGIN = "https://villa.example";

async function offersIn(language: "en" | "fr" | "ru" | "de", services = SERVICES) {
  const i18n = await i18nFor(language);
  const data = servicesStructuredData(i18n, services, { origin: ORIGIN, language, today: TODAY });
  // What the page embeds is JSON: the data must survive a round trip unchanged.
  const parsed = JSON.parse(JSON.stringify(data)) as {
    "@context": string;
    "@type": string;
    hasOfferCatalog: { "@type": string; itemListElement: Offer[] };
  };
  return { i18n, parsed, offers: parsed.hasOfferCatalog.itemListElement };
}

function offerFor(offers: Offer[], id: string): Offer {
  const offer = offers.find((candidate) => candidate.url.endsWith(`/services/${id}`));
  if (!offer) throw new Error(`no offer for ${id}`);
  return offer;
}

function propertyOf(offer: Offer, name: string): string | undefined {
  return offer.itemOffered.additionalProperty.find((property) => property.name === name)?.value;
}

describe("services structured data", () => {
  it("describes the villa as a Resort with an OfferCatalog holding one Service offer per catalogue entry", async () => {
    const { parsed, offers } = await offersIn("en");
    expect(parsed["@context"]).toBe("https://schema.org");
    expect(parsed["@type"]).toBe("Resort");
    expect(parsed.hasOfferCatalog["@type"]).toBe("OfferCatalog");
    expect(offers).toHaveLength(15);
    for (const offer of offers) {
      expect(offer["@type"]).toBe("Offer");
      expect(offer.itemOffered["@type"]).toBe("Service");
      expect(offer.priceCurrency).toBe("EUR");
    }
  });

  it("takes the euro amount as the price, and 0 for included and on-request services", async () => {
    const { offers } = await offersIn("en");
    expect(offerFor(offers, "scuba-diving").price).toBe("65");
    expect(offerFor(offers, "tandem-skydiving").price).toBe("280");
    expect(offerFor(offers, "car-rental").price).toBe("35");
    expect(offerFor(offers, "airport-transfer").price).toBe("0");
    expect(offerFor(offers, "custom-requests").price).toBe("0");
  });

  it("agrees with the price shown: digits only when the shown price has a euro sign (SPEC 7)", async () => {
    const { i18n, offers } = await offersIn("en");
    for (const service of SERVICES) {
      const shown = priceText(i18n, service.price);
      const digits = shown.includes("€") ? shown.replace(/\D/g, "") : "0";
      expect(offerFor(offers, service.id).price, `${service.id}: ${shown}`).toBe(digits);
    }
  });

  it("says InStock for available services and OutOfStock for the others", async () => {
    const diving = findService("scuba-diving");
    if (!diving) throw new Error("scuba-diving is missing from the catalogue");
    const { offers } = await offersIn("en", [diving, { ...diving, id: "closed-for-season", available: false }]);
    expect(offers[0]?.availability).toBe("https://schema.org/InStock");
    expect(offers[1]?.availability).toBe("https://schema.org/OutOfStock");
  });

  it("is valid from 1 January of the current year to 31 December of the next", async () => {
    const { offers } = await offersIn("en");
    for (const offer of offers) {
      expect(offer.validFrom).toBe("2026-01-01");
      expect(offer.validThrough).toBe("2027-12-31");
    }
    expect(offerValidity(new Date("2027-01-01T00:00:00Z"))).toEqual({
      validFrom: "2027-01-01",
      validThrough: "2028-12-31",
    });
    expect(offerValidity(new Date("2026-12-31T23:59:59Z"))).toEqual({
      validFrom: "2026-01-01",
      validThrough: "2027-12-31",
    });
  });

  it("adds duration, difficulty and group size, with the SPEC defaults when a service has none", async () => {
    const { offers } = await offersIn("en");
    const diving = offerFor(offers, "scuba-diving");
    expect(propertyOf(diving, "duration")).toBe("Half a day (about 4 hours)");
    expect(propertyOf(diving, "difficulty")).toBe("Moderate");
    expect(propertyOf(diving, "groupSize")).toBe("Up to 6 divers per instructor");
    const car = offerFor(offers, "car-rental");
    expect(propertyOf(car, "difficulty")).toBe("Not specified");
    expect(propertyOf(car, "groupSize")).toBe("Flexible");
  });

  it("speaks the page's language, with links into that language", async () => {
    const { offers } = await offersIn("fr");
    const diving = offerFor(offers, "scuba-diving");
    expect(diving.url).toBe(`${ORIGIN}/fr/services/scuba-diving`);
    expect(diving.itemOffered.name).toBe("Plongée sous-marine");
    expect(propertyOf(diving, "difficulty")).toBe("Modérée");
    expect(propertyOf(offerFor(offers, "car-rental"), "difficulty")).toBe("Non précisé");

    const german = await offersIn("de");
    expect(offerFor(german.offers, "hamam-spa").itemOffered.name).toBe("Traditioneller Hamam und Spa");
    expect(propertyOf(offerFor(german.offers, "car-rental"), "groupSize")).toBe("Flexibel");
  });
});
