// What the sign-in and register routes share before they render: the `redirect` search parameter (where to go
// afterwards, kept only when it is a path on this site) and sending an already signed-in visitor on (SPEC 2).
// Plain functions, no zod: route options are part of the eagerly loaded bundle.
import { redirect } from "@tanstack/react-router";
import { whenSessionChecked } from "../../../auth/session-check.ts";
import { readStoredSession } from "../../../auth/session-storage.ts";
import { REDIRECT_PARAM, safeRedirect } from "../../../auth/sign-in-link.ts";

export interface AuthSearch {
  redirect?: string;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const target = safeRedirect(search[REDIRECT_PARAM]);
  return target ? { redirect: target } : {};
}

/** A `beforeLoad`: a signed-in visitor has nothing to do here and goes where the page would send them after. */
export async function leaveWhenSignedIn({
  params,
  search,
}: {
  params: { lang: string };
  search: AuthSearch;
}): Promise<void> {
  // A stored session that the server refuses is cleared by the check; wait, so it does not count as signed in.
  await whenSessionChecked();
  if (readStoredSession()) throw redirect({ href: search.redirect ?? `/${params.lang}`, replace: true });
}
