// The route guard of SPEC 6 for pages that need a role (the admin area, account pages): used as a TanStack
// Router `beforeLoad`. It waits for the start-up session check, then lets the visitor in, sends a signed-out
// visitor to sign in with the page they wanted remembered, or sends a signed-in one without the role to
// /{lang}/unauthorized.
//
//   export const Route = createFileRoute("/$lang/admin")({ beforeLoad: requireRole("ADMIN"), ...guardPending, ... })
import { redirect, type ParsedLocation } from "@tanstack/react-router";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../domain/languages.ts";
import { hasRole, type Role } from "../../domain/roles.ts";
import { AuthLoading } from "./auth-loading.tsx";
import { CHECK_SHOWN_AFTER_MS, whenSessionChecked } from "./session-check.ts";
import { readStoredSession, type SessionUser } from "./session-storage.ts";
import { authPageHref } from "./sign-in-link.ts";

export type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: "signin" | "unauthorized"; href: string };

export interface GuardInput {
  user: SessionUser | null;
  role: Role;
  /** The language segment of the route; anything else falls back to en (SPEC 6 "The language defaults to en"). */
  lang: string | undefined;
  /** Where the visitor was going: path, search and hash. */
  href: string;
}

/** Who may see the page: ADMIN satisfies every role, HOST satisfies HOST and GUEST (SPEC 6). */
export function guardDecision({ user, role, lang, href }: GuardInput): GuardDecision {
  const language: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (!user) return { kind: "redirect", to: "signin", href: authPageHref(language, "signin", href) };
  if (!hasRole(user.role, role)) return { kind: "redirect", to: "unauthorized", href: `/${language}/unauthorized` };
  return { kind: "allow" };
}

/** What a guarded route's `beforeLoad` receives that the guard reads. */
export interface GuardContext {
  location: Pick<ParsedLocation, "href">;
  params: { lang?: string };
}

/** A `beforeLoad` that lets in only signed-in users with `role` or above. */
export function requireRole(role: Role): (context: GuardContext) => Promise<void> {
  return async ({ location, params }) => {
    // A stored session may be dead; asking the server first keeps a dead one from opening the page for a moment.
    await whenSessionChecked();
    const decision = guardDecision({
      user: readStoredSession()?.user ?? null,
      role,
      lang: params.lang,
      href: location.href,
    });
    // `replace`: Back from the sign-in page must not land on the guard again and bounce.
    if (decision.kind === "redirect") throw redirect({ href: decision.href, replace: true });
  };
}

/** Any signed-in user (every role satisfies GUEST). */
export const requireSignIn = (): ((context: GuardContext) => Promise<void>) => requireRole("GUEST");

/** Route options that show "Loading..." while the guard waits, only after the SPEC 4 100 ms debounce. */
export const guardPending = { pendingComponent: AuthLoading, pendingMs: CHECK_SHOWN_AFTER_MS } as const;
