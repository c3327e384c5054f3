// How a click in the date picker changes the chosen stay (SPEC 2 "Date picker modal"), and which days may be clicked.
// Pure functions on YYYY-MM-DD strings so the rules are unit-tested without a browser.
import { addDays, addYears, nightsBetween, type IsoDate } from "../../../../domain/dates.ts";
import { MAX_ADVANCE_YEARS, MAX_STAY_NIGHTS } from "../../../../domain/stay.ts";

export interface StayRange {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
}

export const EMPTY_RANGE: StayRange = { checkIn: null, checkOut: null };

/** What the picker knows about the villa: its today (villaToday()) and its occupied nights. */
export interface Availability {
  today: IsoDate;
  /** Occupied nights (check-in up to the day before check-out of other stays). */
  booked: ReadonlySet<IsoDate>;
}

/** The last day a stay may start (SPEC 9: at most 2 years in advance). */
export function lastCheckInDay(today: IsoDate): IsoDate {
  return addYears(today, MAX_ADVANCE_YEARS);
}

/** A day a new stay may start on: not past, not too far ahead, and its night free. */
export function canCheckIn(date: IsoDate, { today, booked }: Availability): boolean {
  return date >= today && date <= lastCheckInDay(today) && !booked.has(date);
}

/**
 * A day the stay beginning at `checkIn` may end on: later than check-in, at most 365 nights,
 * and every night from check-in up to the day before free. The day itself may be booked —
 * the night that starts someone else's stay is not ours, so back-to-back stays are fine.
 */
export function canCheckOut(checkIn: IsoDate, date: IsoDate, { booked }: Availability): boolean {
  const nights = nightsBetween(checkIn, date);
  if (nights < 1 || nights > MAX_STAY_NIGHTS) return false;
  for (let night = checkIn; night < date; night = addDays(night, 1)) {
    if (booked.has(night)) return false;
  }
  return true;
}

/** Whether the guest may click `date` now (days outside the shown month are refused by the calendar itself). */
export function isSelectable(date: IsoDate, range: StayRange, availability: Availability): boolean {
  if (date < availability.today) return false;
  if (canCheckIn(date, availability)) return true;
  // A booked day is only offered as the end of the stay being chosen.
  return range.checkIn !== null && range.checkOut === null && canCheckOut(range.checkIn, date, availability);
}

/**
 * SPEC selection rules: with no check-in, or with both set, a click starts a new stay; with only a
 * check-in, a later day that can end the stay becomes check-out, anything else starts a new stay.
 * A click on a day that can neither start nor end a stay changes nothing.
 */
export function selectDate(range: StayRange, date: IsoDate, availability: Availability): StayRange {
  if (range.checkIn !== null && range.checkOut === null && canCheckOut(range.checkIn, date, availability)) {
    return { checkIn: range.checkIn, checkOut: date };
  }
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
