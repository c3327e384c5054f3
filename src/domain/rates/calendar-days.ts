// The villa's calendar day by day, as GET /villas/{id}/calendar answers it (DESIGN 7.1): whether the night is free,
// its rate, the minimum stay of a stay beginning that day, and whether a stay may begin or end that weekday. Booked
// and blocked nights, min notice and max advance are left to `available` and checkStayRules, so the date picker can
// tell the guest which rule refuses a day.
import { addDays, daysBetween, weekdayOf, type IsoDate } from "../dates.ts";
import { nightRateCents } from "./night-rate.ts";
import { seasonOfNight, type Season } from "./seasons.ts";
import type { VillaPricing } from "./villa-pricing.ts";

export const CALENDAR_MAX_DAYS = 366;

export interface CalendarDay {
  date: IsoDate;
  /** The night beginning this day is neither booked nor blocked. */
  available: boolean;
  /** The rate of the night beginning this day. */
  rate: number;
  /** The minimum nights of a stay beginning this day. */
  minStay: number;
  /** A stay may begin this weekday (the season of this night allows it). */
  arrival: boolean;
  /** A stay may end this weekday (the season of the night before allows it). */
  departure: boolean;
}

/**
 * The days from `from` up to the day before `to` (at most 366). `unavailableNights` holds the nights taken by stays
 * and blocks. Callers check the range first; a reversed or too long one throws.
 */
export function calendarDays(
  pricing: VillaPricing,
  seasons: readonly Season[],
  unavailableNights: Iterable<IsoDate>,
  from: IsoDate,
  to: IsoDate,
): CalendarDay[] {
  const count = daysBetween(from, to);
  if (count < 0 || count > CALENDAR_MAX_DAYS) throw new RangeError(`A calendar spans 0 to ${CALENDAR_MAX_DAYS} days`);
  const taken =
    unavailableNights instanceof Set ? (unavailableNights as ReadonlySet<IsoDate>) : new Set(unavailableNights);
  const days: CalendarDay[] = [];
  let previousSeason = count > 0 ? seasonOfNight(seasons, addDays(from, -1)) : null;
  for (let i = 0; i < count; i++) {
    const date = addDays(from, i);
    const season = seasonOfNight(seasons, date);
    const weekday = weekdayOf(date);
    days.push({
      date,
      available: !taken.has(date),
      rate: nightRateCents(pricing, season, date) / 100,
      minStay: season?.minStay ?? pricing.minStay,
      arrival: !season?.arrivalDays || season.arrivalDays.includes(weekday),
      departure: !previousSeason?.departureDays || previousSeason.departureDays.includes(weekday),
    });
    previousSeason = season;
  }
  return days;
}
