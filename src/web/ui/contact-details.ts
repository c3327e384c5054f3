// The villa's one address, phone number and e-mail address: the footer, Contact, Practical info and structured
// data all read them from here, so they can never disagree.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const VILLA_PHONE = "+20 100 000 2760";
/** For `href`: digits only after the plus, as dialers expect. */
export const VILLA_PHONE_HREF = "tel:+201000002760";
export const VILLA_EMAIL = "stay@redseavilla.example";
export const VILLA_EMAIL_HREF = `mailto:${VILLA_EMAIL}`;

/** The address as the post writes it in each language; the proper names stay as they are signposted. */
export const VILLA_ADDRESS_LINES: readonly MessageDescriptor[] = [
  msg`Villa No. 276, Mubarak Housing 7`,
  msg`North Hurghada`,
  msg`Red Sea Governorate, Egypt`,
];

/** When the owner answers the phone and e-mail. */
export const VILLA_SUPPORT_HOURS = msg`Every day, 8 am – 10 pm (Egypt time)`;

export function villaAddressLines(i18n: I18n): string[] {
  return VILLA_ADDRESS_LINES.map((line) => i18n._(line));
}

/** schema.org PostalAddress for JSON-LD: search engines expect the local, untranslated form. */
export const VILLA_POSTAL_ADDRESS = {
  "@type": "PostalAddress",
  streetAddress: "Villa No. 276, Mubarak Housing 7",
  addressLocality: "North Hurghada",
  addressRegion: "Red Sea Governorate",
  addressCountry: "EG",
} as const;
