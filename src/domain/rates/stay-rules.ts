// The stay rules of DESIGN 7.1, judged after SPEC 5's date checks (checkStayDates) on a stay with at least one night:
// min notice and max advance from the villa's today, the arrival weekday from the season of the check-in night, the
// departure weekday from the season of the last night, and the minimum stay from the check-in night's season, else
// the villa's. Each broken rule carries its figure so the browser can word it in the guest's language.
import { addDays, daysBetween, nightsBetween, weekdayOf, type IsoDate } from "../dates.ts";
import { seasonOfNight, type Season } from "./seasons.ts";
import { RATE_LIMITS } from "./rate-messages.ts";
import { STAY_RULE_MESSAGES, type StayRuleKey } from "./stay-rule-messages.ts";
import type { VillaPricing } from "./villa-pricing.ts";

export interface StayRuleIssue {
  path: "checkIn" | "checkOut";
  rule: StayRuleKey;
  message: string;
  /** MIN_STAY: the nights required. */
  minStay?: number;
  /** ARRIVAL_DAY, DEPARTURE_DAY: the weekdays allowed (0 = Sunday). */
  days?: number[];
  /** MIN_NOTICE: the days required between today and check-in. */
  minNoticeDays?: number;
  /** MAX_ADVANCE: the most days allowed between today and check-in. */
  maxAdvanceDays?: number;
}

export interface StayRuleDates {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/** The minimum stay of a stay beginning on `checkIn`: its night's season's, else the villa's. */
export function minStayFrom(pricing: VillaPricing, seasons: readonly Season[], checkIn: IsoDate): number {
  return seasonOfNight(seasons, checkIn)?.minStay ?? pricing.minStay;
}

/** The weekdays allowed for arrival on `checkIn` (null: any). */
export function arrivalDaysOn(seasons: readonly Season[], checkIn: IsoDate): readonly number[] | null {
  return seasonOfNight(seasons, checkIn)?.arrivalDays ?? null;
}

/** The weekdays allowed for departure on `checkOut`, from the season of the night before it (null: any). */
export function departureDaysOn(seasons: readonly Season[], checkOut: IsoDate): readonly number[] | null {
  return seasonOfNight(seasons, addDays(checkOut, -1))?.departureDays ?? null;
}

/** Every stay rule the stay breaks, in DESIGN's order; empty when it may be booked. */
export function checkStayRules(
  pricing: VillaPricing,
  seasons: readonly Season[],
  { checkIn, checkOut }: StayRuleDates,
  today: IsoDate,
): StayRuleIssue[] {
  const issues: StayRuleIssue[] = [];
  const notice = daysBetween(today, checkIn);
  if (notice < pricing.minNoticeDays) {
    issues.push({
      path: "checkIn",
      rule: "MIN_NOTICE",
      message: STAY_RULE_MESSAGES.minNotice(pricing.minNoticeDays),
      minNoticeDays: pricing.minNoticeDays,
    });
  }
  // A window of RATE_LIMITS.maxAdvanceMax days is SPEC 5's "two years", which the date checks judge to the calendar
  // day (two years are 731 days over a 29 February): only a shorter window is a rule of its own.
  if (notice > pricing.maxAdvanceDays && pricing.maxAdvanceDays < RATE_LIMITS.maxAdvanceMax) {
    issues.push({
      path: "checkIn",
      rule: "MAX_ADVANCE",
      message: STAY_RULE_MESSAGES.maxAdvance(pricing.maxAdvanceDays),
      maxAdvanceDays: pricing.maxAdvanceDays,
    });
  }
  const arrivalDays = arrivalDaysOn(seasons, checkIn);
  if (arrivalDays && !arrivalDays.includes(weekdayOf(checkIn))) {
    const days = [...arrivalDays];
    issues.push({ path: "checkIn", rule: "ARRIVAL_DAY", message: STAY_RULE_MESSAGES.arrivalDay(days), days });
  }
  const departureDays = departureDaysOn(seasons, checkOut);
  if (departureDays && !departureDays.includes(weekdayOf(checkOut))) {
    const days = [...departureDays];
    issues.push({ path: "checkOut", rule: "DEPARTURE_DAY", message: STAY_RULE_MESSAGES.departureDay(days), days });
  }
  const minStay = minStayFrom(pricing, seasons, checkIn);
  if (nightsBetween(checkIn, checkOut) < minStay) {
    issues.push({ path: "checkOut", rule: "MIN_STAY", message: STAY_RULE_MESSAGES.minStay(minStay), minStay });
  }
  return issues;
}
