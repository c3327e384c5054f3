// An I18n instance activated in one language with that language's real PO catalog, for unit tests
// that check translated output.
import { setupI18n, type I18n } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** An I18n activated in `language`, with that language's catalog read from locales/ (English: none needed). */
export async function i18nFor(language: "en" | "fr" | "ru" | "de"): Promise<I18n> {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  const messages: Record<string, string> = {};
  if (language !== "en") {
    // A path, not a URL from import.meta.url: a DOM environment's URL class resolves differently.
    const text = readFileSync(join(import.meta.dirname, `../../locales/${language}/messages.po`), "utf8");
    const catalog = await formatter({ lineNumbers: false }).parse(text, {
      locale: language,
      sourceLocale: "en",
      filename: `${language}/messages.po`,
    });
    for (const [id, entry] of Object.entries(catalog ?? {})) {
      if (entry.translation) messages[id] = entry.translation;
    }
  }
  i18n.load(language, messages);
  i18n.activate(language);
  return i18n;
}
