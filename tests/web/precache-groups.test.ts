// Which built files a guest's service worker keeps (build/precache-groups.ts, build/offline-packs.ts), on a Vite
// manifest made up for the test in the shape the build writes.
import { describe, expect, it } from "vitest";
import { isGuestPrecached, SMALL_PUBLIC_FILE_BYTES } from "../../build/offline-packs.ts";
import {
  catalogOf,
  filesAtStart,
  packPlan,
  precacheGroups,
  type BuildManifest,
  type PageStart,
} from "../../build/precache-groups.ts";

const catalog = (language: string, part: string, file: string) => ({
  [`locales/${language}/messages.po?catalog-part=${part}`]: { file: `assets/${file}.js`, isDynamicEntry: true },
});

const MANIFEST: BuildManifest = {
  "index.html": {
    file: "assets/index-a1.js",
    isEntry: true,
    css: ["assets/index-a1.css"],
    imports: ["_react-r1.js"],
    dynamicImports: ["_app-p1.js", "src/web/app/site-main.tsx"],
  },
  // Chunks import the entry for what they share with it.
  "_react-r1.js": { file: "assets/react-r1.js", imports: ["index.html"] },
  "src/web/app/site-main.tsx": {
    file: "assets/site-main-s1.js",
    isDynamicEntry: true,
    imports: ["_react-r1.js"],
    dynamicImports: [
      "locales/en/messages.po?catalog-part=shell",
      "locales/fr/messages.po?catalog-part=shell",
      "src/web/shared/map/map-runtime.ts",
    ],
  },
  "_app-p1.js": {
    file: "assets/app-p1.js",
    imports: ["_react-r1.js"],
    dynamicImports: [
      "src/web/routes/$lang/booking.tsx?tsr-split=component",
      "src/web/routes/$lang/admin/index.tsx?tsr-split=component",
      "locales/en/messages.po?catalog-part=core",
      "locales/en/messages.po?catalog-part=admin",
      "locales/fr/messages.po?catalog-part=admin",
    ],
  },
  "src/web/routes/$lang/booking.tsx?tsr-split=component": {
    file: "assets/booking-b1.js",
    isDynamicEntry: true,
    imports: ["_fields-f1.js"],
  },
  "src/web/routes/$lang/admin/index.tsx?tsr-split=component": {
    file: "assets/admin-d1.js",
    isDynamicEntry: true,
    imports: ["_fields-f1.js", "_admin-table-t1.js"],
  },
  "_fields-f1.js": { file: "assets/fields-f1.js" },
  "_admin-table-t1.js": { file: "assets/admin-table-t1.js" },
  "src/web/shared/map/map-runtime.ts": {
    file: "assets/map-runtime-m1.js",
    isDynamicEntry: true,
    css: ["assets/map-runtime-m1.css"],
  },
  ...catalog("en", "shell", "messages-es"),
  ...catalog("en", "core", "messages-ec"),
  ...catalog("en", "admin", "messages-ea"),
  ...catalog("fr", "shell", "messages-fs"),
  ...catalog("fr", "admin", "messages-fa"),
};

describe("precacheGroups", () => {
  const groups = precacheGroups(MANIFEST);

  it("keeps for every guest what the public pages, the booking page and the app's shell reach", () => {
    expect(groups.shared).toEqual([
      "assets/app-p1.js",
      "assets/booking-b1.js",
      "assets/fields-f1.js",
      "assets/index-a1.css",
      "assets/index-a1.js",
      "assets/react-r1.js",
      "assets/site-main-s1.js",
    ]);
  });

  it("leaves out what only the back office reaches, its catalog parts and the map runtime", () => {
    expect(groups.backOffice).toEqual([
      "assets/admin-d1.js",
      "assets/admin-table-t1.js",
      "assets/messages-ea.js",
      "assets/messages-fa.js",
    ]);
    // A chunk the back office shares with a guest's page is the guest's.
    expect(groups.backOffice).not.toContain("assets/fields-f1.js");
    const everything = [...groups.shared, ...groups.backOffice, ...Object.values(groups.catalogs).flat()];
    expect(everything.filter((file) => file.includes("map-runtime"))).toEqual([]);
  });

  it("gives each language its own catalog parts, without the back office's", () => {
    expect(groups.catalogs).toEqual({
      en: ["assets/messages-ec.js", "assets/messages-es.js"],
      fr: ["assets/messages-fs.js"],
    });
    expect(groups.catalogParts).toEqual({
      "assets/messages-ec.js": "core",
      "assets/messages-es.js": "shell",
      "assets/messages-fs.js": "shell",
    });
  });

  it("reads a catalog chunk's language and part from its manifest key", () => {
    expect(catalogOf("locales/ru/messages.po?catalog-part=practical-info")).toEqual({
      language: "ru",
      part: "practical-info",
    });
    expect(catalogOf("locales/de/messages.po")).toEqual({ language: "de", part: "all" });
    expect(catalogOf("src/web/i18n/catalogs.ts")).toBeUndefined();
  });
});

