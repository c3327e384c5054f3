// Loads a language's compiled Lingui catalog on demand and makes it the interface language.
import { i18n, type Messages } from "@lingui/core";
import { LANGUAGES, type Language } from "../../domain/languages.ts";
import { storePreferredLanguage } from "./preferred-language.ts";

// One lazy chunk per language: a visitor downloads only the catalogs of the languages they open.
const catalogImports: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../../locales/en/messages.po"),
  fr: () => import("../../../locales/fr/messages.po"),
  ru: () => import("../../../locales/ru/messages.po"),
  de: () => import("../../../locales/de/messages.po"),
};

const loadedLanguages = new Set<Language>();

export async function loadCatalog(language: Language): Promise<void> {
  if (loadedLanguages.has(language)) return;
  const { messages } = await catalogImports[language]();
  i18n.load(language, messages);
  loadedLanguages.add(language);
}

/** Switches the interface, `<html lang>` / `dir` and the remembered preference to `language` (SPEC 2 guard). */
export async function activateLanguage(language: Language): Promise<void> {
  await loadCatalog(language);
  if (i18n.locale !== language) i18n.activate(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = LANGUAGES.find((entry) => entry.code === language)?.rtl ? "rtl" : "ltr";
  storePreferredLanguage(language);
}
