// The visitor's remembered language (localStorage "preferred-language") and the language `/` opens in.
import { isLanguage, normalizeLanguage, type Language } from "../../domain/languages.ts";

export const PREFERRED_LANGUAGE_KEY = "preferred-language";

/** SPEC 2: the stored preferred language if supported, otherwise the browser language (unsupported → en). */
export function pickStartLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (stored !== null && isLanguage(stored)) return stored;
  return normalizeLanguage(browserLanguage ?? "");
}

// Storage can throw (disabled cookies, some private modes); the language then simply is not remembered.
export function readPreferredLanguage(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function storePreferredLanguage(language: Language): void {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, language);
  } catch {
    // Not remembering the choice is harmless: the URL still carries the language.
  }
}

export function startLanguage(): Language {
  // No navigator when the build prerenders a page (its path always names the language then).
  return pickStartLanguage(readPreferredLanguage(), globalThis.navigator?.language);
}
