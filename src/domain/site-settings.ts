// The site's settings (DESIGN 7.3 "Site settings"): the villa the public site shows, and the owner's contact details
// every public page prints. No zod here, so the pages and the back-office form check an edit with the very rules the
// API applies (schemas/site-settings.ts runs these same checks).
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from "./email.ts";
import { isValidProfilePhone } from "./phone.ts";

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
}

/** What the pages print: everything but the villa they show. */
export type SiteContact = Omit<SiteSettings, "mainVillaId">;

/** The contact fields alone, in one order, so two equal sets of details print and compare the same. */
export function contactOf(settings: SiteContact): SiteContact {
  const { phone, email, whatsapp, address, latitude, longitude, tourVideoUrl } = settings;
  return { phone, email, whatsapp, address, latitude, longitude, tourVideoUrl };
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
} as const satisfies Omit<SiteSettings, "mainVillaId">;

export const DEFAULT_SITE_SETTINGS: SiteSettings = { mainVillaId: null, ...DEFAULT_SITE_CONTACT };

export const SITE_SETTINGS_LIMITS = { addressMax: 300, addressLinesMax: 6, videoUrlMax: 2000 } as const;

/** A stable key per rule: the back office translates by it, the tests name it. */
export type SiteSettingsRuleKey =
  | "mainVillaInvalid"
  | "mainVillaInactive"
  | "phoneInvalid"
  | "emailInvalid"
  | "whatsappInvalid"
  | "addressRequired"
  | "addressTooLong"
  | "latitudeInvalid"
  | "longitudeInvalid"
  | "tourVideoUrlInvalid";

/** The English message of each rule; the API answers with these. */
export const SITE_SETTINGS_RULE_TEXT: Record<SiteSettingsRuleKey, string> = {
  mainVillaInvalid: "Choose the villa the site shows",
  mainVillaInactive: "The main villa must be active",
  phoneInvalid: "Invalid phone number format",
  emailInvalid: "Invalid email format",
  whatsappInvalid: "Invalid WhatsApp number format",
  addressRequired: "Please enter the address",
  addressTooLong: "Address must be at most 300 characters and 6 lines",
  latitudeInvalid: "Latitude must be a number from -90 to 90",
  longitudeInvalid: "Longitude must be a number from -180 to 180",
  tourVideoUrlInvalid: "The tour video must be an https:// address",
};

export type SiteSettingsField = keyof SiteSettings;

export interface SiteSettingsIssue {
  path: SiteSettingsField;
  rule: SiteSettingsRuleKey;
  message: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A https:// address a browser can open, or false. */
export function isHttpsUrl(raw: unknown): boolean {
  if (typeof raw !== "string" || raw.length > SITE_SETTINGS_LIMITS.videoUrlMax) return false;
  try {
    const url = new URL(raw.trim());
    return url.protocol === "https:" && url.hostname.includes(".") && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A form's number field: a number, or a string holding one (a comma as the decimal mark, as many phones type it). */
function coordinate(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string" || raw.trim() === "" || raw.length > 40) return null;
  const value = Number(raw.trim().replace(",", "."));
  return Number.isFinite(value) ? value : null;
}

export type SiteSettingsCheck =
  { settings: SiteSettings; issues: [] } | { settings: null; issues: SiteSettingsIssue[] };

/**
 * Every rule of an edit, given the whole object (an absent or blank WhatsApp number or video clears it). Returns the
 * settings as stored (trimmed, e-mail lower-cased, coordinates as numbers) or every field to fix.
 */
export function checkSiteSettings(input: Record<string, unknown>): SiteSettingsCheck {
  const issues: SiteSettingsIssue[] = [];
  const report = (path: SiteSettingsField, rule: SiteSettingsRuleKey) =>
    issues.push({ path, rule, message: SITE_SETTINGS_RULE_TEXT[rule] });
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

  const { mainVillaId, phone, email, whatsapp, address, latitude, longitude, tourVideoUrl } = input;
  if (typeof mainVillaId !== "string" || !GUID.test(mainVillaId)) report("mainVillaId", "mainVillaInvalid");
  if (!isValidProfilePhone(phone)) report("phone", "phoneInvalid");
  if (typeof email !== "string" || email.length > EMAIL_MAX_LENGTH || !isValidEmail(email))
    report("email", "emailInvalid");
  if (!blank(whatsapp) && !isValidProfilePhone(whatsapp)) report("whatsapp", "whatsappInvalid");
  const addressText = typeof address === "string" ? address.replace(/\r\n?/g, "\n").trim() : "";
  if (addressText === "") report("address", "addressRequired");
  else if (
    addressText.length > SITE_SETTINGS_LIMITS.addressMax ||
    addressText.split("\n").length > SITE_SETTINGS_LIMITS.addressLinesMax
  )
    report("address", "addressTooLong");
  const lat = coordinate(latitude);
  if (lat === null || lat < -90 || lat > 90) report("latitude", "latitudeInvalid");
  const lng = coordinate(longitude);
  if (lng === null || lng < -180 || lng > 180) report("longitude", "longitudeInvalid");
  if (!blank(tourVideoUrl) && !isHttpsUrl(tourVideoUrl)) report("tourVideoUrl", "tourVideoUrlInvalid");

  if (issues.length > 0) return { settings: null, issues };
  return {
    settings: {
      mainVillaId: (mainVillaId as string).toLowerCase(),
      phone: text(phone),
      email: normalizeEmail(email as string),
      whatsapp: blank(whatsapp) ? null : text(whatsapp),
      address: addressText
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "")
        .join("\n"),
      latitude: lat!,
      longitude: lng!,
      tourVideoUrl: blank(tourVideoUrl) ? null : text(tourVideoUrl),
    },
    issues: [],
  };
}

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
