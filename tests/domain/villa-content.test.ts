// The villa content's rules (villa-content.ts): the reader's language with English as the fallback, the missing
// translations the editor flags, and the checks of an edit.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES } from "../../src/domain/languages.ts";
import {
  checkVillaContent,
  cleanLocalizedText,
  missingTranslations,
  textIn,
  type VillaContent,
} from "../../src/domain/villa-content.ts";

const EMPTY: VillaContent = {
  title: { en: "Villa" },
  description: {},
  address: { en: "North Hurghada" },
  arrivalInstructions: {},
  houseRules: {},
  checkOutSteps: {},
  wifiNetwork: null,
  wifiPassword: null,
  accessCode: null,
  revealDaysBeforeArrival: 3,
  phone: null,
  whatsapp: null,
  latitude: null,
  longitude: null,
};

describe("textIn", () => {
  it("reads the language's own text, else the English, else nothing", () => {
    expect(textIn({ en: "Sea", fr: "Mer" }, "fr")).toBe("Mer");
    expect(textIn({ en: "Sea", fr: "  " }, "fr")).toBe("Sea");
    expect(textIn({ en: "Sea" }, "de")).toBe("Sea");
    expect(textIn({}, "ru")).toBe("");
  });

  it("never answers blank while any English text exists", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ""),
        fc.dictionary(fc.constantFrom(...SUPPORTED_LANGUAGES), fc.string()),
        fc.constantFrom(...SUPPORTED_LANGUAGES),
        (english, others, language) => {
          expect(textIn({ ...others, en: english }, language).trim()).not.toBe("");
        },
      ),
    );
  });
});

describe("missingTranslations", () => {
  it("flags each language without its text once the English is written", () => {
    expect(missingTranslations({ en: "Sea", fr: "Mer", de: " " })).toEqual(["ru", "de"]);
    expect(missingTranslations({ en: "Sea", fr: "Mer", ru: "Море", de: "Meer" })).toEqual([]);
    // Nothing to translate yet.
    expect(missingTranslations({ fr: "Mer" })).toEqual([]);
  });
});

describe("cleanLocalizedText", () => {
  it("trims and leaves out the blank ones", () => {
    expect(cleanLocalizedText({ en: " Sea ", fr: "", ru: "  ", de: "Meer" })).toEqual({ en: "Sea", de: "Meer" });
  });
});

describe("checkVillaContent", () => {
  it("accepts the smallest content", () => {
    expect(checkVillaContent(EMPTY)).toEqual([]);
  });

  it("asks for the English title and address", () => {
    const issues = checkVillaContent({ ...EMPTY, title: { fr: "Villa" }, address: { en: " " } });
    expect(issues.map((i) => [i.path, i.rule])).toEqual([
      ["title.en", "englishTextRequired"],
      ["address.en", "englishTextRequired"],
    ]);
  });

  it("bounds every text per language and the secrets", () => {
    const issues = checkVillaContent({
      ...EMPTY,
      description: { de: "x".repeat(5001) },
      checkOutSteps: { ru: "x".repeat(4001) },
      wifiPassword: "x".repeat(101),
    });
    expect(issues.map((i) => i.path)).toEqual(["description.de", "checkOutSteps.ru", "wifiPassword"]);
  });

  it("checks the phone numbers, the days and the coordinates", () => {
    const issues = checkVillaContent({
      ...EMPTY,
      phone: "+20 100 000 2760",
      whatsapp: "abc",
      revealDaysBeforeArrival: 2.5,
      latitude: 27.2,
      longitude: 181,
    });
    expect(issues.map((i) => [i.path, i.rule])).toEqual([
      ["revealDaysBeforeArrival", "revealDaysInvalid"],
      ["whatsapp", "phoneInvalid"],
      ["longitude", "coordinatesInvalid"],
    ]);
    expect(checkVillaContent({ ...EMPTY, latitude: 27.2 }).map((i) => i.message)).toEqual([
      "Please enter both latitude and longitude, or neither",
    ]);
  });
});
