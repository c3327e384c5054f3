// Reads an imported iCal feed (RFC 5545, parsed by ical.js, which also unfolds lines) into the
// night ranges it blocks at the villa. Rules, as README.md's calendar section states them:
// - All-day events (DATE) block their dates as they are: DTSTART up to the day before DTEND.
// - Timed events (DATE-TIME in UTC, with a TZID, or floating = villa time) are read on the villa's
//   calendar (Africa/Cairo): they block the nights from the start's date up to the end's date,
//   so an end at 11:00 frees that day like a check-out does. A range is at least one night.
// - No DTEND: DURATION when given, else one night. STATUS:CANCELLED and TRANSP:TRANSPARENT
//   events block nothing. RRULE repeats are expanded up to the booking horizon.
// - Anything unreadable (not iCalendar, an event without a valid DTSTART) fails the whole feed,
//   so a broken download never frees dates that the previous sync blocked.
// - A feed that takes too much work to read (see the budgets below) fails the same way.
// The server runs this in a worker thread with a deadline (parse-in-worker.ts); the budgets make a
// hostile feed fail fast and with a clear reason instead of running into that deadline.
import ICAL from "ical.js";
// dates.ts alone, not the domain's index: the parse worker loads this file and should start quickly.
import { addDays, addYears, isIsoDate, todayIn, VILLA_TIME_ZONE, type IsoDate } from "../../domain/dates.ts";
import { wallClockIn } from "../time/wall-clock.ts";
import { FeedError } from "./feed-error.ts";

export interface NightRange {
  /** First blocked night. */
  start: IsoDate;
  /** Exclusive, like a check-out day. */
  end: IsoDate;
}

type Time = ICAL.Time;
type Component = ICAL.Component;

// Generous next to Airbnb's year of dates; a feed beyond it is more likely a mistake than a calendar.
const MAX_RANGES = 5_000;
const MAX_OCCURRENCES_PER_EVENT = 1_000;
// Parsing runs on the server's only thread: every event and repeat looked at (in range or not) is
// counted, so a 2 MiB feed of repeating events that all lie in the past cannot stall it for minutes.
// Plain events alone never reach it (a 2 MiB feed holds fewer than 40,000).
const MAX_OCCURRENCES_PER_FEED = 50_000;
// ical.js's RRULE iterator can search forever for a date that never comes (BYMONTHDAY=30 in
// February, every second) without yielding one occurrence, so counting occurrences does not bound
// it: its steps are counted too (each candidate date checked against the rule, each year expanded,
// each day of a month tried against BYDAY). A weekly rule takes a step per occurrence, "the last
// weekday of the month" since 2000 about 32,000 in all; a step costs a few microseconds.
export const MAX_RECURRENCE_STEPS_PER_EVENT = 50_000;
export const MAX_RECURRENCE_STEPS_PER_FEED = 200_000;
// EXDATE and RDATE values: ical.js sorts them by insertion (quadratic) and skips excluded dates
// one by one. Real feeds list a few per repeating event.
export const MAX_EXCEPTION_DATES_PER_FEED = 5_000;

function knownTimeZone(tzid: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

/** The UTC offset of `timeZone` at `instantMs`, in milliseconds. */
function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const wall = wallClockIn(timeZone, new Date(instantMs));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The instant a wall-clock time in `timeZone` names (the later reading in a DST gap or overlap). */
function wallClockToInstant(time: Time, timeZone: string): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const guess = wall - zoneOffsetMs(timeZone, wall);
  return wall - zoneOffsetMs(timeZone, guess);
}

