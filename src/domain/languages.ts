// The interface languages (SPEC 3 Language, SPEC 5 language detection) and how a raw code
// from a URL, storage or the browser is reduced to one of them.
export const SUPPORTED_LANGUAGES = ["en", "fr", "ru", "de"] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

export interface LanguageInfo {
  code: Language;
  name: string;
  nativeName: string;
  flag: string;
  rtl: boolean;
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: "en", name: "English", nativeName: "English", flag: "🇬🇧", rtl: false },
  { code: "fr", name: "French", nativeName: "Français", flag: "🇫🇷", rtl: false },
  { code: "ru", name: "Russian", nativeName: "Русский", flag: "🇷🇺", rtl: false },
  { code: "de", name: "German", nativeName: "Deutsch", flag: "🇩🇪", rtl: false },
];

export function isLanguage(x: unknown): x is Language {
  return typeof x === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(x);
}

// SPEC 5: a value that looks like script or markup injection is discarded outright rather
// than cut down, so "<script>en" never sneaks through as "en".
const INJECTION_LOOKING = /[<>"'`;(){}\\/=]|javascript:|script|%3c/i;

/** SPEC 5: cut at the first hyphen, lower-case; anything unsupported or suspicious → en. */
export function normalizeLanguage(raw: unknown): Language {
  if (typeof raw !== "string") return DEFAULT_LANGUAGE;
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > 35 || INJECTION_LOOKING.test(trimmed)) return DEFAULT_LANGUAGE;
  const code = (trimmed.split("-")[0] ?? "").split("_")[0]?.toLowerCase() ?? "";
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}
