// Translator's helper: writes French, Russian and German translations from a JSON file into the PO catalogs,
// or lists what is still untranslated. Run `npm run i18n:extract` first so every msgid is in the catalogs.
//   node scripts/i18n-fill.mjs translations.json      # [{ "msgid": "...", "msgctxt"?: "...", "fr": "...", "ru": "...", "de": "..." }]
//   node scripts/i18n-fill.mjs --missing [filter]      # msgids without a translation (optionally containing filter)
import { readFileSync, writeFileSync } from "node:fs";
// The PO reader and writer @lingui/format-po uses, with its settings (no folding), so a catalog written here is
// byte for byte what the extract step would write.
import { parsePo, stringifyPo } from "pofile-ts";

const LANGUAGES = ["fr", "ru", "de"];
const catalogPath = (language) => `locales/${language}/messages.po`;
const load = (language) => parsePo(readFileSync(catalogPath(language), "utf8"));
// The same English word can mean two things ("Guest" the role, "Guest" the person staying): a context keeps them apart.
const keyOf = (msgid, msgctxt) => `${msgctxt ?? ""}\u0004${msgid}`;

const [, , first, filter] = process.argv;
if (!first) {
  console.error("usage: node scripts/i18n-fill.mjs <translations.json> | --missing [filter]");
  process.exit(2);
}

if (first === "--missing") {
  const missing = new Map();
  for (const language of LANGUAGES) {
    for (const item of load(language).items) {
      if (
        item.msgstr.every((text) => text === "") &&
        (!filter || item.msgid.includes(filter) || item.references.some((ref) => ref.includes(filter)))
      ) {
        missing.set(item.msgid, [...(missing.get(item.msgid) ?? []), language]);
      }
    }
  }
  for (const [msgid, languages] of missing) console.log(`${JSON.stringify(msgid)}  (${languages.join(", ")})`);
  console.log(`${missing.size} msgid(s) missing a translation`);
  process.exit(0);
}

const entries = JSON.parse(readFileSync(first, "utf8"));
let unknown = 0;
for (const language of LANGUAGES) {
  const po = load(language);
  const byId = new Map(po.items.map((item) => [keyOf(item.msgid, item.msgctxt), item]));
  let written = 0;
  for (const entry of entries) {
    const item = byId.get(keyOf(entry.msgid, entry.msgctxt));
    if (!item) {
      if (language === LANGUAGES[0]) {
        console.warn(`not in the catalog (run the extract step?): ${JSON.stringify(entry.msgid)}`);
        unknown += 1;
      }
      continue;
    }
    if (typeof entry[language] !== "string" || entry[language] === "") continue;
    item.msgstr = [entry[language]];
    written += 1;
  }
  writeFileSync(catalogPath(language), stringifyPo(po, { foldLength: 0 }));
  console.log(`${language}: ${written} translation(s) written`);
}
process.exit(unknown > 0 ? 1 : 0);
