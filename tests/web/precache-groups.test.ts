// Which built files a guest's service worker keeps (build/precache-groups.ts, build/offline-packs.ts), on a Vite
// manifest made up for the test in the shape the build writes.
import { describe, expect, it } from "vitest";
import { isGuestPrecached, SMALL_PUBLIC_FILE_BYTES } from "../../build/offline-packs.ts";
import { catalogOf, precacheGroups, type BuildManifest } from "../../build/precache-groups.ts";

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

  it("tells apart what only the app reaches: no prerendered page loads it", () => {
    expect(groups.appOnly).toEqual(["assets/app-p1.js", "assets/booking-b1.js", "assets/fields-f1.js"]);
  });

  it("gives each language its own catalog parts, without the back office's", () => {
    expect(groups.catalogs).toEqual({
      en: ["assets/messages-ec.js", "assets/messages-es.js"],
      fr: ["assets/messages-fs.js"],
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
  const groups = precacheGroups(MANIFEST);
  const languages = ["en", "fr"];
  const kept = (url: string, size = 1000) => isGuestPrecached({ url, size }, groups, languages);

  it("keeps a guest's chunks and not the others'", () => {
    expect(kept("assets/booking-b1.js")).toBe(true);
    expect(kept("assets/admin-d1.js")).toBe(false);
    // Catalogs come with the language packs.
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
