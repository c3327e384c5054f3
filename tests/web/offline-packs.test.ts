// The build's language packs (build/offline-packs.ts) and how the worker reads addresses against them
// (src/web/pwa/offline-keeping.ts).
import { describe, expect, it } from "vitest";
import { codePack, injectOfflineLanguages, languagePacks, offlineCode, pageOfFile } from "../../build/offline-packs.ts";
import {
  languageCacheName,
  languageOfCache,
  languageOfPath,
  prerenderedPageOf,
  savesData,
} from "../../src/web/pwa/offline-keeping.ts";

const PAGES = {
  en: { "/en": "<h1>Home</h1>", "/en/about": "<h1>About</h1>" },
  fr: { "/fr": "<h1>Accueil</h1>" },
};

describe("languagePacks", () => {
  const { files, languages } = languagePacks(PAGES, { en: ["assets/messages-e1.js"] });

  it("writes one pack per language holding its pages by path", () => {
    expect(files.map((file) => file.file)).toEqual([
      expect.stringMatching(/^offline\/en-[0-9a-f]{10}\.json$/),
      expect.stringMatching(/^offline\/fr-[0-9a-f]{10}\.json$/),
    ]);
    expect(JSON.parse(files[0]!.content)).toEqual({ pages: PAGES.en, files: {} });
    expect(languages.en).toEqual({
      pack: `/${files[0]!.file}`,
      pages: ["/en", "/en/about"],
      catalogs: ["/assets/messages-e1.js"],
    });
    expect(languages.fr?.catalogs).toEqual([]);
  });

  it("holds the code of the catalog parts given to it, by address", () => {
    const packed = languagePacks(
      PAGES,
      { en: ["assets/messages-e1.js", "assets/messages-e2.js"] },
      {
        en: { "assets/messages-e2.js": "export const messages={}" },
      },
    );
    expect(JSON.parse(packed.files[0]!.content)).toEqual({
      pages: PAGES.en,
      files: { "/assets/messages-e2.js": "export const messages={}" },
    });
    // The worker is told of every catalog part, packed or not: those it does not find in the pack it downloads.
    expect(packed.languages.en!.catalogs).toEqual(["/assets/messages-e1.js", "/assets/messages-e2.js"]);
    const otherCode = languagePacks(
      PAGES,
      { en: ["assets/messages-e1.js", "assets/messages-e2.js"] },
      {
        en: { "assets/messages-e2.js": "export const messages={a:1}" },
      },
    );
    expect(otherCode.languages.en!.pack).not.toBe(packed.languages.en!.pack);
  });

  it("names a pack after its pages and its catalogs, so either change makes a new cache", () => {
    const samePages = languagePacks(PAGES, { en: ["assets/messages-e2.js"] }).languages.en!.pack;
    const otherPage = languagePacks(
      { ...PAGES, en: { ...PAGES.en, "/en": "<h1>Welcome</h1>" } },
      {
        en: ["assets/messages-e1.js"],
      },
    ).languages.en!.pack;
    expect(new Set([languages.en!.pack, samePages, otherPage]).size).toBe(3);
    expect(languagePacks(PAGES, { en: ["assets/messages-e1.js"] }).languages.en!.pack).toBe(languages.en!.pack);
  });

  it("tells the built worker where the packs are, once", () => {
    const code = offlineCode({ certain: ["assets/react-r1.js"] }, [
      { pack: "/offline/app-1.json", files: ["/assets/router-r1.js"] },
    ]);
    expect(code).toEqual({
      files: ["/assets/react-r1.js"],
      packs: [{ pack: "/offline/app-1.json", files: ["/assets/router-r1.js"] }],
    });
    const worker = "const a=self.__OFFLINE_LANGUAGES,b=self.__OFFLINE_CODE;run(a,b);";
    expect(injectOfflineLanguages(worker, languages, code)).toBe(
      `const a=${JSON.stringify(languages)},b=${JSON.stringify(code)};run(a,b);`,
    );
    expect(() => injectOfflineLanguages("run(self.__OFFLINE_CODE)", languages, code)).toThrow(/once/);
  });

  it("puts chunks in a code pack named after its content, and tells the worker what it holds", () => {
    const { file, pack } = codePack("app", { "assets/router-r1.js": "export const r=1", "assets/app-a1.css": "a{}" });
    expect(file.file).toMatch(/^offline\/app-[0-9a-f]{10}\.json$/);
    expect(JSON.parse(file.content)).toEqual({
      files: { "/assets/app-a1.css": "a{}", "/assets/router-r1.js": "export const r=1" },
    });
    expect(pack).toEqual({ pack: `/${file.file}`, files: ["/assets/app-a1.css", "/assets/router-r1.js"] });
    expect(codePack("app", { "assets/router-r1.js": "export const r=2" }).file.file).not.toBe(file.file);
    expect(codePack("home", {}).file.file).toMatch(/^offline\/home-/);
  });

  it("reads a page's path and language from its file", () => {
    expect(pageOfFile("en/index.html")).toEqual({ language: "en", path: "/en" });
    expect(pageOfFile("fr/services/scuba-diving/index.html")).toEqual({
      language: "fr",
      path: "/fr/services/scuba-diving",
    });
    expect(pageOfFile("index.html")).toBeUndefined();
    expect(pageOfFile("assets/x.js")).toBeUndefined();
  });
});

describe("what the worker reads from an address", () => {
  const { languages } = languagePacks(PAGES, {});
  const at = (path: string) => new URL(path, "https://villa.example");

  it("finds the prerendered page of a navigation, not one with a query nor an app page", () => {
    expect(prerenderedPageOf(at("/en/about"), languages.en)).toBe("/en/about");
    expect(prerenderedPageOf(at("/en/about/"), languages.en)).toBe("/en/about");
    expect(prerenderedPageOf(at("/en"), languages.en)).toBe("/en");
    expect(prerenderedPageOf(at("/en/about?tab=1"), languages.en)).toBeUndefined();
    expect(prerenderedPageOf(at("/en/booking"), languages.en)).toBeUndefined();
    expect(prerenderedPageOf(at("/en/about"), undefined)).toBeUndefined();
  });

  it("finds the language of a path among the packed ones", () => {
    expect(languageOfPath("/fr/contact", languages)).toBe("fr");
    expect(languageOfPath("/de/contact", languages)).toBeUndefined();
    expect(languageOfPath("/", languages)).toBeUndefined();
    expect(languageOfPath("/constructor", languages)).toBeUndefined();
  });

  it("names one cache per pack and reads its language back", () => {
    const name = languageCacheName("/offline/fr-0123456789.json");
    expect(name).toBe("offline-pages-fr-0123456789");
    expect(languageOfCache(name)).toBe("fr");
    expect(languageOfCache("workbox-precache-v2-https://villa.example/")).toBeUndefined();
  });
});

describe("savesData", () => {
  it.each([
    [{ saveData: true, effectiveType: "4g" }, true],
    [{ saveData: false, effectiveType: "2g" }, true],
    [{ effectiveType: "slow-2g" }, true],
    [{ saveData: false, effectiveType: "3g" }, false],
    [undefined, false],
  ])("%j → %s", (connection, expected) => expect(savesData(connection)).toBe(expected));
});
