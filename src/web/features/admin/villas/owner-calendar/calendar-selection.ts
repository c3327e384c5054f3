// The owner's calendar without React: which nights a thumb has selected (tap the first night, tap the last), what
// holds each night (a stay, a block), the months a window shows, and how a month lays out as weeks. Kept pure so the
// rules are tested on their own (tests/web/owner-calendar-selection.test.ts).
import { addDays, addMonths, daysBetween, weekdayOf, type IsoDate } from "../../../../../domain/dates.ts";
import type { VillaCalendar } from "../../../../../domain/schemas/blocks.ts";

export type CalendarDetail = Required<VillaCalendar>;
export type CalendarStay = CalendarDetail["stays"][number];
export type CalendarBlock = CalendarDetail["blocks"][number];
export type CalendarDayInfo = CalendarDetail["days"][number];

/** Nothing chosen, the first night chosen, or a whole range of nights [startDate, endDate). */
export type Selection =
  { kind: "none" } | { kind: "first"; night: IsoDate } | { kind: "range"; startDate: IsoDate; endDate: IsoDate };

export const NO_SELECTION: Selection = { kind: "none" };

/**
 * A tap on `night`. The first tap picks the first night; the second picks the last night (the same night again is a
 * one-night range, an earlier night starts over from it); a tap once a range is chosen starts a new one.
 */
export function tapNight(selection: Selection, night: IsoDate): Selection {
  if (selection.kind === "first") {
    if (night < selection.night) return { kind: "first", night };
    return { kind: "range", startDate: selection.night, endDate: addDays(night, 1) };
  }
  return { kind: "first", night };
}

/** The chosen nights as a range, or null while not complete. */
export function selectedRange(selection: Selection): { startDate: IsoDate; endDate: IsoDate; nights: number } | null {
  if (selection.kind !== "range") return null;
  const { startDate, endDate } = selection;
  return { startDate, endDate, nights: daysBetween(startDate, endDate) };
}

/** Whether a night is inside the selection (the first night alone while the last is still to be tapped). */
export function isNightSelected(selection: Selection, night: IsoDate): boolean {
  if (selection.kind === "first") return selection.night === night;
  if (selection.kind === "range") return selection.startDate <= night && night < selection.endDate;
  return false;
}

const covers = (item: { startDate: IsoDate; endDate: IsoDate }, night: IsoDate) =>
  item.startDate <= night && night < item.endDate;
const touches = (item: { startDate: IsoDate; endDate: IsoDate }, from: IsoDate, to: IsoDate) =>
  item.startDate < to && from < item.endDate;

/** What holds a night: a stay (its guest and status), else a block (manual or imported), else nothing. */
export type NightHolder = { kind: "stay"; stay: CalendarStay } | { kind: "block"; block: CalendarBlock } | null;

export function holderOfNight(detail: Pick<CalendarDetail, "stays" | "blocks">, night: IsoDate): NightHolder {
  // A COMPLETED or active stay wins over a block that overlaps it (an imported feed echoing our own booking).
  const stay = detail.stays.find((s) => s.checkIn <= night && night < s.checkOut);
  if (stay) return { kind: "stay", stay };
  const block = detail.blocks.find((b) => covers(b, night));
  return block ? { kind: "block", block } : null;
}

/** The blocks sharing a night with [from, to): the manual ones the owner may remove, the imported ones they may not. */
export function blocksInRange(blocks: readonly CalendarBlock[], from: IsoDate, to: IsoDate) {
  const inRange = blocks.filter((b) => touches(b, from, to));
  return {
    manual: inRange.filter((b): b is CalendarBlock & { id: string } => b.kind === "MANUAL" && b.id !== null),
    imported: inRange.filter((b) => b.kind === "IMPORTED"),
  };
}

/** The stays that hold a night of [from, to) and would refuse a block (PENDING or CONFIRMED). */
export function activeStaysInRange(stays: readonly CalendarStay[], from: IsoDate, to: IsoDate) {
  return stays.filter(
    (s) => (s.status === "PENDING" || s.status === "CONFIRMED") && s.checkIn < to && from < s.checkOut,
  );
}

/** How many months the page loads and shows at once: three months stay well under the API's 366 days. */
export const MONTHS_PER_WINDOW = 3;

/** The window of `count` months from the month `YYYY-MM`: [from, to) for GET calendar, and each month's first day. */
export function monthWindow(month: string, count = MONTHS_PER_WINDOW) {
  const first = `${month}-01`;
  const months = Array.from({ length: count }, (_, i) => addMonths(first, i));
  return { from: first, to: addMonths(first, count), months };
}

/** `YYYY-MM` of a month `n` months from `month`. */
export function shiftMonth(month: string, n: number): string {
  return addMonths(`${month}-01`, n).slice(0, 7);
}

/** A month query parameter (`YYYY-MM`, years 2000 to 2999), or undefined for anything else. */
export function parseMonth(value: unknown): string | undefined {
  if (typeof value !== "string" || !/^2\d{3}-(0[1-9]|1[0-2])$/.test(value)) return undefined;
  return value;
}

/** The days of the month beginning `firstDay`. */
export function daysOfMonth(firstDay: IsoDate): IsoDate[] {
  const next = addMonths(firstDay, 1);
  return Array.from({ length: daysBetween(firstDay, next) }, (_, i) => addDays(firstDay, i));
}

/** The month as weeks of 7 cells starting on `weekStart` (0 = Sunday): null for cells outside the month. */
export function monthWeeks(firstDay: IsoDate, weekStart: number): (IsoDate | null)[][] {
  const days = daysOfMonth(firstDay);
  const lead = (weekdayOf(firstDay) - weekStart + 7) % 7;
  const cells: (IsoDate | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
