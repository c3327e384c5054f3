// The text rule of browser and server (src/domain/text-hygiene.ts): no C0 control character (tab, line
// feed and carriage return only where text spans lines), no DEL, no lone surrogate; reported per field.
import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterErrors,
  hasControlCharacter,
} from "../../src/domain/text-hygiene.ts";

describe("hasControlCharacter", () => {
  it.each([
    ["a NUL byte", "Ada\u0000Lovelace"],
    ["a bell", "\u0007"],
    ["an escape", "x\u001b[31m"],
    ["DEL", "abc\u007f"],
    ["a vertical tab (pasted from a word processor)", "line\u000bline"],
    ["a lone high surrogate", "a\ud83db"],
    ["a lone low surrogate", "a\ude00b"],
    ["a high surrogate at the end", "end\ud83d"],
  ])("refuses %s anywhere", (_name, text) => {
    expect(hasControlCharacter(text, false)).toBe(true);
    expect(hasControlCharacter(text, true)).toBe(true);
  });

  it("allows tab, line feed and carriage return only in multi-line text", () => {
    for (const text of ["a\tb", "a\nb", "a\r\nb"]) {
      expect(hasControlCharacter(text, true), JSON.stringify(text)).toBe(false);
      expect(hasControlCharacter(text, false), JSON.stringify(text)).toBe(true);
    }
  });

  it("allows every printable character, accents, scripts and emoji (surrogate pairs)", () => {
    expect(hasControlCharacter("Zoë Ñandú — Мария Schröder 😀 👍🏽 ~ ß € \u00a0", false)).toBe(false);
    expect(hasControlCharacter("", false)).toBe(false);
  });
});

describe("controlCharacterErrors", () => {
  it("names each offending field by its path, keys included, and lets multi-line fields keep their line breaks", () => {
    const errors = controlCharacterErrors({
      fullName: "Ada\nLovelace",
      notes: "Arriving late\r\n\tafter 22:00",
      amenities: ["wifi", "pool\u0000"],
      nested: { message: "ok\nfine", title: "bad\u0001" },
      "key\u0000": "value",
      count: 3,
      flag: null,
    });
    expect(errors.map((e) => e.path)).toEqual(["fullName", "amenities.1", "nested.title", "key\u0000"]);
    expect(errors.every((e) => e.message === CONTROL_CHARACTER_MESSAGE)).toBe(true);
  });

  it("keeps a text per language a text of its field: a translated description may span lines, a title may not", () => {
    const errors = controlCharacterErrors({
      description: { en: "One.\nTwo.", fr: "Un.\nDeux." },
      houseRules: { de: "Keine Partys.\r\nKeine Haustiere." },
      title: { ru: "Вилла\nКоралл" },
    });
    expect(errors.map((e) => e.path)).toEqual(["title.ru"]);
  });

  it("finds nothing in clean input, or in input without strings", () => {
    expect(controlCharacterErrors({ email: "a@b.com", notes: "two\nlines" })).toEqual([]);
    expect(controlCharacterErrors(undefined)).toEqual([]);
    expect(controlCharacterErrors(42)).toEqual([]);
    expect(controlCharacterErrors("plain")).toEqual([]);
    expect(controlCharacterErrors("bad\u0000")).toEqual([{ path: "", message: CONTROL_CHARACTER_MESSAGE }]);
  });

  it("walks a body nested 50,000 levels deep without overflowing the stack, and reports a bounded path", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 50_000; i++) deep = [deep];
    const [error, ...rest] = controlCharacterErrors({ deep });
    expect(rest).toEqual([]);
    expect(error?.path.startsWith("deep.0.0")).toBe(true);
    expect(error?.path.length).toBeLessThanOrEqual(201);
  });

  it("reports at most 20 fields", () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, "\u0000"]));
    expect(controlCharacterErrors(many)).toHaveLength(20);
  });
});
