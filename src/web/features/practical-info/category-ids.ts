// The four practical-info categories (SPEC 2), in sidebar order. Kept apart from the content so the route can
// read `?tab=` without loading the page.
export const PRACTICAL_CATEGORY_IDS = ["accommodation", "location", "activities", "entertainment"] as const;

export type PracticalCategoryId = (typeof PRACTICAL_CATEGORY_IDS)[number];

export const DEFAULT_PRACTICAL_CATEGORY: PracticalCategoryId = "accommodation";

export function isPracticalCategoryId(value: unknown): value is PracticalCategoryId {
  return typeof value === "string" && (PRACTICAL_CATEGORY_IDS as readonly string[]).includes(value);
}
