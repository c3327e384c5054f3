// The owner's contact details as the site settings give them (DESIGN 7.3), for everything a page prints: the server
// renders a page with the current ones and writes them into it as a JSON data block (page-data-block.ts), which the
// browser reads before its islands hydrate, so both render the same text. The app (rendered from the shell, offline
// too) uses the last ones a page carried, or the shipped ones.
import { contactOf, DEFAULT_SITE_CONTACT, type SiteContact } from "../../../domain/site-settings.ts";
import { dataBlockScript, readDataBlock } from "./page-data-block.ts";

export type { SiteContact } from "../../../domain/site-settings.ts";

const ELEMENT_ID = "site-contact";
const STORAGE_KEY = "site_contact";

let current: SiteContact | undefined;

export function siteContactScript(contact: SiteContact): string {
  return dataBlockScript(ELEMENT_ID, contactOf(contact));
}

function parsed(json: unknown): SiteContact | undefined {
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
  current ??= readDataBlock(ELEMENT_ID, STORAGE_KEY, parsed) ?? { ...DEFAULT_SITE_CONTACT };
  return current;
}

/** The server's renderer, before each render (renders never overlap): the details of the settings it read. */
export function setSiteContact(contact: SiteContact): void {
  current = contactOf(contact);
}
