// SPEC 5 search and booking dates: formats, past, order, 2 years ahead, 365 nights.
import { describe, expect, it } from "vitest";
import { addDays, checkStayDates, checkStayDateShape, villaToday, type RuleIssue } from "../../src/domain/index.ts";

const rules = (issues: RuleIssue[]) => issues.map((i) => i.rule);
const today = "2026-06-15";
const booking = { purpose: "booking" as const, today };
const search = { purpose: "search" as const, today };

describe("checkStayDates", () => {
  it("accepts an ordinary stay", () => {
    expect(checkStayDates({ checkIn: "2026-07-01", checkOut: "2026-07-08" }, booking)).toEqual([]);
  });

  it("reports invalid formats with SPEC's messages", () => {
    expect(checkStayDates({ checkIn: "2026-02-30", checkOut: "x" }, booking)).toEqual([
      { path: "checkIn", rule: "checkInInvalid", message: "Invalid check-in date format" },
      { path: "checkOut", rule: "checkOutInvalid", message: "Invalid check-out date format" },
    ]);
    expect(rules(checkStayDates({ checkIn: undefined, checkOut: "2026-07-01" }, search))).toEqual(["checkInInvalid"]);
  });

  it("allows check-in today and refuses yesterday", () => {
    expect(checkStayDates({ checkIn: today, checkOut: addDays(today, 1) }, booking)).toEqual([]);
    expect(checkStayDates({ checkIn: addDays(today, -1), checkOut: addDays(today, 1) }, booking)).toEqual([
      { path: "checkIn", rule: "checkInPast", message: "Check-in date cannot be in the past" },
    ]);
  });

  it("judges 'today' in Cairo: at 21:30 UTC on 30 June a 30 June check-in is already past", () => {
    const cairoToday = villaToday(new Date("2026-06-30T21:30:00Z"));
    expect(
      rules(
        checkStayDates({ checkIn: "2026-06-30", checkOut: "2026-07-03" }, { purpose: "booking", today: cairoToday }),
      ),
    ).toEqual(["checkInPast"]);
    expect(
      checkStayDates({ checkIn: "2026-07-01", checkOut: "2026-07-03" }, { purpose: "booking", today: cairoToday }),
    ).toEqual([]);
  });

  it("requires check-out after check-in", () => {
    const same = checkStayDates({ checkIn: "2026-07-01", checkOut: "2026-07-01" }, booking);
    expect(same).toEqual([
      { path: "checkOut", rule: "checkOutNotAfterCheckIn", message: "Check-out date must be after check-in date" },
    ]);
    expect(rules(checkStayDates({ checkIn: "2026-07-05", checkOut: "2026-07-01" }, search))).toEqual([
      "checkOutNotAfterCheckIn",
    ]);
  });

  it("allows exactly 365 nights and refuses 366 when booking", () => {
    const checkIn = "2026-07-01";
    expect(checkStayDates({ checkIn, checkOut: addDays(checkIn, 365) }, booking)).toEqual([]);
    expect(checkStayDates({ checkIn, checkOut: addDays(checkIn, 366) }, booking)).toEqual([
      { path: "checkOut", rule: "stayTooLong", message: "Stay duration cannot exceed 365 days" },
    ]);
  });

  it("does not limit the stay length of a search", () => {
    expect(checkStayDates({ checkIn: "2026-07-01", checkOut: addDays("2026-07-01", 500) }, search)).toEqual([]);
  });

  it("allows check-in exactly 2 years ahead and refuses one day more, worded per purpose", () => {
    expect(checkStayDates({ checkIn: "2028-06-15", checkOut: "2028-06-16" }, booking)).toEqual([]);
    expect(checkStayDates({ checkIn: "2028-06-16", checkOut: "2028-06-17" }, booking)).toEqual([
      { path: "checkIn", rule: "tooFarInAdvance", message: "Cannot book more than 2 years in advance" },
    ]);
    expect(checkStayDates({ checkIn: "2028-06-16", checkOut: "2028-06-17" }, search)).toEqual([
      { path: "checkIn", rule: "tooFarInAdvance", message: "Cannot search more than 2 years in advance" },
    ]);
  });

  it("counts 2 years from 29 February to 1 March of the common year", () => {
    const leapToday = { purpose: "booking" as const, today: "2028-02-29" };
    expect(checkStayDates({ checkIn: "2030-02-28", checkOut: "2030-03-02" }, leapToday)).toEqual([]);
    expect(checkStayDates({ checkIn: "2030-03-01", checkOut: "2030-03-02" }, leapToday)).toEqual([]);
    expect(rules(checkStayDates({ checkIn: "2030-03-02", checkOut: "2030-03-03" }, leapToday))).toEqual([
      "tooFarInAdvance",
    ]);
  });

  it("lists issues in SPEC's order", () => {
    const issues = checkStayDates({ checkIn: "2026-06-10", checkOut: "2026-06-01" }, booking);
    expect(rules(issues)).toEqual(["checkInPast", "checkOutNotAfterCheckIn"]);
    const far = checkStayDates({ checkIn: "2029-01-01", checkOut: "2030-06-01" }, booking);
    expect(rules(far)).toEqual(["tooFarInAdvance", "stayTooLong"]);
  });
});

describe("checkStayDateShape", () => {
  it("skips the rules that need today", () => {
    expect(checkStayDateShape({ checkIn: "2000-01-01", checkOut: "2000-01-02" }, "booking")).toEqual([]);
    expect(checkStayDateShape({ checkIn: "2090-01-01", checkOut: "2090-01-02" }, "booking")).toEqual([]);
  });
  it("still checks formats, order and 365 nights", () => {
    expect(rules(checkStayDateShape({ checkIn: "bad", checkOut: "2026-01-01" }, "search"))).toEqual(["checkInInvalid"]);
    expect(rules(checkStayDateShape({ checkIn: "2026-01-02", checkOut: "2026-01-01" }, "search"))).toEqual([
      "checkOutNotAfterCheckIn",
    ]);
    expect(rules(checkStayDateShape({ checkIn: "2026-01-01", checkOut: "2027-01-02" }, "booking"))).toEqual([
      "stayTooLong",
    ]);
  });
});
