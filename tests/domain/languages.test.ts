// SPEC 5 language normalisation.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  normalizeLanguage,
  SUPPORTED_LANGUAGES,
} from "../../src/domain/index.ts";

describe("languages", () => {
  it("lists en, fr, ru, de with their metadata", () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual(["en", "fr", "ru", "de"]);
    expect(LANGUAGES.map((l) => l.code)).toEqual(["en", "fr", "ru", "de"]);
    expect(LANGUAGES.every((l) => l.rtl === false && l.flag !== "" && l.nativeName !== "")).toBe(true);
    expect(DEFAULT_LANGUAGE).toBe("en");
  });

  it.each([
    ["fr", "fr"],
    ["FR", "fr"],
    ["de-AT", "de"],
    ["ru-RU", "ru"],
    ["en-GB", "en"],
    [" de ", "de"],
    ["es", "en"],
    ["es-ES", "en"],
    ["", "en"],
    ["<script>alert(1)</script>", "en"],
    ["fr<script>", "en"],
    ["javascript:fr", "en"],
    ['de"onload=', "en"],
    ["%3Cscript%3E", "en"],
  ])("normalizes %j → %s", (raw, expected) => {
    expect(normalizeLanguage(raw)).toBe(expected);
  });

  it("treats non-strings as the default", () => {
    expect(normalizeLanguage(undefined)).toBe("en");
    expect(normalizeLanguage(42)).toBe("en");
    expect(normalizeLanguage({ toString: () => "fr" })).toBe("en");
  });

  it("recognises supported codes exactly", () => {
    expect(isLanguage("ru")).toBe(true);
    expect(isLanguage("RU")).toBe(false);
    expect(isLanguage("es")).toBe(false);
  });
});
