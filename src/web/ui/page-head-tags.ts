// The head tags of a page (title aside): description, canonical URL, the hreflang alternates of the four languages
// (x-default → English) and Open Graph, so every language version is its own indexable page. PageMeta writes them
// into the document as the app moves between pages; the build writes them into a prerendered page's HTML, with
// addresses from the site's root that the page makes absolute when it starts (absolutePageHeadLinks).
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../domain/languages.ts";
import { languageOfPath, pathInLanguage } from "../i18n/language-path.ts";

export interface PageHeadInfo {
  pathname: string;
  /** The whole document title ("About · Red Sea Villa"). */
  title: string;
  description: string;
  brand: string;
  /** Open Graph image path. */
  image: string;
}

export interface HeadTag {
  element: "meta" | "link";
  attributes: Readonly<Record<string, string>>;
  /** Finds the tag already in a head, to update it in place. */
  selector: string;
}

const OG_LOCALES: Record<string, string> = { en: "en_GB", fr: "fr_FR", ru: "ru_RU", de: "de_DE" };

function meta(key: "name" | "property", id: string, content: string): HeadTag {
  return { element: "meta", attributes: { [key]: id, content }, selector: `meta[${key}="${id}"]` };
}

function link(rel: string, href: string, hreflang?: string): HeadTag {
  return {
    element: "link",
    attributes: { rel, href, ...(hreflang ? { hreflang } : {}) },
    selector: hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`,
  };
}

/** The tags of a page, its addresses under `origin` ("" for addresses from the site's root). */
export function pageHeadTags({ pathname, title, description, brand, image }: PageHeadInfo, origin: string): HeadTag[] {
  const language = languageOfPath(pathname) ?? DEFAULT_LANGUAGE;
  // A trailing slash and the query are not part of a page's identity.
  const path = pathInLanguage(pathname, language).replace(/(.)\/+$/, "$1");
  const canonical = origin + path;
  return [
    meta("name", "description", description),
    link("canonical", canonical),
    ...LANGUAGES.map((entry) => link("alternate", origin + pathInLanguage(path, entry.code), entry.code)),
    link("alternate", origin + pathInLanguage(path, DEFAULT_LANGUAGE), "x-default"),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", brand),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", canonical),
    meta("property", "og:image", origin + image),
    meta("property", "og:locale", OG_LOCALES[language] ?? "en_GB"),
  ];
}

/** A prerendered page's head links and Open Graph addresses made absolute (crawlers and link previews want them so). */
export function absolutePageHeadLinks(): void {
  const absolute = (value: string | null) => (value ? new URL(value, window.location.origin).href : null);
  for (const element of document.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="canonical"], link[rel="alternate"][hreflang]',
  )) {
    const href = absolute(element.getAttribute("href"));
    if (href) element.setAttribute("href", href);
  }
  for (const element of document.head.querySelectorAll('meta[property="og:url"], meta[property="og:image"]')) {
    const content = absolute(element.getAttribute("content"));
    if (content) element.setAttribute("content", content);
  }
}
