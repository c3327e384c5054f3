// The villa's address, phone number and e-mail address as the site settings give them (shared/site/site-data.ts):
// the footer, Contact, Practical info, the legal texts and structured data all read them from here, so they can
// never disagree.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_SITE_CONTACT, phoneHref } from "../../domain/site-settings.ts";
import { siteContact, type SiteContact } from "../shared/site/site-data.ts";

/** The shipped address as the post writes it in each language; the proper names stay as they are signposted. */
const DEFAULT_ADDRESS_LINES: readonly MessageDescriptor[] = [
  msg`Villa No. 276, Mubarak Housing 7`,
  msg`North Hurghada`,
  msg`Red Sea Governorate, Egypt`,
];

/** When the owner answers the phone and e-mail. */
export const VILLA_SUPPORT_HOURS = msg`Every day, 8 am – 10 pm (Egypt time)`;

export interface ContactDetails {
  phone: string;
  /** For `href`: digits only after the plus, as dialers expect. */
  phoneHref: string;
  email: string;
  emailHref: string;
  whatsapp: string | null;
  contact: SiteContact;
}

export function contactDetails(contact: SiteContact = siteContact()): ContactDetails {
  return {
    phone: contact.phone,
    phoneHref: phoneHref(contact.phone),
    email: contact.email,
    emailHref: `mailto:${contact.email}`,
    whatsapp: contact.whatsapp,
    contact,
  };
}

/** The address's lines: the shipped address in the page's language, an owner's own as written. */
export function villaAddressLines(i18n: I18n, contact: SiteContact = siteContact()): string[] {
  if (contact.address === DEFAULT_SITE_CONTACT.address) return DEFAULT_ADDRESS_LINES.map((line) => i18n._(line));
  return contact.address.split("\n");
}

/** schema.org PostalAddress for JSON-LD: search engines expect the local, untranslated form. */
export function villaPostalAddress(contact: SiteContact = siteContact()): Record<string, string> {
  if (contact.address === DEFAULT_SITE_CONTACT.address)
    return {
      "@type": "PostalAddress",
      streetAddress: "Villa No. 276, Mubarak Housing 7",
      addressLocality: "North Hurghada",
      addressRegion: "Red Sea Governorate",
      addressCountry: "EG",
    };
  return { "@type": "PostalAddress", streetAddress: contact.address.split("\n").join(", ") };
}
