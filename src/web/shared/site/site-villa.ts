// The site's main villa as the public pages print it (its pictures, rooms and guests: domain/villa-facts.ts), carried
// like the contact details (site-contact.ts): the server renders a page with the villa it read and writes it into the
// page, the islands hydrate with it, and the app uses the last one a page carried, or the shipped one.
import { defaultSiteVilla, sitePicture, siteVillaOf, type SiteVilla } from "../../../domain/villa-facts.ts";
import { dataBlockScript, readDataBlock } from "./page-data-block.ts";

export type { SiteVilla } from "../../../domain/villa-facts.ts";

const ELEMENT_ID = "site-villa";
const STORAGE_KEY = "site_villa";

let current: SiteVilla | undefined;

export function siteVillaScript(villa: SiteVilla): string {
  return dataBlockScript(ELEMENT_ID, villa);
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function parsed(json: unknown): SiteVilla | undefined {
  const value = json as Partial<SiteVilla> | null;
  if (
    !isCount(value?.bedrooms) ||
    !isCount(value.bathrooms) ||
    !isCount(value.maxGuests) ||
    !isTextList(value.images) ||
    !isTextList(value.imageAlts) ||
    typeof value.language !== "string"
  )
    return undefined;
  return siteVillaOf(value as SiteVilla, value.language);
}

/**
 * The villa the page shows, its picture descriptions in `language` when it has them (a villa kept from a page in
 * another language describes its pictures as a fresh install would).
 */
export function siteVilla(language: string): SiteVilla {
  current ??= readDataBlock(ELEMENT_ID, STORAGE_KEY, parsed) ?? defaultSiteVilla(language);
  return current.language === language ? current : { ...current, imageAlts: current.images.map(() => ""), language };
}

/** The server's renderer, before each render (renders never overlap): the main villa it read. */
export function setSiteVilla(villa: SiteVilla): void {
  current = villa;
}

/** A page's decorative photograph (a hero's background): the main villa's `index`th picture, going round its set. */
export function marketingPicture(language: string, index: number): string {
  return sitePicture(siteVilla(language), index);
}
