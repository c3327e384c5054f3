// The price of one night (DESIGN 7.1): its season's rate (the season's weekend rate on a weekend night when the
// season sets one), else the villa's base rate (its weekend rate on a weekend night when set). In cents.
import { weekdayOf, type IsoDate } from "../dates.ts";
import { toCents } from "../pricing.ts";
import { seasonOfNight, type Season } from "./seasons.ts";
import type { VillaPricing } from "./villa-pricing.ts";

export function isWeekendNight(pricing: Pick<VillaPricing, "weekendNights">, night: IsoDate): boolean {
  return pricing.weekendNights.includes(weekdayOf(night));
}

/** The rate of one night in cents, given the night's season (null: none). */
export function nightRateCents(pricing: VillaPricing, season: Season | null, night: IsoDate): number {
  const weekend = isWeekendNight(pricing, night);
  if (season) {
    const seasonWeekend = season.weekendRate ?? null;
    return toCents(weekend && seasonWeekend !== null ? seasonWeekend : season.nightlyRate);
  }
  return toCents(weekend && pricing.weekendRate !== null ? pricing.weekendRate : pricing.baseRate);
}

/** The rate of one night in euros. */
export function nightRate(pricing: VillaPricing, seasons: readonly Season[], night: IsoDate): number {
  return nightRateCents(pricing, seasonOfNight(seasons, night), night) / 100;
}
