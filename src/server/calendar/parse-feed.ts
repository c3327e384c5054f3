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
import ICAL from "ical.js";
import { addDays, addYears, isIsoDate, todayIn, VILLA_TIME_ZONE, type IsoDate } from "../../domain/index.ts";
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

/** The end of one occurrence: DTEND, else DTSTART + DURATION, else none (one night). */
function occurrenceEnd(event: Component, start: Time, dtend: Time | undefined, dtstart: Time): Time | undefined {
  if (dtend) {
    if (start === dtstart) return dtend;
    const end = start.clone();
    end.addDuration(dtend.subtractDateTz(dtstart));
    return end;
  }
  const duration: unknown = event.getFirstPropertyValue("duration");
  if (duration instanceof ICAL.Duration) {
    const end = start.clone();
    end.addDuration(duration);
    return end;
  }
  return undefined;
}

/** What is left of MAX_OCCURRENCES_PER_FEED while a feed is read. */
interface Budget {
  left: number;
}

function spend(budget: Budget): void {
  budget.left -= 1;
  if (budget.left < 0)
    throw new FeedError("too-many-events", `The calendar has more than ${MAX_OCCURRENCES_PER_FEED} events and repeats`);
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

/**
 * The merged night ranges `text` blocks that are not over by `today` and start before the
 * booking horizon (two years on, as far as a guest can book here).
 */
export function parseFeed(text: string, today: IsoDate): NightRange[] {
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
  const budget: Budget = { left: MAX_OCCURRENCES_PER_FEED };
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
