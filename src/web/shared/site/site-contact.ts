// The owner's contact details as the site settings give them (DESIGN 7.3), for everything a page prints: the server
// renders a page with the current ones and writes them into it as a JSON data block, which the browser reads before
// its islands hydrate, so both render the same text. The app (rendered from the shell, offline too) uses the last
// ones a page carried, kept in localStorage, or the shipped ones.
import { contactOf, DEFAULT_SITE_CONTACT, type SiteContact } from "../../../domain/site-settings.ts";

export type { SiteContact } from "../../../domain/site-settings.ts";

const ELEMENT_ID = "site-contact";
const STORAGE_KEY = "site_contact";

let current: SiteContact | undefined;

/** The data block for `</body>`; "<" is escaped so no text in it can close the element. */
export function siteContactScript(contact: SiteContact): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(contactOf(contact)).replace(/</g, "\\u003c")}</script>`;
}

function parsed(text: string | null | undefined): SiteContact | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<SiteContact> | null;
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
  } catch {
    return undefined;
  }
}

function fromBrowser(): SiteContact | undefined {
  if (typeof document === "undefined") return undefined;
  const fromPage = parsed(document.getElementById(ELEMENT_ID)?.textContent);
  try {
    if (fromPage) localStorage.setItem(STORAGE_KEY, JSON.stringify(fromPage));
    else return parsed(localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage refused (private mode, full): the page's own details still show.
  }
  return fromPage;
}

/** The details the page shows. */
export function siteContact(): SiteContact {
  current ??= fromBrowser() ?? { ...DEFAULT_SITE_CONTACT };
  return current;
}

/** The server's renderer, before each render (renders never overlap): the details of the settings it read. */
export function setSiteContact(contact: SiteContact): void {
  current = contactOf(contact);
}