describe("isGuestPrecached", () => {
  const languages = ["en", "fr"];
  const kept = (url: string, size = 1000) => isGuestPrecached({ url, size }, languages);

  it("names no chunk: a guest's are named once, with the code packs (packPlan), and catalogs come with the languages", () => {
    expect(kept("assets/booking-b1.js")).toBe(false);
    expect(kept("assets/admin-d1.js")).toBe(false);
    expect(kept("assets/messages-es.js")).toBe(false);
    expect(kept("assets/map-runtime-m1.js")).toBe(false);
  });

  it("keeps the shell and small public files, not the pages' pictures nor prerendered pages", () => {
    expect(kept("index.html", 20_000)).toBe(true);
    expect(kept("icons/icon-192.png", 6_000)).toBe(true);
    expect(kept("favicon.svg", 900)).toBe(true);
    expect(kept("icons/icon-512.png", SMALL_PUBLIC_FILE_BYTES + 1)).toBe(false);
    // Install dialogs fetch their icons themselves, however small.
    expect(kept("icons/icon-512.png", 5_000)).toBe(false);
    expect(kept("icons/icon-maskable-512.png", 5_000)).toBe(false);
    expect(kept("images/home/activity-desert.svg", 1_300)).toBe(false);
    expect(kept("images/villa/1.jpg", 30_000)).toBe(false);
    expect(kept("en/about/index.html", 3_000)).toBe(false);
  });
});

// A site in the build's shape with islands: the header on every page, the hero on the home pages, the contact form
// on one page, the booking card on no prerendered page; the app, a back-office route and the map behind them.
const SITE: BuildManifest = {
  "index.html": {
    file: "assets/index-a1.js",
    isEntry: true,
    css: ["assets/index-a1.css"],
    imports: ["_languages-l1.js"],
    dynamicImports: ["src/web/app/react-libraries.ts", "src/web/app/site-main.tsx", "_app-p1.js"],
  },
  "_languages-l1.js": { file: "assets/languages-l1.js" },
  "src/web/app/react-libraries.ts": {
    file: "assets/react-libraries-r1.js",
    isDynamicEntry: true,
    imports: ["_react-r1.js"],
  },
  "_react-r1.js": { file: "assets/react-r1.js", imports: ["index.html"] },
  "src/web/app/site-main.tsx": {
    file: "assets/site-main-s1.js",
    isDynamicEntry: true,
    imports: ["_react-r1.js", "_island-i1.js"],
    dynamicImports: [
      "src/web/features/shell/site-header.tsx",
      "_hero-section-h1.js",
      "_contact-form-c1.js",
      "_booking-card-b1.js",
      "src/web/islands/site-services.tsx",
      "src/web/islands/catch-up.ts",
      ...["shell", "ui", "hero", "forms", "booking"].map((part) => `locales/en/messages.po?catalog-part=${part}`),
      ...["shell", "ui", "hero"].map((part) => `locales/fr/messages.po?catalog-part=${part}`),
    ],
  },
  "_island-i1.js": { file: "assets/island-i1.js" },
  "src/web/features/shell/site-header.tsx": {
    file: "assets/site-header-sh1.js",
    isDynamicEntry: true,
    imports: ["_icons-n1.js"],
  },
  "_icons-n1.js": { file: "assets/icons-n1.js" },
  "_hero-section-h1.js": { file: "assets/hero-section-h1.js", imports: ["_dialog-d1.js"] },
  "_dialog-d1.js": { file: "assets/dialog-d1.js" },
  "_contact-form-c1.js": {
    file: "assets/contact-form-c1.js",
    imports: ["_dialog-d1.js", "_fields-f1.js"],
    dynamicImports: ["_http-t1.js"],
  },
  "_fields-f1.js": { file: "assets/fields-f1.js" },
  "_http-t1.js": { file: "assets/http-t1.js" },
  "_booking-card-b1.js": { file: "assets/booking-card-b1.js", imports: ["_fields-f1.js"] },
  "src/web/islands/site-services.tsx": {
    file: "assets/site-services-v1.js",
    isDynamicEntry: true,
    imports: ["_register-service-worker-w1.js"],
  },
  "_register-service-worker-w1.js": { file: "assets/register-service-worker-w1.js" },
  "src/web/islands/catch-up.ts": { file: "assets/catch-up-u1.js", isDynamicEntry: true },
  "_app-p1.js": {
    file: "assets/app-p1.js",
    css: ["assets/app-p1.css"],
    imports: ["_react-r1.js", "_router-o1.js"],
    dynamicImports: [
      "src/web/routes/$lang/admin/index.tsx?tsr-split=component",
      "src/web/shared/map/map-runtime.ts",
      "locales/en/messages.po?catalog-part=core",
      "locales/en/messages.po?catalog-part=admin",
    ],
  },
  "_router-o1.js": { file: "assets/router-o1.js" },
  "src/web/routes/$lang/admin/index.tsx?tsr-split=component": { file: "assets/admin-d1.js", isDynamicEntry: true },
  "src/web/shared/map/map-runtime.ts": { file: "assets/map-runtime-m1.js", isDynamicEntry: true },
  ...["shell", "ui", "hero", "forms", "booking", "core", "admin"].reduce(
    (parts, part) => ({ ...parts, ...catalog("en", part, `messages-e-${part}`) }),
    {},
  ),
  ...["shell", "ui", "hero"].reduce((parts, part) => ({ ...parts, ...catalog("fr", part, `messages-f-${part}`) }), {}),
};

