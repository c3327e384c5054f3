// How each language's catalog is cut so a page downloads only the messages it can show: the core and the shared parts
// that the app loads on every page, and parts that only some pages load, chosen by the first path segment after the
// language. A prerendered page's islands (src/web/islands/) load no core: only the parts their islands name. The build cuts
// the PO catalogs by the folders each message is used in (build/lingui-catalog-parts.ts); tests/web/catalog-parts.test.ts
// checks that a part's folders are imported only by the pages that load the part.

export const CATALOG_PARTS = [
  "shell",
  "ui",
  "forms",
  "date-picker",
  "map",
  "hero",
  "home",
  "services",
  "about",
  "booking",
  "my-bookings",
  "practical-info",
  "legal",
  "account",
  "admin",
  "admin-pages",
] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** The source folders (from the repository root) whose messages make up each part. */
export const PART_FOLDERS: Readonly<Record<CatalogPart, readonly string[]>> = {
  // The site's frame: header (with its language switcher and account menu) and footer.
  shell: ["src/web/features/shell/", "src/web/ui/language-switcher.tsx", "src/web/ui/account-menu.tsx"],
  // Shared UI and what overlays every page: dialogs, toasts, form fields, the notices, the outbox and its questions.
  // What a cancel says is the outbox's too (it may send the cancel later).
  ui: [
    "src/web/ui/",
    "src/web/pwa/",
    "src/web/offline/",
    "src/web/auth/",
    "src/web/shared/my-stays/cancel-messages.ts",
  ],
  // The public forms (contact, practical-info question) with the rule and API error texts they show.
  forms: [
    "src/web/features/contact/",
    "src/web/shared/contact/",
    "src/web/features/practical-info/question-form.tsx",
    "src/web/api/",
    "src/web/i18n/",
  ],
  "date-picker": ["src/web/shared/booking/date-picker/"],
  map: ["src/web/shared/map/"],
  // The home page's first screen apart from the rest of the page: it is all that page's first load carries.
  hero: ["src/web/features/home/hero/"],
  // The showcase pictures are the home page's too, though the villa page shows them as well.
  home: ["src/web/features/home/", "src/web/shared/villa/villa-pictures.ts"],
  services: ["src/web/features/services/", "src/web/shared/services/"],
  about: ["src/web/features/about/"],
  // The villa page and its booking card, which the server renders as a page of islands.
  booking: ["src/web/features/booking/", "src/web/shared/booking/"],
  // My Bookings, whose guest's part is an island of its prerendered page.
  "my-bookings": ["src/web/features/my-bookings/"],
  "practical-info": ["src/web/features/practical-info/"],
  legal: ["src/web/features/legal/"],
  // Signing in, registering, confirming an address and the profile: pages of their own, no part of the back office.
  account: ["src/web/features/account/", "src/web/features/profile/"],
  // The back office's frame and its dashboard, the page a host or admin opens first; its other pages are in
  // "admin-pages", loaded once one of them is opened.
  admin: [
    "src/web/features/admin/layout/",
    "src/web/features/admin/dashboard/",
    "src/web/features/admin/villas/villa-status.ts",
    "src/web/routes/$lang/admin/",
  ],
  "admin-pages": ["src/web/features/admin/"],
};

/**
 * The parts the app loads on every page besides the core: a prerendered page's islands (src/web/app/islands.ts)
 * load only those they show, the app has them all at hand.
 */
export const SHARED_PARTS: readonly CatalogPart[] = ["shell", "ui", "forms", "date-picker", "map"];

/**
 * The parts each page needs, by the first segment of its path after the language ("" is the home page); a section's
 * pages below its first ("admin/*": /{lang}/admin/bookings…) need its parts and those of "section/*" besides.
 */
export const PARTS_BY_SECTION: Readonly<Record<string, readonly CatalogPart[]>> = {
  // The home page also shows featured services from the services catalogue.
  "": ["hero", "home", "services"],
  // The villa page shows the home showcase's pictures, whose messages are in the home part.
  booking: ["home", "booking"],
  "my-bookings": ["my-bookings"],
  services: ["services"],
  about: ["about"],
  "practical-info": ["practical-info"],
  privacy: ["legal"],
  terms: ["legal"],
  cookies: ["legal"],
  accessibility: ["legal"],
  signin: ["account"],
  register: ["account"],
  "confirm-email": ["account"],
  profile: ["account"],
  admin: ["admin"],
  "admin/*": ["admin-pages"],
};

/** Shared parts a section's pages never show, by section: the back office has no date picker and no map. */
export const SHARED_PARTS_NOT_SHOWN: Readonly<Record<string, readonly CatalogPart[]>> = {
  admin: ["date-picker", "map"],
};

/**
 * Parts the build also puts together in one file, for a page that starts with all of them: the back office's first
 * load is then one catalog file instead of seven, which compresses better and costs one request on a phone.
 */
export const CATALOG_BUNDLES = {
  "back-office": ["core", "shell", "ui", "forms", "admin"],
  "back-office-pages": ["core", "shell", "ui", "forms", "admin", "admin-pages"],
} as const satisfies Record<string, readonly ("core" | CatalogPart)[]>;
export type CatalogBundle = keyof typeof CATALOG_BUNDLES;

/** The parts the app needs on the page at `pathname` ("/fr/privacy") besides the core: the shared ones and its section's. */
export function catalogPartsOf(pathname: string): readonly CatalogPart[] {
  const [, , section = "", page = ""] = pathname.split("/");
  const partsOf = (key: string) => (Object.hasOwn(PARTS_BY_SECTION, key) ? (PARTS_BY_SECTION[key] ?? []) : []);
  const without = Object.hasOwn(SHARED_PARTS_NOT_SHOWN, section) ? (SHARED_PARTS_NOT_SHOWN[section] ?? []) : [];
  return [
    ...SHARED_PARTS.filter((part) => !without.includes(part)),
    ...partsOf(section),
    ...(page === "" ? [] : partsOf(`${section}/*`)),
  ];
}

/** The part whose folders hold `file`, if any. */
export function partOfFile(file: string): CatalogPart | undefined {
  // The most specific entry wins: a file named on its own ("src/web/ui/account-menu.tsx") over its folder.
  let best: { part: CatalogPart; length: number } | undefined;
  for (const part of CATALOG_PARTS) {
    for (const folder of PART_FOLDERS[part]) {
      if (file.startsWith(folder) && folder.length > (best?.length ?? -1)) best = { part, length: folder.length };
    }
  }
  return best?.part;
}

/**
 * The catalogs a message goes into, from the files that use it ("src/web/features/legal/privacy-page.tsx"): the part
 * of each of them, and the core for a use outside every part's folders. A message in two places is in both, so that
 * each catalog holds all its folders say: a prerendered page's islands load no core.
 */
export function partsOfMessage(files: readonly string[]): ("core" | CatalogPart)[] {
  const parts = new Set<"core" | CatalogPart>();
  for (const file of files) parts.add(partOfFile(file) ?? "core");
  return parts.size === 0 ? ["core"] : [...parts];
}
