// The rules of a site settings edit: the back-office form checks an edit with the very rules the API applies
// (schemas/site-settings.ts runs these same checks). No zod here, so the form brings no schema library.
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from "./email.ts";
import { mediaIdOfSitePath } from "./media.ts";
import { isValidProfilePhone } from "./phone.ts";
import type { SiteSettings, SiteSettingsField } from "./site-settings.ts";
import { SITE_SETTINGS_RULE_TEXT, type SiteSettingsRuleKey } from "./site-settings-messages.ts";

export const SITE_SETTINGS_LIMITS = { addressMax: 300, addressLinesMax: 6, videoUrlMax: 2000 } as const;

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

/** The host's portrait: an uploaded photo's path on this site ("/media/<id>/1600.jpg") or an https address. */
export function isHostPhotoUrl(raw: unknown): boolean {
  if (typeof raw !== "string") return false;
  const value = raw.trim();
  if (value.startsWith("/")) return mediaIdOfSitePath(value) !== undefined;
  return isHttpsUrl(value);
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
 * Every rule of an edit, given the whole object (an absent or blank WhatsApp number, video or host's portrait clears it). Returns the
 * settings as stored (trimmed, e-mail lower-cased, coordinates as numbers) or every field to fix.
 */
export function checkSiteSettings(input: Record<string, unknown>): SiteSettingsCheck {
  const issues: SiteSettingsIssue[] = [];
  const report = (path: SiteSettingsField, rule: SiteSettingsRuleKey) =>
    issues.push({ path, rule, message: SITE_SETTINGS_RULE_TEXT[rule] });
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

  const { mainVillaId, phone, email, whatsapp, address, latitude, longitude, tourVideoUrl, hostPhotoUrl } = input;
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
  if (!blank(hostPhotoUrl) && !isHostPhotoUrl(hostPhotoUrl)) report("hostPhotoUrl", "hostPhotoUrlInvalid");

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
      hostPhotoUrl: blank(hostPhotoUrl) ? null : text(hostPhotoUrl),
    },
    issues: [],
  };
}
