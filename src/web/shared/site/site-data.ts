// What a public page prints from the database: the owner's contact details (site settings, DESIGN 7.3) and the site's
// main villa (its pictures, rooms and guests: domain/villa-facts.ts). The server renders a page with the current ones
// and writes each into it as a JSON data block, which the browser reads before its islands hydrate, so both render
// the same. The app (rendered from the shell, offline too) uses the last ones a page carried, kept in localStorage,
// or the shipped ones. One module, so every page that prints any of it loads one small file.
import { contactOf, DEFAULT_SITE_CONTACT, type SiteContact } from "../../../domain/site-settings.ts";
import {
  defaultSiteVilla,
  MARKETING_PRICE_EUR,
  sitePicture,
  siteVillaOf,
  type SiteVilla,
} from "../../../domain/villa-facts.ts";
import { SITE_PAGE_ATTRIBUTE } from "../../islands/site-page.ts";

export type { SiteContact } from "../../../domain/site-settings.ts";
export type { SiteVilla } from "../../../domain/villa-facts.ts";

/** The ids of the data blocks (the server writes them: src/web/islands/page-html.ts). */
export const CONTACT_ELEMENT_ID = "site-contact";
export const VILLA_ELEMENT_ID = "site-villa";
const CONTACT_STORAGE_KEY = "site_contact";
const VILLA_STORAGE_KEY = "site_villa";

/**
 * The page's block `id`; on a page the server made without one, nothing (it prints the shipped data, src/web/islands/
 * page-html.ts); in the app, the last one kept under `storageKey`. Undefined when none reads as a value.
 */
function readDataBlock<T>(id: string, storageKey: string, parse: (value: unknown) => T | undefined): T | undefined {
  if (typeof document === "undefined") return undefined;
  const read = (text: string | null | undefined) => {
    if (!text) return undefined;
    try {
      return parse(JSON.parse(text));
    } catch {
      return undefined;
    }
  };
  const fromPage = read(document.getElementById(id)?.textContent);
  try {
    if (fromPage) localStorage.setItem(storageKey, JSON.stringify(fromPage));
    else if (document.getElementById("app")?.hasAttribute(SITE_PAGE_ATTRIBUTE)) localStorage.removeItem(storageKey);
    else return read(localStorage.getItem(storageKey));
  } catch {
    // Storage refused (private mode, full): the page's own block still counts.
  }
  return fromPage;
}

// ---- The contact details

/** The host's portrait of a fresh install, until the owner uploads his own (the settings' hostPhotoUrl). */
export const HOST_ILLUSTRATION = "/images/about/host.svg";

let currentContact: SiteContact | undefined;

function parsedContact(json: unknown): SiteContact | undefined {
  const value = json as Partial<SiteContact> | null;
  if (
    typeof value?.phone !== "string" ||
    typeof value.email !== "string" ||
    typeof value.address !== "string" ||
    typeof value.latitude !== "number" ||
    typeof value.longitude !== "number"
  )
    return undefined;
  return contactOf({
    ...(value as SiteContact),
    whatsapp: typeof value.whatsapp === "string" ? value.whatsapp : null,
    tourVideoUrl: typeof value.tourVideoUrl === "string" ? value.tourVideoUrl : null,
    hostPhotoUrl: typeof value.hostPhotoUrl === "string" ? value.hostPhotoUrl : null,
  });
}

/** The details the page shows. */
export function siteContact(): SiteContact {
  currentContact ??= readDataBlock(CONTACT_ELEMENT_ID, CONTACT_STORAGE_KEY, parsedContact) ?? {
    ...DEFAULT_SITE_CONTACT,
  };
  return currentContact;
}

/** The server's renderer, before each render (renders never overlap): the details of the settings it read. */
export function setSiteContact(contact: SiteContact): void {
  currentContact = contactOf(contact);
}

// ---- The main villa

let currentVilla: SiteVilla | undefined;

function parsedVilla(json: unknown): SiteVilla | undefined {
  const value = json as Partial<SiteVilla> | null;
  const counts = [value?.bedrooms, value?.bathrooms, value?.maxGuests];
  if (
    !counts.every((count) => Number.isInteger(count) && count! > 0) ||
    ![value?.images, value?.imageAlts].every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === "string"),
    ) ||
    typeof value?.language !== "string"
  )
    return undefined;
  // A villa kept by an older page has no lowest rate: it shows the shipped one until a page brings it.
  const fromPrice =
    typeof value.fromPrice === "number" && Number.isFinite(value.fromPrice) && value.fromPrice > 0
      ? value.fromPrice
      : MARKETING_PRICE_EUR;
  return siteVillaOf({ ...(value as SiteVilla), fromPrice }, value.language);
}

/**
 * The villa the page shows, its picture descriptions in `language` when it has them (a villa kept from a page in
 * another language describes its pictures as a fresh install would).
 */
export function siteVilla(language: string): SiteVilla {
  currentVilla ??= readDataBlock(VILLA_ELEMENT_ID, VILLA_STORAGE_KEY, parsedVilla) ?? defaultSiteVilla(language);
  return currentVilla.language === language
    ? currentVilla
    : { ...currentVilla, imageAlts: currentVilla.images.map(() => ""), language };
}

/** The server's renderer, before each render (renders never overlap): the main villa it read. */
export function setSiteVilla(villa: SiteVilla): void {
  currentVilla = villa;
}

/** A page's decorative photograph (a hero's background): the main villa's `index`th picture, going round its set. */
export function marketingPicture(language: string, index: number): string {
  return sitePicture(siteVilla(language), index);
}
