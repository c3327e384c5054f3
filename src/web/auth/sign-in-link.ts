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

/** `/{lang}/signin?redirect=...`; `page` is `signin` or `register`. */
export function authPageHref(language: Language, page: "signin" | "register", redirectTo?: string): string {
  const target = redirectTo === undefined ? null : safeRedirect(redirectTo);
  return target ? `/${language}/${page}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : `/${language}/${page}`;
}
