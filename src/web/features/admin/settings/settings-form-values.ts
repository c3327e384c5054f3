// The settings as the form holds them: every field as typed (the coordinates too, so "27,32" from a phone's keypad
// survives until the shared rules read it), compared with the saved ones for the unsaved-changes question.
import type { SiteSettings, SiteSettingsField } from "../../../../domain/site-settings.ts";
import { checkSiteSettings, type SiteSettingsCheck } from "../../../../domain/site-settings-rules.ts";

export type SettingsFormValues = Record<SiteSettingsField, string>;

export const SETTINGS_FIELDS = [
  "mainVillaId",
  "phone",
  "email",
  "whatsapp",
  "address",
  "latitude",
  "longitude",
  "tourVideoUrl",
  "hostPhotoUrl",
] as const satisfies readonly SiteSettingsField[];

export function formValuesOf(settings: SiteSettings): SettingsFormValues {
  return {
    mainVillaId: settings.mainVillaId ?? "",
    phone: settings.phone,
    email: settings.email,
    whatsapp: settings.whatsapp ?? "",
    address: settings.address,
    latitude: String(settings.latitude),
    longitude: String(settings.longitude),
    tourVideoUrl: settings.tourVideoUrl ?? "",
    hostPhotoUrl: settings.hostPhotoUrl ?? "",
  };
}

/** The edit judged by the API's own rules (domain/site-settings.ts): the settings to send, or every field to fix. */
export function checkFormValues(values: SettingsFormValues): SiteSettingsCheck {
  return checkSiteSettings(values);
}

export function sameValues(a: SettingsFormValues, b: SettingsFormValues): boolean {
  return SETTINGS_FIELDS.every((field) => a[field].trim() === b[field].trim());
}
