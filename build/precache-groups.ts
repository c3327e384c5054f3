// Which of the build's files a guest's service worker keeps, worked out from Vite's manifest (.vite/manifest.json)
// so the groups follow the code instead of a hand list: the chunks a guest's pages can reach (the public pages'
// islands, the booking page, My Bookings, sign-in), and per language the catalog parts those pages load. What only
// the back office reaches, its catalog part and the map runtime are left to be fetched when used.
import { PART_FOLDERS } from "../src/web/islands/catalog-parts.ts";
import { isMapRuntimeAsset } from "../src/web/pwa/cache-rules.ts";

/** One entry of Vite's build manifest, keyed by its source ("src/web/app/main.tsx", "_app-C3pd.js"). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

export interface PrecacheGroups {
  /** Files of the build (relative to its folder, "assets/app-3f2a.js") every guest's worker keeps. */
  shared: string[];
  /** Per language, the catalog parts a guest's pages load in it. */
  catalogs: Record<string, string[]>;
  /** Chunks only the back office reaches, with every language's back-office catalog part: never precached. */
  backOffice: string[];
  /**
   * Of `shared`, what only the app reaches (its router, its routes, the data layer's users): no prerendered page
   * loads them, so a first visit never has them in the HTTP cache. The worker gets them in one file.
   */
  appOnly: string[];
}

/** The islands runtime's entry: what a prerendered page loads (src/web/app/boot.ts), islands and all. */
const ISLANDS_ENTRY = "src/web/app/site-main.tsx";

// `locales/fr/messages.po?catalog-part=legal` (build/lingui-catalog-parts.ts); a bare `.po` is the whole catalog.
const CATALOG_KEY = /^locales\/([^/]+)\/messages\.po(?:\?catalog-part=([\w-]+))?$/;

/** The language and part of a catalog chunk's manifest key, if it is one. */
export function catalogOf(key: string): { language: string; part: string } | undefined {
  const match = CATALOG_KEY.exec(key);
  return match ? { language: match[1]!, part: match[2] ?? "all" } : undefined;
}

/** The back office's own modules: the folders its catalog part is cut from are the folders of its code. */
function isBackOffice(key: string): boolean {
  const catalog = catalogOf(key);
  if (catalog) return catalog.part === "admin";
  return PART_FOLDERS.admin.some((folder) => key.startsWith(folder));
}

function isMapRuntime(chunk: ManifestChunk): boolean {
  return isMapRuntimeAsset(new URL(`/${chunk.file}`, "http://build"), "http://build");
}

/** The files a chunk brings besides its own code: its CSS (its other assets are pictures, kept as they are seen). */
function filesOf(chunk: ManifestChunk): string[] {
  return [chunk.file, ...(chunk.css ?? [])];
}

/** Walks the module graph from the entries, past every static and dynamic import, stopping at `stop`. */
function reachable(
  manifest: BuildManifest,
  stop: (key: string, chunk: ManifestChunk) => boolean,
  from: string[] = Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const key = queue.pop()!;
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || stop(key, chunk)) continue;
    seen.add(key);
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return seen;
}

export function precacheGroups(manifest: BuildManifest): PrecacheGroups {
  const guest = reachable(manifest, (key, chunk) => isBackOffice(key) || isMapRuntime(chunk));
  const everyone = reachable(manifest, () => false);
  const shared = new Set<string>();
  const catalogs: Record<string, string[]> = {};
  const backOffice = new Set<string>();
  for (const key of everyone) {
    const chunk = manifest[key]!;
    const catalog = catalogOf(key);
    if (guest.has(key)) {
      if (catalog) (catalogs[catalog.language] ??= []).push(chunk.file);
      else for (const file of filesOf(chunk)) shared.add(file);
    } else if (!isMapRuntime(chunk)) {
      for (const file of filesOf(chunk)) backOffice.add(file);
    }
  }
  // A chunk the guest's pages share with the back office stays with the guest's.
  for (const file of shared) backOffice.delete(file);
  for (const files of Object.values(catalogs)) files.sort();
  // What a prerendered page can load: the entry itself, what it imports statically, and the islands runtime.
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const pageStart = [...entries.flatMap((key) => manifest[key]!.imports ?? []), ISLANDS_ENTRY];
  // Chunks import the entry for what they share with it; its dynamic imports (the app) are not the pages'.
  const pages = reachable(
    manifest,
    (key, chunk) => chunk.isEntry === true || isBackOffice(key) || isMapRuntime(chunk),
    pageStart,
  );
  const pageFiles = new Set([...entries, ...pages].flatMap((key) => filesOf(manifest[key]!)));
  const appOnly = [...shared].filter((file) => !pageFiles.has(file)).sort();
  return { shared: [...shared].sort(), catalogs, backOffice: [...backOffice].sort(), appOnly };
}
