// The site's settings (DESIGN 7.3 "Site settings"): the villa the public site shows, and the owner's contact details
// every public page prints. The rules of an edit are in site-settings-rules.ts, their English words in
// site-settings-messages.ts: every public page reads this module, only the back office and the API check an edit.

export interface SiteSettings {
  /** The villa the public site shows; null only when that villa was deleted and no other was chosen. */
  mainVillaId: string | null;
  phone: string;
  email: string;
  /** The number WhatsApp reaches, when the owner uses it. */
  whatsapp: string | null;
  /** The postal address, one line per line of the envelope. */
  address: string;
  latitude: number;
  longitude: number;
  /** An https address of the villa's tour video (a file, or a YouTube or Vimeo page), when there is one. */
  tourVideoUrl: string | null;
  /**
   * The host's portrait on the about page: an uploaded photo's address (`/media/<id>/1600.jpg`) or an https image
   * address; null shows the illustration the site ships with (HOST_ILLUSTRATION, web/shared/site/site-data.ts).
   */
  hostPhotoUrl: string | null;
}

/** What the pages print: everything but the villa they show. */
export type SiteContact = Omit<SiteSettings, "mainVillaId">;

/** The contact fields alone, in one order, so two equal sets of details print and compare the same. */
export function contactOf(settings: SiteContact): SiteContact {
  const { phone, email, whatsapp, address, latitude, longitude, tourVideoUrl, hostPhotoUrl } = settings;
  return { phone, email, whatsapp, address, latitude, longitude, tourVideoUrl, hostPhotoUrl };
}

/** What a fresh install prints until the owner edits it; the main villa is the one seeded on first start. */
export const DEFAULT_SITE_CONTACT = {
  phone: "+20 100 000 2760",
  email: "stay@redseavilla.example",
  whatsapp: null,
  address: "Villa No. 276, Mubarak Housing 7\nNorth Hurghada\nRed Sea Governorate, Egypt",
  latitude: 27.3237,
  longitude: 33.7033,
  tourVideoUrl: null,
  hostPhotoUrl: null,
} as const satisfies Omit<SiteSettings, "mainVillaId">;

export const DEFAULT_SITE_SETTINGS: SiteSettings = { mainVillaId: null, ...DEFAULT_SITE_CONTACT };

export type SiteSettingsField = keyof SiteSettings;

/** `tel:` form of a number: digits only after the plus, as dialers expect. */
export function phoneHref(phone: string): string {
  return `tel:${phone.trim().replace(/[^\d+]/g, "")}`;
}

/** A wa.me link: WhatsApp wants the international number's digits alone. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/** The kind of player a tour video needs: a file the page plays, or a video site's page to open. */
export function tourVideoKind(url: string): "file" | "page" {
  const path = new URL(url).pathname.toLowerCase();
  return /\.(?:mp4|webm|ogv|ogg|mov|m4v)$/.test(path) ? "file" : "page";
}
