// The "from € N per night" of the marketing pages (issue 22): the cheapest night a guest could book in the coming
// year, seasons and weekend rates included, priced night by night by the same nightRate the quote uses. Stay rules
// are left out on purpose: a teaser names the lowest rate, not a stay.
import { addDays, type IsoDate } from "../dates.ts";
import { nightRateCents } from "./night-rate.ts";
import { seasonOfNight, type Season } from "./seasons.ts";
import type { VillaPricing } from "./villa-pricing.ts";

/** The coming year the teaser looks at: the nights of today and the 364 days after it. */
export const TEASER_WINDOW_NIGHTS = 365;

/** The lowest rate (euros) of the `nights` nights beginning on `from`; the base rate for an empty window. */
export function lowestNightlyRate(
  pricing: VillaPricing,
  seasons: readonly Season[],
  from: IsoDate,
  nights: number = TEASER_WINDOW_NIGHTS,
): number {
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < nights; i++) {
    const night = addDays(from, i);
    lowest = Math.min(lowest, nightRateCents(pricing, seasonOfNight(seasons, night), night));
  }
  return Number.isFinite(lowest) ? lowest / 100 : pricing.baseRate;
}
