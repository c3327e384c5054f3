// The navigation (navigation.tsx) of a prerendered page's islands, which have no router: links are the browser's
// own and a page change is a page load. The build's prerender renders the islands with it too, so their HTML is
// exactly what the browser hydrates.
import { useMemo, useSyncExternalStore, type ReactNode } from "react";
import {
  isCurrentPath,
  NavigationContext,
  searchString,
  useNavigation,
  type Navigation,
  type PageLocation,
  type SiteLinkProps,
} from "./navigation.tsx";

function DocumentLink({ to, search, hash, exact = false, ...anchor }: SiteLinkProps) {
  const { location } = useNavigation();
  const href = to + searchString(search, location) + (hash ? `#${hash}` : "");
  // As the router's links mark theirs: the styles (aria-[current=page]) and screen readers read this.
  const current = isCurrentPath(to, location.pathname, exact) ? ("page" as const) : undefined;
  return <a href={href} aria-current={current} {...anchor} />;
}

let snapshot: PageLocation | null = null;

function readLocation(): PageLocation {
  const { pathname, search, hash } = window.location;
  const found = hash.replace(/^#/, "");
  if (!snapshot || snapshot.pathname !== pathname || snapshot.search !== search || snapshot.hash !== found) {
    snapshot = { pathname, search, hash: found };
  }
  return snapshot;
}

// A query changed by the page itself (replaceSearch, pushSearch) fires no event of the browser's: this one tells the islands.
const QUERY_REPLACED = "site:query-replaced";

function subscribe(listener: () => void): () => void {
  const events = ["hashchange", "popstate", QUERY_REPLACED];
  for (const type of events) window.addEventListener(type, listener);
  return () => {
    for (const type of events) window.removeEventListener(type, listener);
  };
}

function withSearch(search: Readonly<Record<string, string>>, hash: string): string {
  const query = new URLSearchParams(search).toString();
  return window.location.pathname + (query ? `?${query}` : "") + hash;
}

function replaceSearch(search: Readonly<Record<string, string>>): void {
  window.history.replaceState(window.history.state, "", withSearch(search, window.location.hash));
  window.dispatchEvent(new Event(QUERY_REPLACED));
}

// Back to an earlier query fires popstate, which the islands follow already.
function pushSearch(search: Readonly<Record<string, string>>): void {
  window.history.pushState(null, "", withSearch(search, ""));
  window.dispatchEvent(new Event(QUERY_REPLACED));
  window.scrollTo(0, 0);
}

/** `pathname` is the page's path: the build renders with it, and hydration starts from it (the query and hash, which the build could not know, follow after). */
export function DocumentNavigation({ pathname, children }: { pathname: string; children: ReactNode }) {
  const server = useMemo<PageLocation>(() => ({ pathname, search: "", hash: "" }), [pathname]);
  const location = useSyncExternalStore(subscribe, readLocation, () => server);
  const navigation = useMemo<Navigation>(
    () => ({
      location,
      Link: DocumentLink,
      navigate: (href, options) => (options?.replace ? window.location.replace(href) : window.location.assign(href)),
      replaceSearch,
      pushSearch,
    }),
    [location],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
