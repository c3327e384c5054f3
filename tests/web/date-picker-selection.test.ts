// The date picker's selection rules (SPEC 2 "Date picker modal") and which days a guest may click.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchBookedDates, shownMonths } from "../../src/web/shared/booking/date-picker/booked-dates.ts";
import { addDays, weekdayOf } from "../../src/domain/dates.ts";
import { checkStayRules, defaultPricing, type Season } from "../../src/domain/index.ts";
import {
  EMPTY_RANGE,
  canCheckIn,
  canCheckOut,
  isInStay,
  isSelectable,
  minimumStayAhead,
  refusalIssues,
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

// 2026-04-01 is a Wednesday; the 4th a Saturday. A high season in April: Saturday arrivals and departures only,
// 5 nights at least; the villa asks for 2 nights elsewhere, 3 days' notice, and opens 300 days ahead.
const HIGH: Season = {
  name: "High",
  startDate: "2026-04-01",
  endDate: "2026-05-01",
  nightlyRate: 300,
  minStay: 5,
  arrivalDays: [6],
  departureDays: [6],
};
const pricing = { ...defaultPricing(150, 10), minStay: 2, minNoticeDays: 3, maxAdvanceDays: 300 };
const ruled: Availability = { ...villa, rates: { pricing, seasons: [HIGH] } };

describe("the villa's stay rules in the picker (DESIGN 7.1)", () => {
  it("changes nothing while the rates are not loaded", () => {
    for (const date of ["2026-03-11", "2026-04-01", "2026-04-02"]) {
      expect(canCheckIn(date, { ...villa, rates: null })).toBe(canCheckIn(date, villa));
    }
    expect(refusalIssues("2026-04-01", EMPTY_RANGE, villa)).toEqual([]);
    expect(minimumStayAhead({ checkIn: "2026-04-04", checkOut: null }, villa)).toBeNull();
  });

  it("refuses a start too soon and too far ahead, saying which rule", () => {
    expect(isSelectable("2026-03-12", EMPTY_RANGE, ruled)).toBe(false);
    expect(refusalIssues("2026-03-12", EMPTY_RANGE, ruled)).toMatchObject([{ rule: "MIN_NOTICE", minNoticeDays: 3 }]);
    expect(isSelectable("2026-03-13", EMPTY_RANGE, ruled)).toBe(true);
    expect(isSelectable(addDays(TODAY, 301), EMPTY_RANGE, ruled)).toBe(false);
    expect(refusalIssues(addDays(TODAY, 301), EMPTY_RANGE, ruled)).toMatchObject([
      { rule: "MAX_ADVANCE", maxAdvanceDays: 300 },
    ]);
  });

  it("refuses a start on a weekday the season does not allow arrivals on", () => {
    expect(isSelectable("2026-04-01", EMPTY_RANGE, ruled)).toBe(false);
    expect(refusalIssues("2026-04-01", EMPTY_RANGE, ruled)).toMatchObject([{ rule: "ARRIVAL_DAY", days: [6] }]);
    expect(selectDate(EMPTY_RANGE, "2026-04-01", ruled)).toEqual(EMPTY_RANGE);
    expect(selectDate(EMPTY_RANGE, "2026-04-04", ruled)).toEqual({ checkIn: "2026-04-04", checkOut: null });
  });

  it("keeps the check-out from coming before the minimum stay, with the reason, and does not restart the stay", () => {
    const started = { checkIn: "2026-03-24", checkOut: null };
    expect(minimumStayAhead(started, ruled)).toBe(2);
    expect(isSelectable("2026-03-25", started, ruled)).toBe(false);
    expect(refusalIssues("2026-03-25", started, ruled)).toMatchObject([{ rule: "MIN_STAY", minStay: 2 }]);
    expect(selectDate(started, "2026-03-25", ruled)).toBe(started);
    expect(selectDate(started, "2026-03-26", ruled)).toEqual({ checkIn: "2026-03-24", checkOut: "2026-03-26" });
  });

  it("asks the season's minimum stay and departure day of a stay beginning in it", () => {
    const started = { checkIn: "2026-04-04", checkOut: null };
    expect(minimumStayAhead(started, ruled)).toBe(5);
    // The 8th is a Wednesday, 4 nights: both rules.
    expect(refusalIssues("2026-04-08", started, ruled).map((i) => i.rule)).toEqual(["DEPARTURE_DAY", "MIN_STAY"]);
    // The 10th is a Friday after 6 nights: the departure day alone.
    expect(refusalIssues("2026-04-10", started, ruled)).toMatchObject([{ rule: "DEPARTURE_DAY", days: [6] }]);
    expect(isSelectable("2026-04-11", started, ruled)).toBe(true);
    expect(selectDate(started, "2026-04-11", ruled)).toEqual({ checkIn: "2026-04-04", checkOut: "2026-04-11" });
  });

  it("agrees with checkStayRules, the server's own judge, on every stay of a season (property)", () => {
    const seasons = [
      HIGH,
      { ...HIGH, startDate: "2026-05-01", endDate: "2026-06-01", minStay: 3, departureDays: [0, 3] },
    ];
    const rates = { pricing, seasons };
    const availability: Availability = { today: TODAY, booked: new Set(), rates };
    for (let start = 0; start < 90; start += 1) {
      const checkIn = addDays("2026-03-20", start);
      const serverOk = (checkOut: string) =>
        checkStayRules(pricing, seasons, { checkIn, checkOut }, TODAY).length === 0;
      for (let nights = 1; nights < 12; nights += 1) {
        const checkOut = addDays(checkIn, nights);
        const pickerOk = canCheckIn(checkIn, availability) && canCheckOut(checkIn, checkOut, availability);
        expect(pickerOk, `${checkIn} → ${checkOut} (${weekdayOf(checkIn)})`).toBe(serverOk(checkOut));
      }
    }
  });

  it("leaves a booked night to the booked rules: a stay across it restarts from the clicked day", () => {
    const booked: Availability = { ...ruled, booked: new Set(["2026-03-26"]) };
    const started = { checkIn: "2026-03-24", checkOut: null };
    expect(refusalIssues("2026-03-26", started, booked)).toEqual([]);
    expect(selectDate(started, "2026-03-28", booked)).toEqual({ checkIn: "2026-03-28", checkOut: null });
  });
});
