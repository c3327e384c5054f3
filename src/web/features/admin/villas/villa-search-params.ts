// The search parameters of the villa screens, read in the route files (kept free of React): the list's `page`
// and the detail's `tab`. A hand-edited or stale value opens the screen's default, never an error page.
export const VILLA_DETAIL_TABS = ["details", "bookings"] as const;
export type VillaDetailTab = (typeof VILLA_DETAIL_TABS)[number];

/** `?page=` as a whole number from 1, or undefined (the first page) for anything else. */
export function parseListPage(value: unknown): number | undefined {
  const page =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\d+$/.test(value.trim())
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(page) && page > 1 ? page : undefined;
}

/** `?tab=` naming a detail tab (any case), or undefined for Villa Details. */
export function parseDetailTab(value: unknown): VillaDetailTab | undefined {
  if (typeof value !== "string") return undefined;
  const wanted = value.trim().toLowerCase();
  return VILLA_DETAIL_TABS.find((tab) => tab === wanted);
}

/** Villa Details is the detail's plain address, so it carries no parameter. */
export function detailTabSearch(tab: VillaDetailTab): { tab?: VillaDetailTab } {
  return tab === "details" ? {} : { tab };
}
