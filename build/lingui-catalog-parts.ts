// Vite plugin: compiles one part of a language's PO catalog (src/web/islands/catalog-parts.ts) when the app imports
// `locales/{language}/messages.po?catalog-part={part}`, so the PO files stay whole for translators and tests while a
// page downloads only the messages it can show. A bundle (CATALOG_BUNDLES) is several parts in one file.
// @lingui/vite-plugin compiles the whole catalog for a bare `.po`.
import { relative } from "node:path";
import { getConfig } from "@lingui/conf";
import { createCompilationErrorMessage, createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import type { Plugin } from "vite";
import { CATALOG_BUNDLES, CATALOG_PARTS, partsOfMessage } from "../src/web/islands/catalog-parts.ts";

const PART_QUERY = "catalog-part";

export function linguiCatalogParts(): Plugin {
  const config = getConfig();
  const { rootDir, sourceLocale, fallbackLocales, pseudoLocale } = config;
  if (!rootDir || !sourceLocale || !fallbackLocales)
    throw new Error("lingui.config.ts must name rootDir, sourceLocale and fallbackLocales");
  return {
    name: "lingui-catalog-parts",
    enforce: "pre",
    async load(id) {
      const [file = "", query = ""] = id.split("?", 2);
      const part = new URLSearchParams(query).get(PART_QUERY);
      if (!file.endsWith(".po") || part === null) return null;
      const wanted: readonly string[] | undefined =
        part === "core" || (CATALOG_PARTS as readonly string[]).includes(part)
          ? [part]
          : Object.hasOwn(CATALOG_BUNDLES, part)
            ? CATALOG_BUNDLES[part as keyof typeof CATALOG_BUNDLES]
            : undefined;
      if (!wanted) throw new Error(`Unknown catalog part "${part}" in ${id}: see src/web/islands/catalog-parts.ts`);
      const found = getCatalogForFile(relative(rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not one of the catalogs in lingui.config.ts`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      // Where each message is used is recorded once, in the source language's catalog.
      const source = (await catalog.read(sourceLocale)) ?? {};
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales,
        sourceLocale,
      });
      const inPart = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) => {
          const parts: string[] = partsOfMessage((source[messageId]?.origin ?? []).map(([origin]) => origin));
          return parts.some((inPart) => wanted.includes(inPart));
        }),
      );
      // As @lingui/vite-plugin: a pseudo-locale listed in the config is pseudo-localized with its own options.
      const pseudo = pseudoLocale.find((item) => item.locale === locale);
      const { source: code, errors } = createCompiledCatalog(locale, inPart, {
        namespace: "es",
        pseudoLocale: pseudo?.locale,
        pseudoLocaleOptions: pseudo?.options,
      });
      // As @lingui/vite-plugin with failOnCompileError: a broken translation fails the build.
      if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors));
      return { code, map: null, moduleType: "js" };
    },
  };
}
