// The translations of the notification texts: locales/{language}/emails.po, parsed and compiled once per process
// (Lingui's PO formatter and message compiler, the same code the build uses for the web catalogs), one Lingui
// instance per language. A message missing from a language falls back to its English text.
import { readFileSync } from "node:fs";
import { setupI18n, type I18n, type MessageDescriptor } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { SUPPORTED_LANGUAGES, type Language } from "../../domain/languages.ts";

const LOCALES_DIR = new URL("../../../locales/", import.meta.url);

type CompiledMessages = Record<string, ReturnType<typeof compileMessageOrThrow>>;

function readCatalog(language: Language): CompiledMessages {
  const text = readFileSync(new URL(`${language}/emails.po`, LOCALES_DIR), "utf8");
  // The PO formatter's parse is synchronous; its declared type allows a promise for other formats.
  const catalog = formatter().parse(text, {
    locale: language,
    sourceLocale: "en",
    filename: `${language}/emails.po`,
  }) as Record<string, { translation?: string; obsolete?: boolean }>;
  const compiled: CompiledMessages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.obsolete || !entry.translation) continue;
    compiled[id] = compileMessageOrThrow(entry.translation);
  }
  return compiled;
}

let instances: ReadonlyMap<Language, I18n> | undefined;

/** Reads and compiles every language's catalog (once); called at start so a broken catalog fails early. */
export function loadMailCatalogs(): ReadonlyMap<Language, I18n> {
  if (instances) return instances;
  const english = readCatalog("en");
  instances = new Map(
    SUPPORTED_LANGUAGES.map((language) => {
      // English under every missing translation, already compiled: Lingui compiles nothing at run time in production.
      const messages = language === "en" ? english : { ...english, ...readCatalog(language) };
      return [language, setupI18n({ locale: language, messages: { [language]: messages } })] as const;
    }),
  );
  return instances;
}

export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/** `t(descriptor, values)` in `language`. */
export function mailTranslator(language: Language): Translate {
  // Not named i18n: `lingui extract` reads every i18n._(...) call as a message to extract.
  const catalog = loadMailCatalogs().get(language);
  if (!catalog) throw new Error(`No mail catalog for ${language}`);
  return (descriptor, values) => catalog._(descriptor.id, values, { message: descriptor.message });
}
