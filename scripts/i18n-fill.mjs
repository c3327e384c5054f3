// Translator's helper: writes French, Russian and German translations from a JSON file into the PO catalogs (the web
// app's messages.po and the mails' and invoice's emails.po, whose msgids are explicit ids such as "mail.greeting"),
// or lists what is still untranslated. Run `npm run i18n:extract` first so every msgid is in the catalogs.
//   node scripts/i18n-fill.mjs translations.json      # [{ "msgid": "...", "msgctxt"?: "...", "fr": "...", "ru": "...", "de": "..." }]
//   node scripts/i18n-fill.mjs --missing [filter]      # msgids without a translation (optionally containing filter)
import { readFileSync, writeFileSync } from "node:fs";
// The PO reader and writer @lingui/format-po uses, with its settings (no folding), so a catalog written here is
// byte for byte what the extract step would write.
import { parsePo, stringifyPo } from "pofile-ts";

const LANGUAGES = ["fr", "ru", "de"];
const CATALOGS = ["messages", "emails"];
const catalogPath = (language, catalog) => `locales/${language}/${catalog}.po`;
const load = (language, catalog) => parsePo(readFileSync(catalogPath(language, catalog), "utf8"));
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
    for (const item of CATALOGS.flatMap((catalog) => load(language, catalog).items)) {
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
const found = new Set();
for (const language of LANGUAGES) {
  let written = 0;
  for (const catalog of CATALOGS) {
    const po = load(language, catalog);
    const byId = new Map(po.items.map((item) => [keyOf(item.msgid, item.msgctxt), item]));
    for (const entry of entries) {
      const item = byId.get(keyOf(entry.msgid, entry.msgctxt));
      if (!item) continue;
      found.add(keyOf(entry.msgid, entry.msgctxt));
      if (typeof entry[language] !== "string" || entry[language] === "") continue;
      item.msgstr = [entry[language]];
      written += 1;
    }
    writeFileSync(catalogPath(language, catalog), stringifyPo(po, { foldLength: 0 }));
  }
  console.log(`${language}: ${written} translation(s) written`);
}
const unknown = entries.filter((entry) => !found.has(keyOf(entry.msgid, entry.msgctxt)));
for (const entry of unknown)
  console.warn(`not in the catalogs (run the extract step?): ${JSON.stringify(entry.msgid)}`);
process.exit(unknown.length > 0 ? 1 : 0);
