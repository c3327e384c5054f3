// The offline part of the build, as pure functions (the plugin doing the file work is build/offline-precache.ts):
// what a guest's service worker precaches, and one "language pack" per language, every prerendered page of the
// language in one JSON file: the pages share most of their markup (head, header, footer, splash), so compressed
// together they cost a fraction of the pages one by one. The worker fetches the pack of the guest's language and
// splits it into the pages it serves (src/web/sw.ts).
import { createHash } from "node:crypto";
import type { AppPack, LanguagePack, OfflineLanguages } from "../src/web/pwa/offline-keeping.ts";
import type { PrecacheGroups } from "./precache-groups.ts";

/** The placeholder in the built worker that becomes the languages' packs (as `self.__WB_MANIFEST` becomes the precache). */
export const OFFLINE_LANGUAGES_PLACEHOLDER = "self.__OFFLINE_LANGUAGES";
/** The placeholder that becomes the address of the app pack (the app-only chunks in one file). */
export const APP_PACK_PLACEHOLDER = "self.__OFFLINE_APP_PACK";

/** Files outside assets/ (the public folder's) above this are pictures kept when seen, not at install. */
export const SMALL_PUBLIC_FILE_BYTES = 8 * 1024;
/** The large icons only install dialogs show, which fetch them themselves, however small the files are. */
const INSTALL_DIALOG_ICON = /^icons\/.*-512\.png$/;

/**
 * The pages' pictures (public/images): kept as they are seen. Even the small drawings cost more in requests than in
 * bytes at install (about 40 of them, each answer's headers twice its body).
 */
const PICTURES_FOLDER = "images/";

/** An entry of the precache list workbox-build made from the build folder ("assets/app-3f2a.js"). */
export interface PrecacheCandidate {
  url: string;
  size: number;
}

/**
 * What a guest's worker precaches: of the hashed assets, the chunks a guest's pages reach (catalogs come with the
 * language packs); of the other files, the shell and the small ones (icons, the manifest), not the pages' pictures
 * nor a prerendered page (those come in the packs).
 */
export function isGuestPrecached(
  entry: PrecacheCandidate,
  groups: PrecacheGroups,
  languages: readonly string[],
): boolean {
  if (entry.url.startsWith("assets/")) return groups.shared.includes(entry.url);
  if (languages.some((language) => entry.url.startsWith(`${language}/`))) return false;
  if (entry.url.startsWith(PICTURES_FOLDER) || INSTALL_DIALOG_ICON.test(entry.url)) return false;
  return entry.url === "index.html" || entry.size <= SMALL_PUBLIC_FILE_BYTES;
}

export interface PackFile {
  /** Relative to the build folder ("offline/en-3f2a9c0b1d.json"). */
  file: string;
  content: string;
}

/**
 * One pack per language from its pages' HTML by path, with the language's catalog parts beside it. The name's hash
 * covers both, so a pack's cache (one per name) always holds pages and catalogs of the same build.
 */
export function languagePacks(
  pagesByLanguage: Readonly<Record<string, Readonly<Record<string, string>>>>,
  catalogs: Readonly<Record<string, readonly string[]>>,
): { files: PackFile[]; languages: OfflineLanguages } {
  const files: PackFile[] = [];
  const languages: OfflineLanguages = {};
  for (const language of Object.keys(pagesByLanguage).sort()) {
    const pages = pagesByLanguage[language]!;
    const paths = Object.keys(pages).sort();
    const pack: LanguagePack = { pages: Object.fromEntries(paths.map((path) => [path, pages[path]!])) };
    const content = JSON.stringify(pack);
    const catalogUrls = (catalogs[language] ?? []).map((file) => `/${file}`);
    const hash = createHash("sha256").update(content).update(catalogUrls.join("\n")).digest("hex").slice(0, 10);
    const file = `offline/${language}-${hash}.json`;
    files.push({ file, content });
    languages[language] = { pack: `/${file}`, pages: paths, catalogs: catalogUrls };
  }
  return { files, languages };
}

/**
 * The chunks only the app reaches, in one file (`files` by address): a first visit to a public page never has them,
 * and one answer instead of some forty saves their headers, both ways, which weigh about as much as their code.
 */
export function appPack(files: Readonly<Record<string, string>>): PackFile {
  const paths = Object.keys(files).sort();
  const pack: AppPack = { files: Object.fromEntries(paths.map((path) => [`/${path}`, files[path]!])) };
  const content = JSON.stringify(pack);
  const hash = createHash("sha256").update(content).digest("hex").slice(0, 10);
  return { file: `offline/app-${hash}.json`, content };
}

function injectOnce(worker: string, placeholder: string, value: unknown): string {
  const parts = worker.split(placeholder);
  if (parts.length !== 2) {
    throw new Error(`The service worker must name ${placeholder} once (found ${parts.length - 1})`);
  }
  return parts.join(JSON.stringify(value));
}

/** The built worker with its placeholders replaced by the languages' packs and the app pack's address. */
export function injectOfflineLanguages(worker: string, languages: OfflineLanguages, appPackUrl: string): string {
  return injectOnce(injectOnce(worker, OFFLINE_LANGUAGES_PLACEHOLDER, languages), APP_PACK_PLACEHOLDER, appPackUrl);
}

/** The page path ("/en/about") of a prerendered file ("en/about/index.html"), and its language. */
export function pageOfFile(file: string): { language: string; path: string } | undefined {
  const match = /^([a-z]{2})((?:\/[^/]+)*)\/index\.html$/.exec(file);
  return match ? { language: match[1]!, path: `/${match[1]}${match[2]}` } : undefined;
}