function dateOfTime(time: Time): IsoDate {
  return `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
}

/** The villa's calendar date at which `time` happens. */
function villaDate(time: Time, tzidParameter: string | undefined): IsoDate {
  if (time.isDate) return dateOfTime(time);
  const zone = time.zone;
  // UTC, or a zone the feed defined in its own VTIMEZONE: ical.js knows the instant.
  if (zone && zone.tzid !== "floating") return todayIn(VILLA_TIME_ZONE, new Date(time.toUnixTime() * 1000));
  // A TZID with no VTIMEZONE (Airbnb and Google write IANA names and omit it): Intl knows them.
  if (tzidParameter && knownTimeZone(tzidParameter)) {
    return todayIn(VILLA_TIME_ZONE, new Date(wallClockToInstant(time, tzidParameter)));
  }
  // Floating time, or a zone name nobody knows: read as the villa's own wall clock.
  return dateOfTime(time);
}

function tzidOf(event: Component, name: string): string | undefined {
  const parameter = event.getFirstProperty(name)?.getParameter("tzid");
  return typeof parameter === "string" ? parameter : undefined;
}

/** DTSTART as ical.js read it, after checking the text was a real date (ical.js would roll 2026-02-30 over). */
function readStart(event: Component): Time {
  const property = event.getFirstProperty("dtstart");
  const raw: unknown = property?.jCal[3];
  const value: unknown = property?.getFirstValue();
  if (typeof raw !== "string" || !isIsoDate(raw.slice(0, 10)) || !(value instanceof ICAL.Time)) {
    throw new FeedError("invalid-event", "The calendar has an event without a valid start date");
  }
  return value;
}

function readEnd(event: Component): Time | undefined {
  const property = event.getFirstProperty("dtend");
  if (!property) return undefined;
  const raw: unknown = property.jCal[3];
  const value: unknown = property.getFirstValue();
  if (typeof raw !== "string" || !isIsoDate(raw.slice(0, 10)) || !(value instanceof ICAL.Time)) {
    throw new FeedError("invalid-event", "The calendar has an event with an invalid end date");
  }
  return value;
}

function rangeOf(
  start: Time,
  end: Time | undefined,
  startTzid: string | undefined,
  endTzid: string | undefined,
): NightRange {
  const first = villaDate(start, startTzid);
  const last = end ? villaDate(end, endTzid ?? startTzid) : first;
  // A DURATION of millions of days lands past year 9999, where dates stop comparing as text.
  if (!isIsoDate(first) || !isIsoDate(last))
    throw new FeedError("invalid-event", "The calendar has an event with an invalid end date");
  return { start: first, end: last > first ? last : addDays(first, 1) };
}

/**
 * `start` moved on by `duration` on its wall clock, as ical.js's addDuration does it (a date
 * moves by whole days), in constant time: ical.js carries the days over a month at a time, which
 * takes milliseconds for a stay of thousands of years (DTSTART:00010101, DTEND:99991231), and
 * seconds for a thousand repeats of one.
 */
function plusDuration(start: Time, duration: ICAL.Duration): Time {
  const days = duration.weeks * 7 + duration.days;
  const seconds = days * 86_400 + (start.isDate ? 0 : duration.hours * 3600 + duration.minutes * 60 + duration.seconds);
  const wall = new Date(0);
  wall.setUTCFullYear(start.year, start.month - 1, start.day);
  wall.setUTCHours(start.hour, start.minute, start.second);
  const moved = new Date(wall.getTime() + (duration.isNegative ? -seconds : seconds) * 1000);
  // Beyond what a Date holds (about 270,000 years) is beyond year 9999 too.
  if (Number.isNaN(moved.getTime()))
    throw new FeedError("invalid-event", "The calendar has an event with an invalid end date");
  const end = start.clone();
  end.year = moved.getUTCFullYear();
  end.month = moved.getUTCMonth() + 1;
  end.day = moved.getUTCDate();
  if (!end.isDate) {
    end.hour = moved.getUTCHours();
    end.minute = moved.getUTCMinutes();
    end.second = moved.getUTCSeconds();
  }
  return end;
}

/** The end of one occurrence: DTEND, else DTSTART + DURATION, else none (one night). */
function occurrenceEnd(event: Component, start: Time, dtend: Time | undefined, dtstart: Time): Time | undefined {
  if (dtend) return start === dtstart ? dtend : plusDuration(start, dtend.subtractDateTz(dtstart));
  const duration: unknown = event.getFirstPropertyValue("duration");
  return duration instanceof ICAL.Duration ? plusDuration(start, duration) : undefined;
}

/** What is left of each per-feed limit while a feed is read. */
interface Budget {
  left: number;
  steps: number;
  maxEventSteps: number;
  exceptionDates: number;
}

function spend(budget: Budget): void {
  budget.left -= 1;
  if (budget.left < 0)
    throw new FeedError("too-many-events", `The calendar has more than ${MAX_OCCURRENCES_PER_FEED} events and repeats`);
}

const tooComplex = () =>
  new FeedError("too-complex", "The calendar has repeating events whose dates take too long to work out");

function spendExceptionDates(component: Component, budget: Budget): void {
  for (const name of ["exdate", "rdate"]) {
    // Counted on the raw values (jCal: name, parameters, type, values...), before ical.js reads them.
    for (const property of component.getAllProperties(name)) budget.exceptionDates -= property.jCal.length - 3;
  }
  if (budget.exceptionDates < 0) {
    throw new FeedError(
      "too-complex",
      `The calendar has more than ${MAX_EXCEPTION_DATES_PER_FEED} excluded or added dates on its repeating events`,
    );
  }
}

/**
 * Makes ical.js expand the RRULEs of `component` (an event, or a time zone's standard or daylight
 * part, which ical.js expands when it converts a time) with iterators that charge their steps to
 * the component and to `budget`. ical.js builds each rule's iterator through the rule's iterator()
 * (and runs it at once), so the rule objects it reads get their own.
 */
function countSteps(component: Component, budget: Budget): void {
  let eventSteps = budget.maxEventSteps;
  const step = () => {
    eventSteps -= 1;
    budget.steps -= 1;
    if (eventSteps < 0 || budget.steps < 0) throw tooComplex();
  };
  class CountedIterator extends ICAL.RecurIterator {
    override check_contracting_rules(): boolean {
      step();
      return super.check_contracting_rules();
    }
    override expand_year_days(year: number): number {
      step();
      return super.expand_year_days(year);
    }
    override is_day_in_byday(time: Time): 0 | 1 {
      step();
      return super.is_day_in_byday(time);
    }
  }
  for (const property of component.getAllProperties("rrule")) {
    const rule: unknown = property.getFirstValue();
    if (rule instanceof ICAL.Recur) rule.iterator = (start) => new CountedIterator({ rule, dtstart: start });
  }
}

/** Bounds the work of reading the repeats of `component` (see the budgets at the top). */
function boundRepeats(component: Component, budget: Budget): void {
  spendExceptionDates(component, budget);
  countSteps(component, budget);
}

function eventRanges(event: Component, horizon: IsoDate, budget: Budget): NightRange[] {
  spend(budget);
  const status = event.getFirstPropertyValue("status");
  const transparency = event.getFirstPropertyValue("transp");
  if (typeof status === "string" && status.toUpperCase() === "CANCELLED") return [];
  if (typeof transparency === "string" && transparency.toUpperCase() === "TRANSPARENT") return [];
  const dtstart = readStart(event);
  const dtend = readEnd(event);
  const startTzid = tzidOf(event, "dtstart");
  const endTzid = tzidOf(event, "dtend");
  if (!event.hasProperty("rrule")) {
    return [rangeOf(dtstart, occurrenceEnd(event, dtstart, dtend, dtstart), startTzid, endTzid)];
  }
  boundRepeats(event, budget);
  const ranges: NightRange[] = [];
  const occurrences = new ICAL.Event(event).iterator();
  for (let i = 0; i < MAX_OCCURRENCES_PER_EVENT; i++) {
    const next = occurrences.next();
    // Past year 9999 is past any horizon (and beyond what a date holds).
    if (!next || next.year > 9999) break;
    if (i > 0) spend(budget);
    const range = rangeOf(next, occurrenceEnd(event, next, dtend, dtstart), startTzid, endTzid);
    if (range.start >= horizon) break;
    ranges.push(range);
  }
  return ranges;
}

/** Sorted, with overlapping ranges merged (back-to-back ones stay separate, like two stays). */
export function mergeRanges(ranges: readonly NightRange[]): NightRange[] {
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: NightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start < last.end) {
      if (range.end > last.end) last.end = range.end;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

export interface ParseOptions {
  /** Tests only: another step budget (per event and per feed), so that a rule which never ends meets the deadline. */
  maxRecurrenceSteps?: number;
}

/**
 * The merged night ranges `text` blocks that are not over by `today` and start before the
 * booking horizon (two years on, as far as a guest can book here).
 */
export function parseFeed(text: string, today: IsoDate, options: ParseOptions = {}): NightRange[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text))
    throw new FeedError("not-a-calendar", "The address did not return an iCalendar (.ics) file");
  let root: Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    // Several calendars concatenated come back as an array: only one is expected.
    if (!Array.isArray(parsed) || typeof parsed[0] !== "string") throw new Error("not one calendar");
    root = new ICAL.Component(parsed as ConstructorParameters<typeof ICAL.Component>[0]);
  } catch {
    throw new FeedError("invalid-calendar", "The calendar could not be read: it is not valid iCalendar");
  }
  if (root.name !== "vcalendar")
    throw new FeedError("invalid-calendar", "The calendar could not be read: it is not valid iCalendar");

  const horizon = addDays(addYears(today, 2), 1);
  // An end years away (DTEND:99991231) is kept a year past the horizon: the block still holds as
  // the horizon moves on between syncs, and the stored dates stay within what bookings reach.
  const farthestEnd = addYears(horizon, 1);
  const budget: Budget = {
    left: MAX_OCCURRENCES_PER_FEED,
    steps: options.maxRecurrenceSteps ?? MAX_RECURRENCE_STEPS_PER_FEED,
    maxEventSteps: options.maxRecurrenceSteps ?? MAX_RECURRENCE_STEPS_PER_EVENT,
    exceptionDates: MAX_EXCEPTION_DATES_PER_FEED,
  };
  for (const zone of root.getAllSubcomponents("vtimezone")) {
    for (const observance of zone.getAllSubcomponents()) boundRepeats(observance, budget);
  }
  const ranges: NightRange[] = [];
  for (const event of root.getAllSubcomponents("vevent")) {
    let found: NightRange[];
    try {
      found = eventRanges(event, horizon, budget);
    } catch (err) {
      if (err instanceof FeedError) throw err;
      throw new FeedError("invalid-event", "The calendar has an event that could not be read");
    }
    for (const range of found) {
      if (range.end > today && range.start < horizon)
        ranges.push(range.end > farthestEnd ? { start: range.start, end: farthestEnd } : range);
    }
    if (ranges.length > MAX_RANGES)
      throw new FeedError("too-many-events", `The calendar has more than ${MAX_RANGES} events`);
  }
  return mergeRanges(ranges);
}
