// Where sign-in sends a visitor back to (SPEC 6 "the original location remembered"): a `redirect` search
// parameter on /{lang}/signin and /{lang}/register, accepted only as a path on this site.
import type { Language } from "../../domain/languages.ts";

export const REDIRECT_PARAM = "redirect";

/** A same-site path (`/en/booking?guests=2`), or null for anything that could leave the site (`//evil`, `https:`). */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\"))
    return null;
  try {
    const url = new URL(value, "http://villa.invalid");
    return url.origin === "http://villa.invalid" ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

type AuthPage = "signin" | "register";

/** `/{lang}/signin?redirect=...`; `page` is `signin` or `register`. */
export function authPageHref(language: Language, page: AuthPage, redirectTo?: string): string {
  const { to, search } = authPageLink(language, page, redirectTo);
  const target = search[REDIRECT_PARAM];
  return target === undefined ? to : `${to}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** The same as a path and its query, for a link of the site (SiteLink's `to` and `search`). */
export function authPageLink(
  language: Language,
  page: AuthPage,
  redirectTo?: string,
): { to: `/${Language}/${AuthPage}`; search: Partial<Record<typeof REDIRECT_PARAM, string>> } {
  const target = redirectTo === undefined ? null : safeRedirect(redirectTo);
  return { to: `/${language}/${page}`, search: target ? { [REDIRECT_PARAM]: target } : {} };
}
