// Which of the build's files a guest's service worker keeps, worked out from Vite's manifest (.vite/manifest.json)
// so the groups follow the code instead of a hand list: the chunks a guest's pages can reach (the public pages'
// islands, the booking page, My Bookings, sign-in), and per language the catalog parts those pages load. What only
// the back office reaches, its catalog part and the map runtime are left to be fetched when used.
import { CATALOG_BUNDLES, PART_FOLDERS } from "../src/web/islands/catalog-parts.ts";
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
  /** The part of each catalog file of `catalogs` ("assets/messages-C6ni.js" is "hero"). */
  catalogParts: Record<string, string>;
}

/** The islands runtime's entry: what a prerendered page loads (src/web/app/boot.ts), islands and all. */
const ISLANDS_ENTRY = "src/web/app/site-main.tsx";

/**
 * What a prerendered page loads by dynamic import whatever its islands: React before the islands runtime (boot.ts),
 * and its background services once the islands are live (hydrate-islands.tsx), which register the service worker:
 * a worker installed from such a page has them all.
 */
const SITE_START = ["src/web/app/react-libraries.ts", ISLANDS_ENTRY, "src/web/islands/site-services.tsx"];

// `locales/fr/messages.po?catalog-part=legal` (build/lingui-catalog-parts.ts); a bare `.po` is the whole catalog.
const CATALOG_KEY = /^locales\/([^/]+)\/messages\.po(?:\?catalog-part=([\w-]+))?$/;

/** The language and part of a catalog chunk's manifest key, if it is one. */
export function catalogOf(key: string): { language: string; part: string } | undefined {
  const match = CATALOG_KEY.exec(key);
  return match ? { language: match[1]!, part: match[2] ?? "all" } : undefined;
}

/** The back office's catalog parts, and the bundles with them (the back office's first loads). */
const BACK_OFFICE_PARTS: readonly string[] = ["admin", "admin-pages"];
const BACK_OFFICE_CATALOGS = new Set<string>([
  ...BACK_OFFICE_PARTS,
  ...Object.entries(CATALOG_BUNDLES).flatMap(([bundle, parts]) =>
    parts.some((part) => BACK_OFFICE_PARTS.includes(part)) ? [bundle] : [],
  ),
]);

/** The back office's own modules: the folders its catalog part is cut from are the folders of its code. */
function isBackOffice(key: string): boolean {
  const catalog = catalogOf(key);
  if (catalog) return BACK_OFFICE_CATALOGS.has(catalog.part);
  return [...PART_FOLDERS.admin, ...PART_FOLDERS["admin-pages"]].some((folder) => key.startsWith(folder));
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
  const catalogParts: Record<string, string> = {};
  const backOffice = new Set<string>();
  for (const key of everyone) {
    const chunk = manifest[key]!;
    const catalog = catalogOf(key);
    if (guest.has(key)) {
      if (catalog) {
        (catalogs[catalog.language] ??= []).push(chunk.file);
        catalogParts[chunk.file] = catalog.part;
      } else for (const file of filesOf(chunk)) shared.add(file);
    } else if (!isMapRuntime(chunk)) {
      for (const file of filesOf(chunk)) backOffice.add(file);
    }
  }
  // A chunk the guest's pages share with the back office stays with the guest's.
  for (const file of shared) backOffice.delete(file);
  for (const files of Object.values(catalogs)) files.sort();
  return { shared: [...shared].sort(), catalogs, backOffice: [...backOffice].sort(), catalogParts };
}

/** A prerendered page as it starts in the browser: whether it is a language's home page, and its islands. */
export interface PageStart {
  home: boolean;
  /** The manifest key of each island's module, with the catalog parts it loads besides the shell's. */
  islands: readonly { key: string; parts: readonly string[] }[];
}

/**
 * What the service worker gets in packs rather than one request each: a first visit has in its HTTP cache what every
 * prerendered page loads as it starts (the entry, the islands runtime, the header's islands, the shell's catalog),
 * and maybe nothing else. The rest travels in packs, which save each file's request and answer headers (about as
 * heavy as a small chunk) and compress better together.
 */
export interface PackPlan {
  /** Of `shared`, what every prerendered page loads: taken from the HTTP cache, never packed. */
  certain: string[];
  /** What the home pages load besides: a pack of its own, which a guest who landed on a home page already has. */
  home: string[];
  /** What the booking page (rendered per request) loads besides, but the home pages': a pack of its own, likewise. */
  booking: string[];
  /** Every other guest chunk: the app, the other pages' islands, what an island loads when it is used. */
  app: string[];
  /** Per language, the catalog parts packed with its pages: all of a guest's but those every page loads. */
  catalogs: Record<string, string[]>;
}

/**
 * The build's files a prerendered page holding the islands `islandKeys` loads as it starts: the entry, what boot.ts
 * always loads, the islands, and what they import statically.
 */
export function filesAtStart(manifest: BuildManifest, islandKeys: readonly string[]): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const start = [...entries.flatMap((key) => manifest[key]!.imports ?? []), ...SITE_START, ...islandKeys];
  const found = new Set(entries);
  const queue = [...start];
  while (queue.length > 0) {
    const key = queue.pop()!;
    const chunk = manifest[key];
    if (!chunk || found.has(key) || chunk.isEntry || isBackOffice(key) || isMapRuntime(chunk)) continue;
    found.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return new Set([...found].flatMap((key) => filesOf(manifest[key]!)));
}

function common<T>(sets: readonly Set<T>[]): Set<T> {
  const [first, ...rest] = sets;
  return new Set([...(first ?? [])].filter((item) => rest.every((set) => set.has(item))));
}

/**
 * Splits a guest's files into packs, from the prerendered pages' starts; `baseParts` are every page's catalog parts,
 * `bookingIslands` the manifest keys of the booking page's islands.
 */
export function packPlan(
  manifest: BuildManifest,
  groups: PrecacheGroups,
  pages: readonly PageStart[],
  baseParts: readonly string[],
  bookingIslands: readonly string[] = [],
): PackPlan {
  const loads = pages.map((page) =>
    filesAtStart(
      manifest,
      page.islands.map((island) => island.key),
    ),
  );
  const certain = pages.length > 0 ? common(loads) : filesAtStart(manifest, []);
  const homeLoads = common(loads.filter((_, index) => pages[index]!.home));
  const code = groups.shared.filter((file) => /\.(?:js|css)$/.test(file) && !certain.has(file));
  const home = code.filter((file) => homeLoads.has(file));
  const bookingLoads = bookingIslands.length > 0 ? filesAtStart(manifest, bookingIslands) : new Set<string>();
  const booking = code.filter((file) => bookingLoads.has(file) && !homeLoads.has(file));
  const partsOf = (page: PageStart) => new Set([...baseParts, ...page.islands.flatMap((island) => island.parts)]);
  const everyPagesParts = pages.length > 0 ? common(pages.map(partsOf)) : new Set(baseParts);
  const catalogs = Object.fromEntries(
    Object.entries(groups.catalogs).map(([language, files]) => [
      language,
      files.filter((file) => !everyPagesParts.has(groups.catalogParts[file] ?? "")),
    ]),
  );
  return {
    certain: groups.shared.filter((file) => certain.has(file)),
    home,
    booking,
    app: code.filter((file) => !homeLoads.has(file) && !bookingLoads.has(file)),
    catalogs,
  };
}
