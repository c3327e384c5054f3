// Links and page changes wherever a component is rendered: inside the app they go through TanStack Router (no page
// load, code preloaded on intent); on a prerendered page's islands (src/web/islands/) there is no router on the page, so
// they are the browser's own links and page loads. Components that can be part of an island use these, never the
// router's hooks, so the same component serves both.
import { createContext, use, type AnchorHTMLAttributes, type ComponentType } from "react";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages.ts";
import { languageOfPath } from "../i18n/language-path.ts";
import type { CheckedPath } from "./site-path.ts";

/** Where the page is: `search` with its "?" ("" for none), `hash` without its "#". */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of the site ("/fr/about"). */
  to: string;
  /** The query: these parameters, or "keep" for the current page's own. */
  search?: Readonly<Record<string, string>> | "keep";
  /** Without "#". */
  hash?: string;
  /** Marked as the current page (aria-current) only on exactly this path, not on the pages below it. */
  exact?: boolean;
}

export interface Navigation {
  location: PageLocation;
  Link: ComponentType<SiteLinkProps>;
  /** Goes to `href` (path, query and hash of this site); `replace` leaves no new history entry. */
  navigate: (href: string, options?: { replace?: boolean }) => void;
  /** The same page with another query (a tab chosen): no new history entry, no page load, the scroll kept. */
  replaceSearch: (search: Readonly<Record<string, string>>) => void;
  /**
   * The same page with another query as a new history entry (a list's filter or page chosen): no page load; Back
   * returns to the query before, and the page starts at its top, as on a new address.
   */
  pushSearch: (search: Readonly<Record<string, string>>) => void;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error("No navigation: render inside the app's router or a site island");
  return navigation;
}

export function usePageLocation(): PageLocation {
  return useNavigation().location;
}

/** The page's address within the site ("/en/about?x=1#top"). */
export function pageHref(location: PageLocation): string {
  return location.pathname + location.search + (location.hash ? `#${location.hash}` : "");
}

/** The language of the page, from its path (the $lang guard, or the prerender, has made sure it has one). */
export function usePageLanguage(): Language {
  return languageOfPath(usePageLocation().pathname) ?? DEFAULT_LANGUAGE;
}

/**
 * A link to a page of the site, the router's or the browser's as the place it renders in wants. Its `to` must be a
 * path of the route tree (site-path.ts): a wrong one fails tsc.
 */
export function SiteLink<const To extends string>(props: SiteLinkProps & { to: To & CheckedPath<To> }) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}

/** The query string of a link ("?a=1", or "" for none). */
export function searchString(search: SiteLinkProps["search"], current: PageLocation): string {
  if (search === undefined) return "";
  if (search === "keep") return current.search;
  const query = new URLSearchParams(search).toString();
  return query === "" ? "" : `?${query}`;
}

/** Whether a link to `to` marks the page at `pathname` as current: the same path, or (unless exact) one below it. */
export function isCurrentPath(to: string, pathname: string, exact: boolean): boolean {
  const strip = (path: string) => path.replace(/(.)\/+$/, "$1");
  const target = strip(to);
  const here = strip(pathname);
  return here === target || (!exact && here.startsWith(target === "/" ? "/" : `${target}/`));
}
