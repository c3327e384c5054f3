// How a click in the date picker changes the chosen stay (SPEC 2 "Date picker modal"), and which days may be clicked.
// Pure functions on YYYY-MM-DD strings so the rules are unit-tested without a browser. Once the villa's rates are
// known, its stay rules (DESIGN 7.1) refuse days too, judged by the domain's checkStayRules, the very function the
// server refuses a request with: the rules bound to the check-in (min notice, max advance, arrival weekday) decide
// where a stay may start, those bound to the check-out (departure weekday, minimum stay) where it may end.
import { addDays, addYears, nightsBetween, type IsoDate } from "../../../../domain/dates.ts";
import type { Season } from "../../../../domain/rates/seasons.ts";
import { checkStayRules, minStayFrom, type StayRuleIssue } from "../../../../domain/rates/stay-rules.ts";
import type { VillaPricing } from "../../../../domain/rates/villa-pricing.ts";
import { MAX_ADVANCE_YEARS, MAX_STAY_NIGHTS } from "../../../../domain/stay.ts";

export interface StayRange {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
}

export const EMPTY_RANGE: StayRange = { checkIn: null, checkOut: null };

/** A villa's pricing and seasons, as GET /villas/{id}/pricing and /seasons answer them. */
export interface PickerRates {
  pricing: VillaPricing;
  seasons: readonly Season[];
}

/** What the picker knows about the villa: its today (villaToday()), its occupied nights and, once loaded, its rates. */
export interface Availability {
  today: IsoDate;
  /** Occupied nights (check-in up to the day before check-out of other stays). */
  booked: ReadonlySet<IsoDate>;
  /** The villa's rates; absent or null until they arrive (or when they cannot), and then booked nights alone count. */
  rates?: PickerRates | null;
}

/** The last day a stay may start (SPEC 9: at most 2 years in advance). */
export function lastCheckInDay(today: IsoDate): IsoDate {
  return addYears(today, MAX_ADVANCE_YEARS);
}

/** The stay rules a stay starting on `date` breaks by its start (min notice, max advance, arrival weekday). */
export function checkInRuleIssues(date: IsoDate, { today, rates }: Availability): StayRuleIssue[] {
  if (!rates) return [];
  // The check-out is irrelevant to the check-in's rules: a one-night stay stands in for any.
  const stay = { checkIn: date, checkOut: addDays(date, 1) };
  return checkStayRules(rates.pricing, rates.seasons, stay, today).filter((issue) => issue.path === "checkIn");
}

/** The stay rules the stay from `checkIn` to `date` breaks by its end (departure weekday, minimum stay). */
export function checkOutRuleIssues(checkIn: IsoDate, date: IsoDate, { today, rates }: Availability): StayRuleIssue[] {
  if (!rates || date <= checkIn) return [];
  const stay = { checkIn, checkOut: date };
  return checkStayRules(rates.pricing, rates.seasons, stay, today).filter((issue) => issue.path === "checkOut");
}

/** A day a new stay may start on: not past, not too far ahead, its night free, and the villa's rules allow it. */
export function canCheckIn(date: IsoDate, availability: Availability): boolean {
  const { today, booked } = availability;
  return (
    date >= today &&
    date <= lastCheckInDay(today) &&
    !booked.has(date) &&
    checkInRuleIssues(date, availability).length === 0
  );
}

/** Every night from `checkIn` up to the day before `date` is free, and the stay is 1 to 365 nights long. */
function nightsFree(checkIn: IsoDate, date: IsoDate, booked: ReadonlySet<IsoDate>): boolean {
  const nights = nightsBetween(checkIn, date);
  if (nights < 1 || nights > MAX_STAY_NIGHTS) return false;
  for (let night = checkIn; night < date; night = addDays(night, 1)) {
    if (booked.has(night)) return false;
  }
  return true;
}

/**
 * A day the stay beginning at `checkIn` may end on: later than check-in, at most 365 nights,
 * every night from check-in up to the day before free, and the villa's rules allow it. The day itself may be
 * booked — the night that starts someone else's stay is not ours, so back-to-back stays are fine.
 */
