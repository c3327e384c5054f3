// The PO catalogs: every language has every message, translated (DESIGN 6: no English left in fr/ru/de).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES } from "../../src/domain/languages.ts";

// Messages that are rightly spelled the same in a language as in English (names, codes).
// Names that every language writes as English does, and words that are spelled the same in one
// language: a translation equal to its English msgid is only accepted for these.
// "Red Sea Villa" is the place's name, written the same in every language, as the installed app's name is.
const PROPER_NAMES = [
  "Airbnb",
  "WhatsApp",
  "Booking.com",
  "Facebook",
  "Instagram",
  "El Gouna",
  "Hurghada Marina",
  "Ramadan",
  "Red Sea Villa",
  // Banking codes every European bank prints as they are.
  "IBAN",
  "BIC",
];
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  fr: [
    ...PROPER_NAMES,
    "Contact",
    "Culture",
    "Date",
    "E-mail",
    "Actions",
    "Force majeure",
    "Latitude",
    "Longitude",
    "Message",
    "Notifications",
    "Total",
    "Villa",
    "Villas",
    "Questions",
    "Services",
  ],
  ru: PROPER_NAMES,
  de: [...PROPER_NAMES, "Bank", "Dashboard", "Name", "Optional", "Optional.", "Status", "Villa"],
};

/** msgid → msgstr of a PO file, joining continued string lines and skipping the header entry. */
function readCatalog(language: string, catalog: "messages" | "emails" = "messages"): Map<string, string> {
  const text = readFileSync(new URL(`../../locales/${language}/${catalog}.po`, import.meta.url), "utf8");
  const entries = new Map<string, string>();
  for (const block of text.split(/\n{2,}/)) {
    const id = fieldOf(block, "msgid");
    const translation = fieldOf(block, "msgstr");
    if (id === undefined || translation === undefined || id === "") continue;
    entries.set(id, translation);
  }
  return entries;
}

function fieldOf(block: string, field: "msgid" | "msgstr"): string | undefined {
  const match = new RegExp(`^${field} ("(?:[^"\\\\]|\\\\.)*"(?:\\n"(?:[^"\\\\]|\\\\.)*")*)`, "m").exec(block);
  if (!match?.[1]) return undefined;
  return match[1]
    .split("\n")
    .map((line) => JSON.parse(line) as string)
    .join("");
}

const CHOICE_TYPES = new Set(["plural", "select", "selectordinal"]);

/**
 * The ICU arguments ({name}, {count, plural, ...}) and Lingui's numbered tags (<0>, </0>) of a message,
 * looking inside plural and select branches; branch keys and branch words are translatable, so left out.
 */
function placeholdersOf(message: string): string[] {
  const found: string[] = [];
  let at = 0;
  const readUntil = (stops: string) => {
    const start = at;
    while (at < message.length && !stops.includes(message[at] ?? "")) at++;
    return message.slice(start, at).trim();
  };
  const scanText = (closing: boolean) => {
    while (at < message.length) {
      const char = message[at];
      if (char === "}" && closing) {
        at++;
        return;
      }
      if (char === "<") {
        const tag = /^<\/?\d+\/?>/.exec(message.slice(at));
        if (tag) found.push(tag[0]);
        at += tag ? tag[0].length : 1;
      } else if (char === "{") {
        at++;
        scanArgument();
      } else at++;
    }
  };
  const scanArgument = () => {
    const name = readUntil(",}");
    found.push(`{${name}}`);
    const hasType = message[at] === ",";
    at++;
    if (!hasType) return;
    const type = readUntil(",}");
    const hasFormat = message[at] === ",";
    at++;
    if (!hasFormat) return;
    if (!CHOICE_TYPES.has(type)) {
      readUntil("}");
      at++;
      return;
    }
    // Branches: `key {message}` pairs (and an optional `offset:n`) up to the closing brace.
    while (at < message.length && message[at] !== "}") {
      readUntil("{}");
      if (message[at] === "{") {
        at++;
        scanText(true);
      }
    }
    at++;
  };
  scanText(false);
  return [...new Set(found)].sort();
}

const english = readCatalog("en");

describe("placeholdersOf", () => {
  it("finds arguments and tags, also inside plural branches, but not the branch words", () => {
    expect(placeholdersOf("Hello {name}, <0>welcome</0>")).toEqual(["</0>", "<0>", "{name}"]);
    expect(placeholdersOf("{count, plural, one {# night in {city}} other {# nights in {city}}}")).toEqual([
      "{city}",
      "{count}",
    ]);
    expect(placeholdersOf("{count, plural, one {# nuit à {city}} other {# nuits à {city}}}")).toEqual(
      placeholdersOf("{count, plural, one {# night in {city}} other {# nights in {city}}}"),
    );
    expect(placeholdersOf("{count, plural, one {# nuit} other {# nuits}}")).not.toEqual(
      placeholdersOf("{total, plural, one {# night} other {# nights}}"),
    );
  });
});

describe("translation catalogs", () => {
  it("hold the interface's messages", () => {
    expect(english.size).toBeGreaterThan(0);
    expect(english.has("Page Not Found")).toBe(true);
  });

  for (const language of SUPPORTED_LANGUAGES.filter((code) => code !== "en")) {
    it(`${language} has exactly the English messages, each translated`, () => {
      const catalog = readCatalog(language);
      expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
      const untranslated = [...catalog].filter(
        ([id, translation]) =>
          translation.trim() === "" || (translation === id && !SAME_AS_ENGLISH[language]?.includes(id)),
      );
      expect(untranslated.map(([id]) => id)).toEqual([]);
    });

    it(`${language} keeps every placeholder of the English message`, () => {
      const catalog = readCatalog(language);
      for (const [id, translation] of catalog) expect(placeholdersOf(translation), id).toEqual(placeholdersOf(id));
    });
  }
});

// The server's notification texts (src/server/notifications/mail-messages.ts): explicit ids, so the English text
// is the English msgstr, and each language must translate it rather than repeat it.
describe("notification (e-mail and push) catalogs", () => {
  const englishMails = readCatalog("en", "emails");
  // A message of placeholders and punctuation only ("{guestName}, {dates}, {guests}") rightly stays as it is.
  const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{[^{}]*\}/g, ""));

  it("hold the notification texts", () => {
    expect(englishMails.get("guestReceived.subject")).toBe("We have received your booking request");
    for (const [id, message] of englishMails) expect(message.trim(), id).not.toBe("");
  });

  for (const language of SUPPORTED_LANGUAGES.filter((code) => code !== "en")) {
    it(`${language} has exactly the English notification texts, each translated with its placeholders`, () => {
      const catalog = readCatalog(language, "emails");
      expect([...catalog.keys()].sort()).toEqual([...englishMails.keys()].sort());
      const untranslated = [...catalog].filter(([id, translation]) => {
        const english = englishMails.get(id) ?? "";
        return (
          translation.trim() === "" ||
          (translation === english && hasWords(english) && !SAME_AS_ENGLISH[language]?.includes(english))
        );
      });
      expect(untranslated.map(([id]) => id)).toEqual([]);
      for (const [id, translation] of catalog)
        expect(placeholdersOf(translation), id).toEqual(placeholdersOf(englishMails.get(id) ?? ""));
    });
  }
});
