// The English words of the stay rules (DESIGN 7.1, 422 STAY_RULE): the API answers with them; the browser words each
// rule from its key and figure in the guest's language, so nothing else lives here.
import { WEEKDAY_NAMES } from "./villa-pricing.ts";

export const STAY_RULE_KEYS = ["MIN_STAY", "ARRIVAL_DAY", "DEPARTURE_DAY", "MIN_NOTICE", "MAX_ADVANCE"] as const;

export type StayRuleKey = (typeof STAY_RULE_KEYS)[number];

/** "Saturday", "Friday or Saturday", "Friday, Saturday or Sunday" (Sunday first, as the numbers go). */
export function weekdayList(days: readonly number[]): string {
  const names = [...new Set(days)].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d] ?? String(d));
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const STAY_RULE_MESSAGES = {
  minStay: (nights: number) => `The minimum stay for these dates is ${plural(nights, "night", "nights")}`,
  arrivalDay: (days: readonly number[]) => `Arrival on these dates is only possible on ${weekdayList(days)}`,
  departureDay: (days: readonly number[]) => `Departure on these dates is only possible on ${weekdayList(days)}`,
  minNotice: (days: number) => `Bookings must be made at least ${plural(days, "day", "days")} before arrival`,
  maxAdvance: (days: number) => `Bookings can be made at most ${plural(days, "day", "days")} in advance`,
} as const;
