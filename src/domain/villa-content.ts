// The villa's own words in the four languages and what its guests need for their stay (DESIGN 7.3 content): which
// language a visitor reads (their own, else English), which translations are missing, and the rules an edit must
// keep. English is the reference: the villa's title, description and address in English are the villa's own
// columns, so everything that reads a villa without a language still reads the English words. No zod here, so the
// back office's editor checks with the same rules without downloading it.
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "./languages.ts";
import { isValidProfilePhone } from "./phone.ts";
import { issue, type RuleIssue } from "./rule-issue.ts";
import { PROFILE_MESSAGES } from "./schemas/profile-messages.ts";
import { VILLA_LIMITS, VILLA_MESSAGES } from "./schemas/villa-messages.ts";

/** One text per language; a language left out (or blank) reads the English. */
export type LocalizedText = Partial<Record<Language, string>>;

/** The fields written per language. */
export const LOCALIZED_FIELDS = [
  "title",
  "description",
  "address",
  "arrivalInstructions",
  "houseRules",
  "checkOutSteps",
] as const;
export type LocalizedField = (typeof LOCALIZED_FIELDS)[number];

/** The fields the public villa pages show; the others are for a confirmed guest's stay page only. */
export const PUBLIC_LOCALIZED_FIELDS = ["title", "description", "address"] as const satisfies readonly LocalizedField[];
export type PublicLocalizedField = (typeof PUBLIC_LOCALIZED_FIELDS)[number];

export interface VillaContent {
  title: LocalizedText;
  description: LocalizedText;
  address: LocalizedText;
  arrivalInstructions: LocalizedText;
  houseRules: LocalizedText;
  checkOutSteps: LocalizedText;
  /** Secrets: never in a public answer. */
  wifiNetwork: string | null;
  wifiPassword: string | null;
  accessCode: string | null;
  /** How many days before check-in the secrets show on the stay page. */
  revealDaysBeforeArrival: number;
  phone: string | null;
  whatsapp: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** What the database keeps: the English title, description and address are the villa's own columns instead. */
export type StoredVillaContent = Partial<VillaContent>;

export const DEFAULT_REVEAL_DAYS_BEFORE_ARRIVAL = 3;

export const VILLA_CONTENT_LIMITS = {
  titleMax: VILLA_LIMITS.titleMax,
  descriptionMax: VILLA_LIMITS.descriptionMax,
  addressMax: VILLA_LIMITS.addressMax,
  /** Arrival instructions, house rules and check-out steps. */
  guideMax: 4000,
  secretMax: 100,
  revealDaysMax: 30,
} as const;

export const VILLA_CONTENT_MESSAGES = {
  englishTitleRequired: "Please enter the title in English",
  englishAddressRequired: "Please enter the address in English",
  guideTooLong: "Text must be at most 4000 characters",
  secretTooLong: "Must be at most 100 characters",
  revealDaysInvalid: "Days before arrival must be between 0 and 30",
  latitudeInvalid: "Latitude must be between -90 and 90",
  longitudeInvalid: "Longitude must be between -180 and 180",
  coordinatesIncomplete: "Please enter both latitude and longitude, or neither",
} as const;

const FIELD_MAX: Record<LocalizedField, number> = {
  title: VILLA_CONTENT_LIMITS.titleMax,
  description: VILLA_CONTENT_LIMITS.descriptionMax,
  address: VILLA_CONTENT_LIMITS.addressMax,
  arrivalInstructions: VILLA_CONTENT_LIMITS.guideMax,
  houseRules: VILLA_CONTENT_LIMITS.guideMax,
  checkOutSteps: VILLA_CONTENT_LIMITS.guideMax,
};

const TOO_LONG: Record<LocalizedField, string> = {
  title: VILLA_MESSAGES.titleTooLong,
  description: VILLA_MESSAGES.descriptionTooLong,
  address: VILLA_MESSAGES.addressTooLong,
  arrivalInstructions: VILLA_CONTENT_MESSAGES.guideTooLong,
  houseRules: VILLA_CONTENT_MESSAGES.guideTooLong,
  checkOutSteps: VILLA_CONTENT_MESSAGES.guideTooLong,
};

const filled = (text: string | undefined): text is string => text !== undefined && text.trim() !== "";

/** The text in `language`, else the English, else "". */
export function textIn(text: LocalizedText, language: Language): string {
  const own = text[language];
  if (filled(own)) return own;
  return text[DEFAULT_LANGUAGE] ?? "";
}

/** The languages whose text is missing while the English one is written: what the editor flags. */
export function missingTranslations(text: LocalizedText): Language[] {
  if (!filled(text[DEFAULT_LANGUAGE])) return [];
  return SUPPORTED_LANGUAGES.filter((language) => !filled(text[language]));
}

/** Every text trimmed, blank ones left out: a blank translation is a missing one, never an empty page. */
export function cleanLocalizedText(text: LocalizedText): LocalizedText {
  const clean: LocalizedText = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const value = text[language]?.trim();
    if (value) clean[language] = value;
  }
  return clean;
}

/** Every rule of an edit of the content, in field order. */
export function checkVillaContent(content: VillaContent): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (!filled(content.title.en)) {
    issues.push(issue("title.en", "englishTextRequired", VILLA_CONTENT_MESSAGES.englishTitleRequired));
  }
  if (!filled(content.address.en)) {
    issues.push(issue("address.en", "englishTextRequired", VILLA_CONTENT_MESSAGES.englishAddressRequired));
  }
  for (const field of LOCALIZED_FIELDS) {
    for (const language of SUPPORTED_LANGUAGES) {
      if ((content[field][language]?.trim().length ?? 0) > FIELD_MAX[field]) {
        issues.push(issue(`${field}.${language}`, "textTooLong", TOO_LONG[field]));
      }
    }
  }
  for (const field of ["wifiNetwork", "wifiPassword", "accessCode"] as const) {
    if ((content[field]?.length ?? 0) > VILLA_CONTENT_LIMITS.secretMax) {
      issues.push(issue(field, "textTooLong", VILLA_CONTENT_MESSAGES.secretTooLong));
    }
  }
  const days = content.revealDaysBeforeArrival;
  if (!Number.isInteger(days) || days < 0 || days > VILLA_CONTENT_LIMITS.revealDaysMax) {
    issues.push(issue("revealDaysBeforeArrival", "revealDaysInvalid", VILLA_CONTENT_MESSAGES.revealDaysInvalid));
  }
  for (const field of ["phone", "whatsapp"] as const) {
    const phone = content[field];
    if (phone !== null && phone.trim() !== "" && !isValidProfilePhone(phone)) {
      issues.push(issue(field, "phoneInvalid", PROFILE_MESSAGES.phoneInvalid));
    }
  }
  const { latitude, longitude } = content;
  if (latitude !== null && !(Number.isFinite(latitude) && Math.abs(latitude) <= 90)) {
    issues.push(issue("latitude", "coordinatesInvalid", VILLA_CONTENT_MESSAGES.latitudeInvalid));
  }
  if (longitude !== null && !(Number.isFinite(longitude) && Math.abs(longitude) <= 180)) {
    issues.push(issue("longitude", "coordinatesInvalid", VILLA_CONTENT_MESSAGES.longitudeInvalid));
  }
  if ((latitude === null) !== (longitude === null)) {
    issues.push(issue("latitude", "coordinatesInvalid", VILLA_CONTENT_MESSAGES.coordinatesIncomplete));
  }
  return issues;
}