const HEADER = { key: "src/web/features/shell/site-header.tsx", parts: ["ui"] };
const HERO = { key: "_hero-section-h1.js", parts: ["hero", "ui"] };
const CONTACT = { key: "_contact-form-c1.js", parts: ["forms", "ui"] };
const BASE_PARTS = ["shell"];
const PAGES: PageStart[] = [
  { home: true, islands: [HEADER, HERO] },
  { home: true, islands: [HEADER, HERO] },
  { home: false, islands: [HEADER, CONTACT] },
  { home: false, islands: [HEADER] },
];

describe("filesAtStart", () => {
  it("holds the entry, React, the islands runtime and its services, and the page's islands with their imports", () => {
    expect([...filesAtStart(SITE, [HERO.key])].sort()).toEqual([
      "assets/dialog-d1.js",
      "assets/hero-section-h1.js",
      "assets/index-a1.css",
      "assets/index-a1.js",
      "assets/island-i1.js",
      "assets/languages-l1.js",
      "assets/react-libraries-r1.js",
      "assets/react-r1.js",
      "assets/register-service-worker-w1.js",
      "assets/site-main-s1.js",
      "assets/site-services-v1.js",
    ]);
  });
});

describe("packPlan", () => {
  const groups = precacheGroups(SITE);
  const plan = packPlan(SITE, groups, PAGES, BASE_PARTS);

  it("packs nothing every prerendered page loads: the first visit has it in the HTTP cache", () => {
    expect(plan.certain).toEqual([
      "assets/icons-n1.js",
      "assets/index-a1.css",
      "assets/index-a1.js",
      "assets/island-i1.js",
      "assets/languages-l1.js",
      "assets/react-libraries-r1.js",
      "assets/react-r1.js",
      "assets/register-service-worker-w1.js",
      "assets/site-header-sh1.js",
      "assets/site-main-s1.js",
      "assets/site-services-v1.js",
    ]);
  });

  it("packs the home pages' own chunks apart from the rest", () => {
    expect(plan.home).toEqual(["assets/dialog-d1.js", "assets/hero-section-h1.js"]);
    expect(plan.booking).toEqual([]);
    expect(plan.app).toEqual([
      "assets/app-p1.css",
      "assets/app-p1.js",
      "assets/booking-card-b1.js",
      "assets/catch-up-u1.js",
      "assets/contact-form-c1.js",
      "assets/fields-f1.js",
      "assets/http-t1.js",
      "assets/router-o1.js",
    ]);
  });

  it("packs the booking page's own chunks apart, but those the home pages load", () => {
    const withBooking = packPlan(SITE, groups, PAGES, BASE_PARTS, ["_booking-card-b1.js", HERO.key]);
    expect(withBooking.home).toEqual(plan.home);
    expect(withBooking.booking).toEqual(["assets/booking-card-b1.js", "assets/fields-f1.js"]);
    expect(withBooking.app).not.toContain("assets/booking-card-b1.js");
    expect(withBooking.app).not.toContain("assets/fields-f1.js");
  });

  it("packs every guest chunk once, and never the back office's nor the map's", () => {
    const withBooking = packPlan(SITE, groups, PAGES, BASE_PARTS, ["_booking-card-b1.js"]);
    const packed = [...withBooking.certain, ...withBooking.home, ...withBooking.booking, ...withBooking.app];
    expect(packed.toSorted()).toEqual(groups.shared);
    expect(new Set(packed).size).toBe(packed.length);
    expect(packed.filter((file) => /admin|map-runtime|messages/.test(file))).toEqual([]);
  });

  it("packs with each language its catalog parts but those every page loads, and no other language's", () => {
    expect(plan.catalogs).toEqual({
      en: [
        "assets/messages-e-booking.js",
        "assets/messages-e-core.js",
        "assets/messages-e-forms.js",
        "assets/messages-e-hero.js",
      ],
      fr: ["assets/messages-f-hero.js"],
    });
  });

  it("without prerendered pages, takes for certain only what every page starts with", () => {
    const bare = packPlan(SITE, groups, [], BASE_PARTS);
    expect(bare.home).toEqual([]);
    expect(bare.app).toContain("assets/site-header-sh1.js");
    expect(bare.catalogs.en).toContain("assets/messages-e-ui.js");
    expect(bare.catalogs.en).not.toContain("assets/messages-e-shell.js");
  });
});
