// The offline part of the build, as pure functions (the plugin doing the file work is build/offline-precache.ts):
// what a guest's service worker precaches, one "language pack" per language, every prerendered page of the
// language and its catalog parts in one JSON file: the pages share most of their markup (head, header, footer,
// splash), so compressed together they cost a fraction of the pages one by one; and the "code packs", the chunks a
// first visit may not have loaded, in a few files instead of a request each (build/precache-groups.ts says which).
// The worker fetches the packs and splits them into the files it serves (src/web/pwa/offline-keeper.ts).
import { createHash } from "node:crypto";
import type {
  CodePack,
  LanguagePack,
  OfflineCode,
  OfflineCodePack,
  OfflineLanguages,
} from "../src/web/pwa/offline-keeping.ts";
import type { PackPlan } from "./precache-groups.ts";

/** The placeholder in the built worker that becomes the languages' packs (as `self.__WB_MANIFEST` becomes the precache). */
export const OFFLINE_LANGUAGES_PLACEHOLDER = "self.__OFFLINE_LANGUAGES";
/** The placeholder that becomes a guest's chunks: those every page loads, and the code packs with what each holds. */
export const OFFLINE_CODE_PLACEHOLDER = "self.__OFFLINE_CODE";

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
 * What the precache list of a guest's worker names: of the files outside assets/, the shell and the small ones
 * (icons, the manifest), not the pages' pictures nor a prerendered page (those come in the language packs). The
 * chunks a guest's pages reach are named once, with the code packs (`offlineCode`); catalogs come with the language
 * packs.
 */
export function isGuestPrecached(entry: PrecacheCandidate, languages: readonly string[]): boolean {
  if (entry.url.startsWith("assets/")) return false;
  if (languages.some((language) => entry.url.startsWith(`${language}/`))) return false;
  if (entry.url.startsWith(PICTURES_FOLDER) || INSTALL_DIALOG_ICON.test(entry.url)) return false;
  return entry.url === "index.html" || entry.size <= SMALL_PUBLIC_FILE_BYTES;
}

export interface PackFile {
  /** Relative to the build folder ("offline/en-3f2a9c0b1d.json"). */
  file: string;
  content: string;
}

/** Files' text by their path in the build ("assets/messages-C6ni.js"), as a pack holds them: by address. */
function byAddress(files: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((path) => [`/${path}`, files[path]!]),
  );
}

/**
 * One pack per language from its pages' HTML by path and the code of its packed catalog parts by file
 * (`packedCatalogs`), with the language's catalog parts listed beside it (`catalogs`: the packed ones and those every
 * page loads). The name's hash covers all, so a pack's cache (one per name) always holds pages and catalogs of the
 * same build.
 */
export function languagePacks(
  pagesByLanguage: Readonly<Record<string, Readonly<Record<string, string>>>>,
  catalogs: Readonly<Record<string, readonly string[]>>,
  packedCatalogs: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): { files: PackFile[]; languages: OfflineLanguages } {
  const files: PackFile[] = [];
  const languages: OfflineLanguages = {};
  for (const language of Object.keys(pagesByLanguage).sort()) {
    const pages = pagesByLanguage[language]!;
    const paths = Object.keys(pages).sort();
    const pack: LanguagePack = {
      pages: Object.fromEntries(paths.map((path) => [path, pages[path]!])),
      files: byAddress(packedCatalogs[language] ?? {}),
    };
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
 * A code pack named `name` ("app", "home") holding `files` (their text by path in the build), named after its
 * content, and what the worker is told of it.
 */
export function codePack(
  name: string,
  files: Readonly<Record<string, string>>,
): { file: PackFile; pack: OfflineCodePack } {
  const pack: CodePack = { files: byAddress(files) };
  const content = JSON.stringify(pack);
  const hash = createHash("sha256").update(content).digest("hex").slice(0, 10);
  const file = `offline/${name}-${hash}.json`;
  return { file: { file, content }, pack: { pack: `/${file}`, files: Object.keys(pack.files) } };
}

/** What the worker is told of a guest's chunks: the plan's unpacked ones, and the code packs in the order given. */
export function offlineCode(plan: Pick<PackPlan, "certain">, packs: readonly OfflineCodePack[]): OfflineCode {
  return { files: plan.certain.map((file) => `/${file}`), packs: [...packs] };
}

function injectOnce(worker: string, placeholder: string, value: unknown): string {
  const parts = worker.split(placeholder);
  if (parts.length !== 2) {
    throw new Error(`The service worker must name ${placeholder} once (found ${parts.length - 1})`);
  }
  return parts.join(JSON.stringify(value));
}

/** The built worker with its placeholders replaced by the languages' packs and a guest's chunks. */
export function injectOfflineLanguages(worker: string, languages: OfflineLanguages, code: OfflineCode): string {
  return injectOnce(injectOnce(worker, OFFLINE_LANGUAGES_PLACEHOLDER, languages), OFFLINE_CODE_PLACEHOLDER, code);
}

/** The page path ("/en/about") of a prerendered file ("en/about/index.html"), and its language. */
export function pageOfFile(file: string): { language: string; path: string } | undefined {
  const match = /^([a-z]{2})((?:\/[^/]+)*)\/index\.html$/.exec(file);
  return match ? { language: match[1]!, path: `/${match[1]}${match[2]}` } : undefined;
}
