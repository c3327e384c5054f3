// schema.org JSON-LD for the services page (SPEC 7): the villa as a Resort with an OfferCatalog of Service offers,
// built from the catalogue in the page's language.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { contactDetails, villaPostalAddress } from "../../ui/contact-details.ts";
import { marketingPicture } from "../../shared/site/site-data.ts";
import { DIFFICULTY_LABELS, type Service } from "../../shared/services/catalogue.ts";
import { offerPriceEur } from "./service-price.ts";

const NOT_SPECIFIED = msg`Not specified`;
const FLEXIBLE = msg`Flexible`;
const CATALOGUE_NAME = msg`Villa services and experiences`;
const RESORT_NAME = msg`Red Sea Villa`;
const RESORT_DESCRIPTION = msg`A private luxury villa for up to 10 guests in North Hurghada, 50 metres from the Red Sea, with hotel-style services.`;

/**
 * The offers' validity window. SPEC 7 fixes 2024-01-01 to 2025-12-31, which has already passed; an offer that
 * expired would tell search engines the services are gone, so the window runs from 1 January of the current
 * year to 31 December of the next one, moving forward with the calendar.
 */
export function offerValidity(today: Date): { validFrom: string; validThrough: string } {
  const year = today.getUTCFullYear();
  return { validFrom: `${year}-01-01`, validThrough: `${year + 1}-12-31` };
}

export interface StructuredDataOptions {
  /** The site's origin ("https://example.com"), for absolute URLs. */
  origin: string;
  language: string;
  today: Date;
}

/** A site path with `origin` in front; an owner's picture added by its address has one already. */
function withOrigin(address: string, origin: string): string {
  return /^https?:/.test(address) ? address : origin + address;
}

export function servicesStructuredData(
  i18n: I18n,
  services: readonly Service[],
  { origin, language, today }: StructuredDataOptions,
): Record<string, unknown> {
  const { validFrom, validThrough } = offerValidity(today);
  const property = (name: string, value: string) => ({ "@type": "PropertyValue", name, value });

  return {
    "@context": "https://schema.org",
    "@type": "Resort",
    name: i18n._(RESORT_NAME),
    description: i18n._(RESORT_DESCRIPTION),
    url: `${origin}/${language}`,
    image: withOrigin(marketingPicture(language, 0), origin),
    address: villaPostalAddress(),
    telephone: contactDetails().phone,
    email: contactDetails().email,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: i18n._(CATALOGUE_NAME),
      itemListElement: services.map((service) => ({
        "@type": "Offer",
        // SPEC 7: the euro amount when the price has one, otherwise 0.
        price: String(offerPriceEur(service.price)),
        priceCurrency: "EUR",
        availability: service.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        validFrom,
        validThrough,
        url: `${origin}/${language}/services/${service.id}`,
        itemOffered: {
          "@type": "Service",
          name: i18n._(service.title),
          description: i18n._(service.description),
          image: `${origin}${service.image}`,
          serviceType: service.category,
          additionalProperty: [
            property("duration", i18n._(service.duration)),
            property("difficulty", i18n._(service.difficulty ? DIFFICULTY_LABELS[service.difficulty] : NOT_SPECIFIED)),
            property("groupSize", i18n._(service.groupSize ?? FLEXIBLE)),
          ],
        },
      })),
    },
  };
}
