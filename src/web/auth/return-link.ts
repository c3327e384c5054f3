// Where the header's Sign in link brings the visitor back to (SPEC 6 "the original location remembered"):
// the page it was clicked on. On the sign-in and register pages themselves it keeps the page they already
// return to, instead of returning to the sign-in page.
import { REDIRECT_PARAM, safeRedirect } from "./sign-in-link.ts";

const AUTH_PAGE = /^\/[^/]+\/(?:signin|register|auth\/login|auth\/register)\/?$/;

/** The `redirect` for a sign-in link on the page at `here` (path, search and hash), or undefined for none. */
export function returnTarget(here: string): string | undefined {
  const url = new URL(here, "http://villa.invalid");
  const target = AUTH_PAGE.test(url.pathname) ? url.searchParams.get(REDIRECT_PARAM) : here;
  return safeRedirect(target) ?? undefined;
}
