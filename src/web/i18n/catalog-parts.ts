// How each language's catalog is cut so a page downloads only the messages it can show: a core that every page
// loads, and parts that only some pages load, chosen by the first path segment after the language. The build cuts
// the PO catalogs by the folders each message is used in (lingui-catalog-parts.ts); tests/web/catalog-parts.test.ts
// checks that a part's folders are imported only by the pages that load the part.

export const CATALOG_PARTS = ["home", "services", "about", "practical-info", "legal", "admin"] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** The source folders (from the repository root) whose messages make up each part. */
export const PART_FOLDERS: Readonly<Record<CatalogPart, readonly string[]>> = {
  home: ["src/web/features/home/"],
  services: ["src/web/features/services/"],
  about: ["src/web/features/about/"],
  "practical-info": ["src/web/features/practical-info/"],
  legal: ["src/web/features/legal/"],
  admin: ["src/web/features/admin/", "src/web/routes/$lang/admin/"],
};

/** The parts each page needs, by the first segment of its path after the language ("" is the home page). */
export const PARTS_BY_SECTION: Readonly<Record<string, readonly CatalogPart[]>> = {
  // The home page also shows featured services from the services catalogue.
  "": ["home", "services"],
  // The villa page reuses the home showcase's pictures.
  booking: ["home"],
  services: ["services"],
  about: ["about"],
  "practical-info": ["practical-info"],
  privacy: ["legal"],
  terms: ["legal"],
  cookies: ["legal"],
  accessibility: ["legal"],
  admin: ["admin"],
};

/** The parts the page at `pathname` ("/fr/privacy") needs besides the core. */
export function catalogPartsOf(pathname: string): readonly CatalogPart[] {
  const section = pathname.split("/")[2] ?? "";
  return Object.hasOwn(PARTS_BY_SECTION, section) ? (PARTS_BY_SECTION[section] ?? []) : [];
}

/**
 * The parts a message belongs to, from the files that use it ("src/web/features/legal/privacy-page.tsx"): "core"
 * as soon as one use is outside every part's folders, since the core is the only catalog every page has.
 */
export function partsOfMessage(files: readonly string[]): "core" | CatalogPart[] {
  const parts = new Set<CatalogPart>();
  for (const file of files) {
    const part = CATALOG_PARTS.find((candidate) => PART_FOLDERS[candidate].some((folder) => file.startsWith(folder)));
    if (!part) return "core";
    parts.add(part);
  }
  return parts.size === 0 ? "core" : [...parts];
}
