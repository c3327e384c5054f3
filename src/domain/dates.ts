// Calendar dates as 'YYYY-MM-DD' strings and the villa's "today" (DESIGN 4: Africa/Cairo).
// All arithmetic is on UTC midnights so no local time zone or DST shift can move a day.
export type IsoDate = string;

export const VILLA_TIME_ZONE = "Africa/Cairo";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function parts(iso: IsoDate): [number, number, number] {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new RangeError(`Not a calendar date: ${iso}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** UTC midnight of a day; unlike Date.UTC, years 0-99 are those years, not 1900-1999. */
function utcMidnight(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

function toUtcMs(iso: IsoDate): number {
  const [y, mo, d] = parts(iso);
  return utcMidnight(y, mo - 1, d);
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(utcMidnight(year, month, 0)).getUTCDate();
}

/** A real calendar date written as YYYY-MM-DD (rejects 2025-02-29, 2025-13-01, 2025-1-1). */
export function isIsoDate(s: unknown): s is IsoDate {
  if (typeof s !== "string") return false;
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  return y >= 1 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

// Building an Intl.DateTimeFormat (time-zone data, locale) costs far more than formatting with
// one: each zone's formatter is made once. It was a third of GET booked-dates' server time.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format;
}

// Formatting is still the largest cost of a cached hot read (booked dates, the villa search), which asks for today
// on every request: each zone's last answer is kept for its minute of the epoch. Zones' offsets today are whole
// minutes, so a date never changes inside such a minute.
const MS_PER_MINUTE = 60_000;
const lastDays = new Map<string, { minute: number; day: IsoDate }>();

/** The calendar date in `timeZone` at instant `now`, read through Intl (never fixed offsets). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const minute = Math.floor(now.getTime() / MS_PER_MINUTE);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const fields = dayFormat(timeZone).formatToParts(now);
  const get = (type: string) => fields.find((p) => p.type === type)?.value ?? "";
  const day = `${get("year").padStart(4, "0")}-${get("month")}-${get("day")}`;
  lastDays.set(timeZone, { minute, day });
  return day;
}

export function villaToday(now: Date = new Date()): IsoDate {
  return todayIn(VILLA_TIME_ZONE, now);
}

export function addDays(iso: IsoDate, n: number): IsoDate {
  return fromUtcMs(toUtcMs(iso) + n * MS_PER_DAY);
}

/**
 * The same month and day `n` years on. A 29 February with no counterpart becomes 1 March,
 * as JavaScript's own setFullYear does — the old client's "2 years ahead" limit and the
 * age rule (a 29 Feb birthday counts on 1 Mar in common years) both follow from it.
 */
export function addYears(iso: IsoDate, n: number): IsoDate {
  const [y, mo, d] = parts(iso);
  const year = y + n;
  if (mo === 2 && d === 29 && !isLeapYear(year)) return `${String(year).padStart(4, "0")}-03-01`;
  return `${String(year).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The first day of the month `n` months after the month of `iso`. */
export function addMonths(iso: IsoDate, n: number): IsoDate {
  const [y, mo] = parts(iso);
  return fromUtcMs(utcMidnight(y, mo - 1 + n, 1));
}

/** 'YYYY-MM' of a date. */
export function monthOf(iso: IsoDate): string {
  return iso.slice(0, 7);
}

/** The `count` months ending with the month of `today`, oldest first, as 'YYYY-MM'. */
export function lastMonths(today: IsoDate, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthOf(addMonths(today, i - count + 1)));
}

/** The day of the week of a date, 0 = Sunday to 6 = Saturday (as Date#getDay, JavaScript's and iCal's count). */
export function weekdayOf(iso: IsoDate): number {
  return new Date(toUtcMs(iso)).getUTCDay();
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** Nights of a stay: check-out day minus check-in day. */
export function nightsBetween(checkIn: IsoDate, checkOut: IsoDate): number {
  return daysBetween(checkIn, checkOut);
}

/** The occupied nights: check-in up to the day before check-out (empty if not ordered). */
export function eachNight(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const nights = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, nights) }, (_, i) => addDays(checkIn, i));
}

/** Completed years of age on `today`; a 29 February birthday counts on 1 March in common years. */
export function ageOn(dateOfBirth: IsoDate, today: IsoDate): number {
  const [by] = parts(dateOfBirth);
  const [ty] = parts(today);
  let age = ty - by;
  if (addYears(dateOfBirth, age) > today) age -= 1;
  return age;
}
