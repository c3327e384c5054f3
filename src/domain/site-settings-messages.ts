// The English words of the site settings' rules (DESIGN 7.3): the API answers with them, and the web app's
// translations are keyed by them (web/i18n/rule-text.ts, which every form loads: so nothing else lives here).
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
  | "tourVideoUrlInvalid"
  | "hostPhotoUrlInvalid";

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
  hostPhotoUrlInvalid: "The host's portrait must be an uploaded photo or an https:// image address",
};