export function canCheckOut(checkIn: IsoDate, date: IsoDate, availability: Availability): boolean {
  return nightsFree(checkIn, date, availability.booked) && checkOutRuleIssues(checkIn, date, availability).length === 0;
}

const awaitingCheckOut = (range: StayRange): range is { checkIn: IsoDate; checkOut: null } =>
  range.checkIn !== null && range.checkOut === null;

/**
 * While a check-out is awaited, a later day whose nights are free but which a stay rule keeps from ending the stay
 * (before the minimum stay is reached, a weekday departures are not allowed on): the guest clicking it means to end
 * the stay there, so it is refused with its reason rather than silently starting a new stay.
 */
function refusedAsCheckOut(date: IsoDate, range: StayRange, availability: Availability): boolean {
  return (
    awaitingCheckOut(range) &&
    date > range.checkIn &&
    nightsFree(range.checkIn, date, availability.booked) &&
    checkOutRuleIssues(range.checkIn, date, availability).length > 0
  );
}

/** Whether the guest may click `date` now (days outside the shown month are refused by the calendar itself). */
export function isSelectable(date: IsoDate, range: StayRange, availability: Availability): boolean {
  if (date < availability.today) return false;
  if (refusedAsCheckOut(date, range, availability)) return false;
  if (canCheckIn(date, availability)) return true;
  // A booked day is only offered as the end of the stay being chosen.
  return awaitingCheckOut(range) && canCheckOut(range.checkIn, date, availability);
}

/**
 * The stay rules that keep `date` from being clicked now, for the day's label and the line under the calendar: as the
 * end of the stay while a check-out is awaited, else as the start of one. Empty for a selectable day, and for days
 * refused for other reasons (past, booked, beyond SPEC 9's two years), which the picker words itself.
 */
export function refusalIssues(date: IsoDate, range: StayRange, availability: Availability): StayRuleIssue[] {
  if (date < availability.today || isSelectable(date, range, availability)) return [];
  if (refusedAsCheckOut(date, range, availability)) return checkOutRuleIssues(range.checkIn!, date, availability);
  if (availability.booked.has(date) || date > lastCheckInDay(availability.today)) return [];
  return checkInRuleIssues(date, availability);
}

/**
 * SPEC selection rules: with no check-in, or with both set, a click starts a new stay; with only a
 * check-in, a later day that can end the stay becomes check-out, anything else starts a new stay.
 * A click on a day that can neither start nor end a stay, or that a stay rule keeps from ending it, changes nothing.
 */
export function selectDate(range: StayRange, date: IsoDate, availability: Availability): StayRange {
  if (awaitingCheckOut(range) && canCheckOut(range.checkIn, date, availability)) {
    return { checkIn: range.checkIn, checkOut: date };
  }
  if (refusedAsCheckOut(date, range, availability)) return range;
  if (canCheckIn(date, availability)) return { checkIn: date, checkOut: null };
  return range;
}

/** Nights of the chosen stay, 0 until both days are set. */
export function stayNights(range: StayRange): number {
  return range.checkIn && range.checkOut ? nightsBetween(range.checkIn, range.checkOut) : 0;
}

/** Whether `date` lies inside the chosen stay (for the "selected" look), check-in and check-out included. */
export function isInStay(date: IsoDate, range: StayRange): boolean {
  if (range.checkIn === null) return false;
  if (range.checkOut === null) return date === range.checkIn;
  return date >= range.checkIn && date <= range.checkOut;
}

/**
 * While a check-out is awaited: the minimum stay from the chosen check-in when it is more than one night (the line
 * under the calendar says it before the guest runs into it), else null.
 */
export function minimumStayAhead(range: StayRange, { rates }: Availability): number | null {
  if (!rates || !awaitingCheckOut(range)) return null;
  const nights = minStayFrom(rates.pricing, rates.seasons, range.checkIn);
  return nights > 1 ? nights : null;
}
