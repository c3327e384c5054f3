// Seasons never overlapping, and the calendar's days (DESIGN 7.1 GET /villas/{id}/calendar).
import { describe, expect, it } from "vitest";
import {
  calendarDays,
  CALENDAR_MAX_DAYS,
  defaultPricing,
  seasonClash,
  seasonOfNight,
  seasonsOverlap,
  type Season,
} from "../../src/domain/index.ts";

const season = (id: string, startDate: string, endDate: string, extra: Partial<Season> = {}): Season => ({
  id,
  name: id,
  startDate,
  endDate,
  nightlyRate: 200,
  ...extra,
});

describe("seasons", () => {
  const stored = [season("a", "2026-07-01", "2026-08-01"), season("b", "2026-08-10", "2026-09-01")];

  it("returns the stored season a candidate shares a night with", () => {
    expect(seasonClash(stored, { startDate: "2026-07-31", endDate: "2026-08-02" })?.id).toBe("a");
    expect(seasonClash(stored, { startDate: "2026-06-01", endDate: "2026-12-01" })?.id).toBe("a");
    expect(seasonClash(stored, { startDate: "2026-08-31", endDate: "2026-09-05" })?.id).toBe("b");
  });

  it("lets seasons touch: one may start on the day another ends", () => {
    expect(seasonClash(stored, { startDate: "2026-08-01", endDate: "2026-08-10" })).toBeNull();
    expect(seasonClash(stored, { startDate: "2026-06-01", endDate: "2026-07-01" })).toBeNull();
    expect(seasonsOverlap(stored[0]!, { startDate: "2026-08-01", endDate: "2026-08-02" })).toBe(false);
  });

  it("never finds an edited season clashing with its old self", () => {
    expect(seasonClash(stored, { id: "a", startDate: "2026-07-05", endDate: "2026-08-05" })).toBeNull();
    expect(seasonClash(stored, { id: "a", startDate: "2026-07-05", endDate: "2026-08-11" })?.id).toBe("b");
  });

  it("finds the season of a night, endDate excluded", () => {
    expect(seasonOfNight(stored, "2026-07-01")?.id).toBe("a");
    expect(seasonOfNight(stored, "2026-07-31")?.id).toBe("a");
    expect(seasonOfNight(stored, "2026-08-01")).toBeNull();
  });
});

describe("calendarDays", () => {
  // 2026-07-03 is a Friday, 07-04 a Saturday.
  const pricing = { ...defaultPricing(100, 8), weekendRate: 120, minStay: 2 };
  const summer = season("s", "2026-07-04", "2026-07-06", {
    nightlyRate: 180,
    weekendRate: 210,
    minStay: 7,
    arrivalDays: [6],
    departureDays: [1],
  });

  it("answers each day's availability, rate, minimum stay and allowed arrival and departure", () => {
    const days = calendarDays(pricing, [summer], ["2026-07-05"], "2026-07-02", "2026-07-08");
    expect(days).toEqual([
      { date: "2026-07-02", available: true, rate: 100, minStay: 2, arrival: true, departure: true },
      { date: "2026-07-03", available: true, rate: 120, minStay: 2, arrival: true, departure: true },
      { date: "2026-07-04", available: true, rate: 210, minStay: 7, arrival: true, departure: true },
      // Sunday: in the season, which allows arrival only on Saturday and departure only on Monday.
      { date: "2026-07-05", available: false, rate: 180, minStay: 7, arrival: false, departure: false },
      // Monday: after the season; the night before is in it, so departure follows its days.
      { date: "2026-07-06", available: true, rate: 100, minStay: 2, arrival: true, departure: true },
      { date: "2026-07-07", available: true, rate: 100, minStay: 2, arrival: true, departure: true },
    ]);
  });

  it("reads the departure rule of the night before the first day", () => {
    const [first] = calendarDays(pricing, [summer], new Set<string>(), "2026-07-05", "2026-07-06");
    expect(first?.departure).toBe(false);
  });

  it("spans at most 366 days, `to` excluded", () => {
    expect(calendarDays(pricing, [], [], "2028-01-01", "2029-01-01")).toHaveLength(CALENDAR_MAX_DAYS);
    expect(calendarDays(pricing, [], [], "2026-07-01", "2026-07-01")).toEqual([]);
    expect(() => calendarDays(pricing, [], [], "2026-01-01", "2027-01-03")).toThrow(RangeError);
    expect(() => calendarDays(pricing, [], [], "2026-07-02", "2026-07-01")).toThrow(RangeError);
  });
});
