// What the page and the service worker (src/web/sw.ts) share about keeping the site for offline use: the messages
// the page sends, the caches the worker keeps each language in, and when a guest's data plan asks to wait.

/** The page asks the worker to keep the site (the guest's button, or an upcoming stay); the reply says if it could. */
export const KEEP_OFFLINE_MESSAGE = "KEEP_OFFLINE";
/** The page tells the worker the language it shows (a switch inside the app makes no navigation the worker sees). */
export const OFFLINE_LANGUAGE_MESSAGE = "OFFLINE_LANGUAGE";

export interface KeepOfflineMessage {
  type: typeof KEEP_OFFLINE_MESSAGE;
  language: string;
}

export interface OfflineLanguageMessage {
  type: typeof OFFLINE_LANGUAGE_MESSAGE;
  language: string;
}

/** A language's prerendered pages and catalog parts, as the build wrote them (build/offline-packs.ts). */
export interface OfflineLanguage {
  /** The language pack: every prerendered page of the language in one JSON file ("/offline/en-3f2a9c.json"). */
  pack: string;
  /** The page paths the pack holds ("/en", "/en/about"). */
  pages: string[];
  /** The catalog parts the guest's pages load in the language ("/assets/messages-C6ni.js"). */
  catalogs: string[];
}

export type OfflineLanguages = Record<string, OfflineLanguage>;

/**
 * The pack file's content: each page's HTML by its path, and the code of the language's catalog parts by address
 * ("/assets/messages-C6ni.js"), but those every page loads (the page that installed the worker has them).
 */
export interface LanguagePack {
  pages: Record<string, string>;
  files: Record<string, string>;
}

/** A code pack's content: the code of each of its chunks by address ("/assets/router-3f2a.js"). */
export interface CodePack {
  files: Record<string, string>;
}

/** Where a code pack is ("/offline/app-3f2a9c0b1d.json") and the addresses of the chunks it holds. */
export interface OfflineCodePack {
  pack: string;
  files: string[];
}

/** A guest's chunks, as the build tells the worker (build/offline-packs.ts): each is named once, here. */
export interface OfflineCode {
  /** What every prerendered page loads ("/assets/react-3f2a.js"): a first visit has it in the HTTP cache. */
  files: string[];
  /** The rest, in packs. */
  packs: OfflineCodePack[];
}

/** Where the worker keeps the guest's choices: what the page saw of the connection, and whether the guest asked. */
export const CHOICE_CACHE = "offline-choice";
export const DATA_SAVER_KEY = "/offline/choice/data-saver";
export const KEPT_BY_GUEST_KEY = "/offline/choice/kept";

const LANGUAGE_CACHE_PREFIX = "offline-pages-";

/** One cache per language and build ("offline-pages-en-3f2a9c"): a new build's pack never mixes with the old one. */
export function languageCacheName(pack: string): string {
  const name = pack.split("/").pop() ?? pack;
  return `${LANGUAGE_CACHE_PREFIX}${name.replace(/\.json$/, "")}`;
}

export function isLanguageCache(name: string): boolean {
  return name.startsWith(LANGUAGE_CACHE_PREFIX);
}

/** The language a language cache holds ("offline-pages-fr-3f2a9c" holds "fr"). */
export function languageOfCache(name: string): string | undefined {
  return isLanguageCache(name) ? name.slice(LANGUAGE_CACHE_PREFIX.length).split("-")[0] : undefined;
}

/**
 * The header a page and a language pack name the version of the owner's data they show in (contact details, the main
 * villa: src/server/web/site-page-data.ts): a page with another version than the kept pages' means they are old.
 */
export const SITE_VERSION_HEADER = "X-Site-Version";

/** Where a language's cache keeps the version of its pages' data. */
export function siteVersionMarker(language: string): string {
  return `/offline/site-version/${language}`;
}

/** Written last into a language's cache: its pages and catalogs are all there. */
export function keptMarker(language: string): string {
  return `/offline/kept/${language}`;
}

/** What the Network Information API tells about the connection (Chromium; other browsers have none). */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

/** The browser says Save-Data, or the connection is 2G-class: downloading for later waits for the guest. */
export function savesData(connection: ConnectionFacts | undefined): boolean {
  return connection?.saveData === true || connection?.effectiveType === "slow-2g" || connection?.effectiveType === "2g";
}

/** The prerendered page a navigation to `url` asks for ("/en/about"), if it has no query: `?tab=` is the app's. */
export function prerenderedPageOf(url: URL, language: OfflineLanguage | undefined): string | undefined {
  if (!language || url.search !== "") return undefined;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return language.pages.includes(path) ? path : undefined;
}

/** The language a path is in ("/fr/about" is in "fr"), among the languages the build packed. */
export function languageOfPath(pathname: string, languages: OfflineLanguages): string | undefined {
  const first = pathname.split("/")[1] ?? "";
  return Object.hasOwn(languages, first) ? first : undefined;
}
