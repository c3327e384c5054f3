// The four tabs of the profile page (SPEC 2 "Profile") and how the `tab` search parameter names them. Kept free
// of React and zod: the route reads it in the eagerly loaded bundle.
export const PROFILE_TABS = ["overview", "edit", "password", "settings"] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

export const DEFAULT_PROFILE_TAB: ProfileTab = "overview";

/**
 * The tab a `?tab=` value asks for, or undefined for anything else: a hand-edited or stale link still opens the
 * page (on Overview) instead of an error. Case and surrounding spaces do not matter.
 */
export function parseProfileTab(value: unknown): ProfileTab | undefined {
  if (typeof value !== "string") return undefined;
  const wanted = value.trim().toLowerCase();
  return PROFILE_TABS.find((tab) => tab === wanted);
}

/** The search parameters for `tab`: Overview is the page's plain address, so it carries none. */
export function profileTabSearch(tab: ProfileTab): { tab?: ProfileTab } {
  return tab === DEFAULT_PROFILE_TAB ? {} : { tab };
}
