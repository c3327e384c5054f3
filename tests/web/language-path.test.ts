// The language guard's rewrites, the switcher's path swap and the language `/` opens in (SPEC 2).
import { describe, expect, it } from "vitest";
import { canonicalLanguagePath, languageOfPath, pathInLanguage } from "../../src/web/i18n/language-path.ts";
import { pickStartLanguage } from "../../src/web/i18n/preferred-language.ts";

describe("canonicalLanguagePath", () => {
  it.each([
    ["/en", null],
    ["/fr/about", null],
    ["/ru/services/diving", null],
    ["/de/", "/de"],
    ["/EN/", "/en"],
    ["/EN/about", "/en/about"],
    ["/Fr/contact", "/fr/contact"],
    ["/fr-FR/about", "/fr/about"],
    ["/de_AT/booking", "/de/booking"],
    ["/xx/anything", "/en/anything"],
    ["/zh-Hans/about", "/en/about"],
    ["/", "/ru"],
    ["/about", "/ru/about"],
    ["/about/team", "/ru/about/team"],
  ])("%s → %s", (pathname, expected) => {
    expect(canonicalLanguagePath(pathname, "ru")).toBe(expected);
  });
});

describe("pathInLanguage", () => {
  it("swaps only the language prefix and keeps the rest of the path", () => {
    expect(pathInLanguage("/en/services/diving", "fr")).toBe("/fr/services/diving");
    expect(pathInLanguage("/ru", "de")).toBe("/de");
    expect(pathInLanguage("/de/", "en")).toBe("/en");
  });

  it("sends a path without a language to the home page of the chosen one", () => {
    expect(pathInLanguage("/", "fr")).toBe("/fr");
  });
});

describe("languageOfPath", () => {
  it("reads only an exact supported code", () => {
    expect(languageOfPath("/fr/about")).toBe("fr");
    expect(languageOfPath("/FR/about")).toBeNull();
    expect(languageOfPath("/about")).toBeNull();
  });
});

describe("pickStartLanguage", () => {
  it("prefers a supported stored language", () => {
    expect(pickStartLanguage("de", "fr-FR")).toBe("de");
  });

  it("ignores an unsupported or tampered stored value and uses the browser language", () => {
    expect(pickStartLanguage("es", "fr-FR")).toBe("fr");
    expect(pickStartLanguage("<script>en", "ru-RU")).toBe("ru");
    expect(pickStartLanguage(null, "de")).toBe("de");
  });

  it("falls back to English for an unsupported browser language", () => {
    expect(pickStartLanguage(null, "pt-BR")).toBe("en");
    expect(pickStartLanguage(null, undefined)).toBe("en");
  });
});
