// The stay-date rules shared by search and booking (SPEC 5 "Search and booking dates",
// SPEC 9 max stay 365 nights and 2 years in advance), judged against the villa's today.
import { addYears, isIsoDate, nightsBetween, type IsoDate } from "./dates.ts";
import { issue, type RuleIssue } from "./rule-issue.ts";

export const MAX_STAY_NIGHTS = 365;
export const MAX_ADVANCE_YEARS = 2;

export type StayPurpose = "search" | "booking";

export interface StayDates {
  checkIn: unknown;
  checkOut: unknown;
}

export const STAY_MESSAGES = {
  checkInInvalid: "Invalid check-in date format",
  checkOutInvalid: "Invalid check-out date format",
  checkInPast: "Check-in date cannot be in the past",
  checkOutNotAfterCheckIn: "Check-out date must be after check-in date",
  tooFarInAdvanceSearch: "Cannot search more than 2 years in advance",
  tooFarInAdvanceBooking: "Cannot book more than 2 years in advance",
  stayTooLong: "Stay duration cannot exceed 365 days",
} as const;

/**
 * The rules that do not depend on the day: formats, order and (booking only) 365 nights.
 * Query and body schemas run this; `checkStayDates` adds the rules that need today.
 */
export function checkStayDateShape(dates: StayDates, purpose: StayPurpose): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const { checkIn, checkOut } = dates;
  if (!isIsoDate(checkIn)) issues.push(issue("checkIn", "checkInInvalid", STAY_MESSAGES.checkInInvalid));
  if (!isIsoDate(checkOut)) issues.push(issue("checkOut", "checkOutInvalid", STAY_MESSAGES.checkOutInvalid));
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return issues;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) {
    issues.push(issue("checkOut", "checkOutNotAfterCheckIn", STAY_MESSAGES.checkOutNotAfterCheckIn));
  } else if (purpose === "booking" && nights > MAX_STAY_NIGHTS) {
    issues.push(issue("checkOut", "stayTooLong", STAY_MESSAGES.stayTooLong));
  }
  return issues;
}

/**
 * Every SPEC 5 date rule in SPEC's order. `today` is the villa's calendar date
 * (villaToday()), so a check-in "today" stays valid until midnight in Cairo.
 * Check-in exactly 2 years after today is allowed; the day after is refused.
 */
export function checkStayDates(
  dates: StayDates,
  { purpose, today }: { purpose: StayPurpose; today: IsoDate },
): RuleIssue[] {
  const { checkIn } = dates;
  const issues: RuleIssue[] = [];
  if (isIsoDate(checkIn)) {
    if (checkIn < today) {
      issues.push(issue("checkIn", "checkInPast", STAY_MESSAGES.checkInPast));
    } else if (checkIn > addYears(today, MAX_ADVANCE_YEARS)) {
      const message = purpose === "search" ? STAY_MESSAGES.tooFarInAdvanceSearch : STAY_MESSAGES.tooFarInAdvanceBooking;
      issues.push(issue("checkIn", "tooFarInAdvance", message));
    }
  }
  const shape = checkStayDateShape(dates, purpose);
  // SPEC order: formats, past, order, 2 years, 365 nights.
  const rank: Record<string, number> = {
    checkInInvalid: 0,
    checkOutInvalid: 1,
    checkInPast: 2,
    checkOutNotAfterCheckIn: 3,
    tooFarInAdvance: 4,
    stayTooLong: 5,
  };
  return [...shape, ...issues].sort((a, b) => (rank[a.rule] ?? 9) - (rank[b.rule] ?? 9));
}
