// The owner's calendar without React: selecting nights with two taps, what holds a night, the blocks a range
// touches, and the months a window loads and lays out.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, weekdayOf } from "../../src/domain/dates.ts";
import { CALENDAR_MAX_DAYS } from "../../src/domain/rates/calendar-days.ts";
import {
  activeStaysInRange,
  blocksInRange,
  daysOfMonth,
  holderOfNight,
  isNightSelected,
  monthWeeks,
  monthWindow,
  NO_SELECTION,
  parseMonth,
  selectedRange,
  shiftMonth,
  tapNight,
  type CalendarBlock,
  type CalendarStay,
} from "../../src/web/features/admin/villas/owner-calendar/calendar-selection.ts";

const stay = (checkIn: string, checkOut: string, status: CalendarStay["status"] = "CONFIRMED"): CalendarStay => ({
  id: `stay-${checkIn}`,
  guestName: "Anna",
  status,
  checkIn,
  checkOut,
});
const manual = (startDate: string, endDate: string, note = "Family"): CalendarBlock => ({
  kind: "MANUAL",
  id: `block-${startDate}`,
  startDate,
  endDate,
  note,
  source: null,
});
const imported = (startDate: string, endDate: string): CalendarBlock => ({
  kind: "IMPORTED",
  id: null,
  startDate,
  endDate,
  note: null,
  source: "Airbnb",
});

describe("selecting nights", () => {
  it("first tap picks the first night, second the last; the range ends the day after the last night", () => {
    const first = tapNight(NO_SELECTION, "2026-07-06");
    expect(first).toEqual({ kind: "first", night: "2026-07-06" });
    expect(selectedRange(first)).toBeNull();
    expect(isNightSelected(first, "2026-07-06")).toBe(true);
    const range = tapNight(first, "2026-07-09");
    expect(selectedRange(range)).toEqual({ startDate: "2026-07-06", endDate: "2026-07-10", nights: 4 });
    expect(["2026-07-05", "2026-07-06", "2026-07-09", "2026-07-10"].map((n) => isNightSelected(range, n))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it("the same night twice is one night; an earlier night starts over; a tap after a range starts a new one", () => {
    expect(selectedRange(tapNight(tapNight(NO_SELECTION, "2026-07-06"), "2026-07-06"))).toEqual({
      startDate: "2026-07-06",
      endDate: "2026-07-07",
      nights: 1,
    });
    expect(tapNight(tapNight(NO_SELECTION, "2026-07-06"), "2026-07-01")).toEqual({
      kind: "first",
      night: "2026-07-01",
    });
    const range = tapNight(tapNight(NO_SELECTION, "2026-07-06"), "2026-07-08");
    expect(tapNight(range, "2026-07-07")).toEqual({ kind: "first", night: "2026-07-07" });
  });

  it("property: any taps leave a valid state; a complete range always has its first tap in it and at least one night", () => {
    const night = fc.integer({ min: 0, max: 400 }).map((i) => addDays("2026-01-01", i));
    fc.assert(
      fc.property(fc.array(night, { minLength: 1, maxLength: 20 }), (taps) => {
        let selection = NO_SELECTION as ReturnType<typeof tapNight>;
        for (const tap of taps) {
          const before = selection;
          selection = tapNight(selection, tap);
          expect(isNightSelected(selection, tap)).toBe(true);
          const range = selectedRange(selection);
          if (range) {
            expect(before.kind).toBe("first");
            expect(range.nights).toBeGreaterThanOrEqual(1);
            expect(range.nights).toBe(daysBetween(range.startDate, range.endDate));
            expect(range.endDate).toBe(addDays(tap, 1));
          }
        }
      }),
    );
  });
});

describe("what holds a night", () => {
  const detail = {
    stays: [stay("2026-07-10", "2026-07-12", "PENDING")],
    blocks: [imported("2026-07-11", "2026-07-14"), manual("2026-07-20", "2026-07-22")],
  };

  it("a stay first (check-out night free), then a block, else nothing", () => {
    expect(holderOfNight(detail, "2026-07-10")).toMatchObject({ kind: "stay", stay: { status: "PENDING" } });
    expect(holderOfNight(detail, "2026-07-11")).toMatchObject({ kind: "stay" });
    expect(holderOfNight(detail, "2026-07-12")).toMatchObject({ kind: "block", block: { source: "Airbnb" } });
    expect(holderOfNight(detail, "2026-07-21")).toMatchObject({ kind: "block", block: { note: "Family" } });
    expect(holderOfNight(detail, "2026-07-22")).toBeNull();
  });

  it("a range's blocks split into the owner's (removable) and the channels'", () => {
    const blocks = [
      manual("2026-07-01", "2026-07-05"),
      imported("2026-07-04", "2026-07-06"),
      manual("2026-07-10", "2026-07-11"),
    ];
    const touched = blocksInRange(blocks, "2026-07-04", "2026-07-10");
    expect(touched.manual.map((b) => b.id)).toEqual(["block-2026-07-01"]);
    expect(touched.imported).toHaveLength(1);
    expect(blocksInRange(blocks, "2026-07-05", "2026-07-06").manual).toEqual([]);
  });

  it("only PENDING and CONFIRMED stays refuse a block", () => {
    const stays = [stay("2026-07-01", "2026-07-03", "COMPLETED"), stay("2026-07-03", "2026-07-05", "PENDING")];
    expect(activeStaysInRange(stays, "2026-07-01", "2026-07-03")).toEqual([]);
    expect(activeStaysInRange(stays, "2026-07-02", "2026-07-04").map((s) => s.status)).toEqual(["PENDING"]);
  });
});

describe("months", () => {
  it("a window is three whole months, within what one GET calendar may ask", () => {
    const w = monthWindow("2026-12");
    expect(w).toEqual({ from: "2026-12-01", to: "2027-03-01", months: ["2026-12-01", "2027-01-01", "2027-02-01"] });
    expect(daysBetween(w.from, w.to)).toBeLessThanOrEqual(CALENDAR_MAX_DAYS);
    expect(shiftMonth("2026-12", 3)).toBe("2027-03");
    expect(shiftMonth("2026-01", -3)).toBe("2025-10");
  });

  it("reads only a real YYYY-MM from the address", () => {
    expect(parseMonth("2026-07")).toBe("2026-07");
    for (const bad of ["2026-13", "2026-7", "26-07", "2026-07-01", 202607, undefined, "1999-12"]) {
      expect(parseMonth(bad)).toBeUndefined();
    }
  });

  it("lays a month out in weeks from the language's first weekday", () => {
    // July 2026 begins on a Wednesday.
    const sundayFirst = monthWeeks("2026-07-01", 0);
    expect(sundayFirst[0]).toEqual([null, null, null, "2026-07-01", "2026-07-02", "2026-07-03", "2026-07-04"]);
    const mondayFirst = monthWeeks("2026-07-01", 1);
    expect(mondayFirst[0]!.slice(0, 3)).toEqual([null, null, "2026-07-01"]);
    for (const weeks of [sundayFirst, mondayFirst]) {
      expect(weeks.every((w) => w.length === 7)).toBe(true);
      expect(weeks.flat().filter((d) => d !== null)).toEqual(daysOfMonth("2026-07-01"));
      for (const w of weeks)
        w.forEach((d, i) => d && expect((weekdayOf(d) - i + 7) % 7).toBe(weeks === sundayFirst ? 0 : 1));
    }
    expect(daysOfMonth("2028-02-01")).toHaveLength(29);
  });
});
