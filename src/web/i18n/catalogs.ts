// Loads a language's compiled Lingui catalog on demand and makes it the interface language.
import { i18n, type Messages } from "@lingui/core";
import { LANGUAGES, type Language } from "../../domain/languages.ts";
import { CATALOG_BUNDLES, catalogPartsOf, type CatalogBundle, type CatalogPart } from "../islands/catalog-parts.ts";
import { followLanguage } from "../pwa/keep-offline.ts";
import { storePreferredLanguage } from "./preferred-language.ts";

type CatalogModule = { messages: Messages };
type PartImports = Record<string, () => Promise<CatalogModule>>;

// One lazy chunk per language and part (build/lingui-catalog-parts.ts cuts the PO files): a visitor downloads only the
// core and the parts of the pages they open, in the languages they open. import.meta.glob wants literal options.
const PART_IMPORTS: Record<"core" | CatalogPart | CatalogBundle, PartImports> = {
  core: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=core" }),
  shell: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=shell" }),
  ui: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=ui" }),
  forms: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=forms" }),
  "date-picker": import.meta.glob<CatalogModule>("../../../locales/*/messages.po", {
    query: "?catalog-part=date-picker",
  }),
  map: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=map" }),
  hero: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=hero" }),
  home: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=home" }),
  services: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=services" }),
  about: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=about" }),
  booking: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=booking" }),
  "my-bookings": import.meta.glob<CatalogModule>("../../../locales/*/messages.po", {
    query: "?catalog-part=my-bookings",
  }),
  "practical-info": import.meta.glob<CatalogModule>("../../../locales/*/messages.po", {
    query: "?catalog-part=practical-info",
  }),
  legal: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=legal" }),
  account: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=account" }),
  admin: import.meta.glob<CatalogModule>("../../../locales/*/messages.po", { query: "?catalog-part=admin" }),
  "admin-pages": import.meta.glob<CatalogModule>("../../../locales/*/messages.po", {
    query: "?catalog-part=admin-pages",
  }),
  "back-office": import.meta.glob<CatalogModule>("../../../locales/*/messages.po", {
    query: "?catalog-part=back-office",
  }),
  "back-office-pages": import.meta.glob<CatalogModule>("../../../locales/*/messages.po", {
    query: "?catalog-part=back-office-pages",
  }),
};

// "fr/legal" for each part already merged into i18n (i18n.load adds to what a language has).
const loadedParts = new Map<string, Promise<void>>();

/** Loads `file` (a part, or a bundle of the parts `covers`) unless each of them is loaded or loading already. */
function loadFile(
  language: Language,
  file: "core" | CatalogPart | CatalogBundle,
  covers: readonly ("core" | CatalogPart)[],
): Promise<void> {
  const keys = covers.map((part) => `${language}/${part}`);
  const loaded = keys.map((key) => loadedParts.get(key));
  if (loaded.every((loading) => loading !== undefined)) return Promise.all(loaded).then(() => undefined);
  const load = PART_IMPORTS[file][`../../../locales/${language}/messages.po`];
  if (!load) throw new Error(`No ${file} catalog for ${language}`);
  const loading = load().then(({ messages }) => i18n.load(language, messages));
  for (const key of keys) {
    // A failed download (offline, no service worker yet) is tried again on the next navigation.
    loading.catch(() => loadedParts.delete(key));
    loadedParts.set(key, loading);
  }
  return loading;
}

function loadPart(language: Language, part: "core" | CatalogPart): Promise<void> {
  return loadFile(language, part, [part]);
}

/**
 * Loads the messages the page at `pathname` shows in `language` in the app: the core and that page's parts, in one
 * file where a bundle holds exactly those and none of them is loaded yet (a first load).
 */
export async function loadCatalog(language: Language, pathname: string): Promise<void> {
  const parts: ("core" | CatalogPart)[] = ["core", ...catalogPartsOf(pathname)];
  const bundle = Object.entries(CATALOG_BUNDLES).find(
    ([, covers]) =>
      covers.length === parts.length &&
      parts.every((part) => (covers as readonly string[]).includes(part)) &&
      parts.every((part) => !loadedParts.has(`${language}/${part}`)),
  );
  if (bundle) await loadFile(language, bundle[0] as CatalogBundle, parts);
  else await loadParts(language, parts);
}

/** Loads these parts of `language`'s catalog (a prerendered page's islands name theirs, src/web/app/islands.ts). */
export async function loadParts(language: Language, parts: readonly ("core" | CatalogPart)[]): Promise<void> {
  await Promise.all(parts.map((part) => loadPart(language, part)));
}

/** Switches the interface, `<html lang>` / `dir` and the remembered preference to `language` (SPEC 2 guard). */
export async function activateLanguage(language: Language, pathname: string): Promise<void> {
  await loadCatalog(language, pathname);
  if (i18n.locale !== language) i18n.activate(language);
  // The build's prerender has no document: it writes <html lang> into each page's file itself.
  if (import.meta.env.SSR) return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = LANGUAGES.find((entry) => entry.code === language)?.rtl ? "rtl" : "ltr";
  storePreferredLanguage(language);
  // A switch inside the app makes no page load the service worker sees: it keeps the new language for offline use too.
  followLanguage(language);
}
