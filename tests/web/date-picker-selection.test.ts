// The date picker's selection rules (SPEC 2 "Date picker modal") and which days a guest may click.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchBookedDates, shownMonths } from "../../src/web/shared/booking/date-picker/booked-dates.ts";
import {
  EMPTY_RANGE,
  canCheckOut,
  isInStay,
  isSelectable,
  selectDate,
  stayNights,
  type Availability,
} from "../../src/web/shared/booking/date-picker/selection.ts";

const TODAY = "2026-03-10";
// Someone stays 20 → 23 March: the nights of the 20th, 21st and 22nd are taken; the 23rd is free again.
const villa: Availability = { today: TODAY, booked: new Set(["2026-03-20", "2026-03-21", "2026-03-22"]) };

describe("selectDate", () => {
  it("starts a stay with the first click", () => {
    expect(selectDate(EMPTY_RANGE, "2026-03-12", villa)).toEqual({ checkIn: "2026-03-12", checkOut: null });
  });

  it("ends the stay with a later click", () => {
    const started = selectDate(EMPTY_RANGE, "2026-03-12", villa);
    expect(selectDate(started, "2026-03-15", villa)).toEqual({ checkIn: "2026-03-12", checkOut: "2026-03-15" });
  });

  it("starts again from an earlier or equal click", () => {
    const started = { checkIn: "2026-03-12", checkOut: null };
    expect(selectDate(started, "2026-03-11", villa)).toEqual({ checkIn: "2026-03-11", checkOut: null });
    expect(selectDate(started, "2026-03-12", villa)).toEqual({ checkIn: "2026-03-12", checkOut: null });
  });

  it("starts a new stay when both days are already set", () => {
    const chosen = { checkIn: "2026-03-12", checkOut: "2026-03-15" };
    expect(selectDate(chosen, "2026-03-14", villa)).toEqual({ checkIn: "2026-03-14", checkOut: null });
    expect(selectDate(chosen, "2026-03-25", villa)).toEqual({ checkIn: "2026-03-25", checkOut: null });
  });

  it("makes the clicked day the new check-in when a booked night lies between", () => {
    const started = { checkIn: "2026-03-15", checkOut: null };
    expect(selectDate(started, "2026-03-25", villa)).toEqual({ checkIn: "2026-03-25", checkOut: null });
  });

  it("lets a stay end on the day another stay begins (back-to-back)", () => {
    const started = { checkIn: "2026-03-15", checkOut: null };
    expect(selectDate(started, "2026-03-20", villa)).toEqual({ checkIn: "2026-03-15", checkOut: "2026-03-20" });
  });

  it("lets a stay begin on the day another stay ends", () => {
    expect(selectDate(EMPTY_RANGE, "2026-03-23", villa)).toEqual({ checkIn: "2026-03-23", checkOut: null });
  });

  it("ignores a click on a booked day that cannot end the stay", () => {
    expect(selectDate(EMPTY_RANGE, "2026-03-21", villa)).toEqual(EMPTY_RANGE);
    const started = { checkIn: "2026-03-15", checkOut: null };
    expect(selectDate(started, "2026-03-21", villa)).toEqual(started);
  });

  it("ignores a past day", () => {
    expect(selectDate(EMPTY_RANGE, "2026-03-09", villa)).toEqual(EMPTY_RANGE);
  });

  it("accepts today as check-in", () => {
    expect(selectDate(EMPTY_RANGE, TODAY, villa)).toEqual({ checkIn: TODAY, checkOut: null });
  });
});

describe("isSelectable", () => {
  it("refuses past days and booked nights as a start", () => {
    expect(isSelectable("2026-03-09", EMPTY_RANGE, villa)).toBe(false);
    expect(isSelectable("2026-03-20", EMPTY_RANGE, villa)).toBe(false);
    expect(isSelectable("2026-03-22", EMPTY_RANGE, villa)).toBe(false);
    expect(isSelectable("2026-03-23", EMPTY_RANGE, villa)).toBe(true);
  });

  it("offers the first booked night as a check-out only while a check-in waits for its end", () => {
    const started = { checkIn: "2026-03-15", checkOut: null };
    expect(isSelectable("2026-03-20", started, villa)).toBe(true);
    expect(isSelectable("2026-03-21", started, villa)).toBe(false);
    expect(isSelectable("2026-03-20", { checkIn: "2026-03-15", checkOut: "2026-03-17" }, villa)).toBe(false);
  });

  it("refuses a start more than 2 years ahead (SPEC 9)", () => {
    expect(isSelectable("2028-03-10", EMPTY_RANGE, villa)).toBe(true);
    expect(isSelectable("2028-03-11", EMPTY_RANGE, villa)).toBe(false);
  });
});

describe("canCheckOut", () => {
  it("needs at least one night and at most 365 (SPEC 9)", () => {
    expect(canCheckOut("2026-04-01", "2026-04-01", villa)).toBe(false);
    expect(canCheckOut("2026-04-01", "2026-04-02", villa)).toBe(true);
    expect(canCheckOut("2026-04-01", "2027-04-01", villa)).toBe(true);
    expect(canCheckOut("2026-04-01", "2027-04-02", villa)).toBe(false);
  });
});

describe("stayNights and isInStay", () => {
  it("counts nights once both days are set", () => {
    expect(stayNights(EMPTY_RANGE)).toBe(0);
    expect(stayNights({ checkIn: "2026-03-12", checkOut: null })).toBe(0);
    expect(stayNights({ checkIn: "2026-03-12", checkOut: "2026-03-13" })).toBe(1);
    expect(stayNights({ checkIn: "2026-12-30", checkOut: "2027-01-02" })).toBe(3);
  });

  it("marks the days of the chosen stay", () => {
    const chosen = { checkIn: "2026-03-12", checkOut: "2026-03-15" };
    expect(
      ["2026-03-11", "2026-03-12", "2026-03-14", "2026-03-15", "2026-03-16"].map((d) => isInStay(d, chosen)),
    ).toEqual([false, true, true, true, false]);
    expect(isInStay("2026-03-12", { checkIn: "2026-03-12", checkOut: null })).toBe(true);
  });
});

describe("booked dates of the two shown months", () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (bookedDates: string[]) =>
    new Response(JSON.stringify({ success: true, data: { bookedDates } }), {
      headers: { "Content-Type": "application/json" },
    });

  it("rolls December over to January of the next year", () => {
    expect(shownMonths("2026-12-01")).toEqual(["2026-12-01", "2027-01-01"]);
    expect(shownMonths("2026-03-17")).toEqual(["2026-03-01", "2026-04-01"]);
  });

  it("asks for both months and merges the answers", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return url.includes("month=12") ? answer(["2026-12-30", "2026-12-31"]) : answer(["2027-01-01", "2026-12-31"]);
    });
    await expect(fetchBookedDates("villa-1", "2026-12-01")).resolves.toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
    expect(asked.sort()).toEqual([
      "/api/bookings/villa/villa-1/booked-dates?year=2026&month=12",
      "/api/bookings/villa/villa-1/booked-dates?year=2027&month=1",
    ]);
  });

  it("leaves the list empty when a call fails", async () => {
    vi.stubGlobal("fetch", async (url: string) =>
      url.includes("month=4") ? new Response("{}", { status: 500 }) : answer(["2026-03-20"]),
    );
    await expect(fetchBookedDates("villa-1", "2026-03-01")).resolves.toEqual([]);
  });
});
