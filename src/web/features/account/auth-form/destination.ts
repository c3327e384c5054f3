// Where a visitor goes once signed in or registered (SPEC 2): the page they were sent from (`redirect`), else
// for sign-in the previous page of this site, else the language's home page.
import type { Language } from "../../../../domain/languages.ts";
import { safeRedirect } from "../../../auth/sign-in-link.ts";

export type Destination = { kind: "href"; href: string } | { kind: "back" };

/** Sign-in: `redirect` when safe, otherwise back one page when that page is on this site, otherwise home. */
export function signInDestination(options: {
  redirect: string | undefined;
  language: Language;
  canGoBack: boolean;
}): Destination {
  const target = safeRedirect(options.redirect);
  if (target) return { kind: "href", href: target };
  return options.canGoBack ? { kind: "back" } : { kind: "href", href: `/${options.language}` };
}

/** Registration: the originally requested path when safe, otherwise the root of the language. */
export function registerDestination(options: { redirect: string | undefined; language: Language }): string {
  return safeRedirect(options.redirect) ?? `/${options.language}`;
}
