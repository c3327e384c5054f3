// Per-page head tags: title, description, canonical URL and the hreflang alternates of the four languages
// (x-default → English), plus Open Graph, so every language version is its own indexable page.
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../domain/languages.ts";
import { languageOfPath, pathInLanguage } from "../i18n/language-path.ts";
import { recordPageHead } from "../prerender/page-head.ts";

export interface PageMetaProps {
  /** The page's own title; " · Red Sea Villa" (translated) is appended. */
  title: string;
  description: string;
  /** Error and access pages are not search results. */
  noindex?: boolean;
  /** Open Graph image path (defaults to the villa by the pool). */
  image?: string;
}

const DEFAULT_SHARE_IMAGE = "/images/villa/1.jpg";

const OG_LOCALES: Record<string, string> = { en: "en_GB", fr: "fr_FR", ru: "ru_RU", de: "de_DE" };

function upsert(selector: string, create: () => HTMLElement, attributes: Record<string, string>): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

function meta(key: "name" | "property", id: string, content: string): void {
  upsert(`meta[${key}="${id}"]`, () => document.createElement("meta"), { [key]: id, content });
}

function link(rel: string, href: string, hreflang?: string): void {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  upsert(selector, () => document.createElement("link"), { rel, href, ...(hreflang ? { hreflang } : {}) });
}

/** The document title of a page: "<title> · <brand>". */
export function documentTitle(title: string, brand: string): string {
  return title === brand ? brand : `${title} · ${brand}`;
}

export function PageMeta({ title, description, noindex = false, image = DEFAULT_SHARE_IMAGE }: PageMetaProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const brand = t`Red Sea Villa`;
  const fullTitle = documentTitle(title, brand);
  // A build-time render runs no effects: the prerender writes these into the page's HTML instead.
  if (import.meta.env.SSR) recordPageHead({ title: fullTitle, description, noindex });

  useEffect(() => {
    const origin = window.location.origin;
    const language = languageOfPath(pathname) ?? DEFAULT_LANGUAGE;
    // A trailing slash and the query are not part of a page's identity.
    const path = pathInLanguage(pathname, language).replace(/(.)\/+$/, "$1");
    const canonical = origin + path;

    document.title = fullTitle;
    meta("name", "description", description);
    link("canonical", canonical);
    for (const entry of LANGUAGES) link("alternate", origin + pathInLanguage(path, entry.code), entry.code);
    link("alternate", origin + pathInLanguage(path, DEFAULT_LANGUAGE), "x-default");

    meta("property", "og:type", "website");
    meta("property", "og:site_name", brand);
    meta("property", "og:title", fullTitle);
    meta("property", "og:description", description);
    meta("property", "og:url", canonical);
    meta("property", "og:image", origin + image);
    meta("property", "og:locale", OG_LOCALES[language] ?? "en_GB");

    const robots = document.head.querySelector('meta[name="robots"]');
    if (noindex) meta("name", "robots", "noindex");
    else robots?.remove();
  }, [pathname, fullTitle, description, brand, noindex, image]);

  return null;
}
