// The pricing and season payloads (DESIGN 7.1 PUT pricing, POST/PUT seasons) and the quote and calendar queries.
import { describe, expect, it } from "vitest";
import {
  calendarQuerySchema,
  checkSeason,
  checkVillaPricing,
  quoteQuerySchema,
  RATE_RULE_TEXT,
  seasonBodySchema,
  villaPricingBodySchema,
} from "../../src/domain/index.ts";
import { issuesOf, parsed } from "./helpers.ts";

describe("villaPricingBodySchema", () => {
  it("fills DESIGN's defaults around the base rate and included guests", () => {
    expect(parsed(villaPricingBodySchema, { baseRate: 150, includedGuests: 6 })).toEqual({
      baseRate: 150,
      weekendRate: null,
      weekendNights: [5, 6],
      cleaningFee: 150,
      serviceFeePercent: 5,
      extraGuestFee: 0,
      includedGuests: 6,
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      minStay: 1,
      minNoticeDays: 0,
      maxAdvanceDays: 730,
    });
  });

  it("keeps every field given, weekend nights sorted", () => {
    const body = {
      baseRate: 99.99,
      weekendRate: 130.5,
      weekendNights: [6, 4, 5],
      cleaningFee: 0,
      serviceFeePercent: 0,
      extraGuestFee: 25,
      includedGuests: 4,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 25,
      minStay: 3,
      minNoticeDays: 2,
      maxAdvanceDays: 365,
    };
    expect(parsed(villaPricingBodySchema, body)).toEqual({ ...body, weekendNights: [4, 5, 6] });
  });

  it("refuses each bad field with its message", () => {
    const bad = {
      baseRate: 0,
      weekendRate: 10.001,
      weekendNights: [5, 5],
      cleaningFee: -1,
      serviceFeePercent: 5.5,
      extraGuestFee: "20",
      includedGuests: 0,
      weeklyDiscountPercent: 101,
      monthlyDiscountPercent: -1,
      minStay: 0,
      minNoticeDays: 366,
      maxAdvanceDays: 731,
    };
    expect(issuesOf(villaPricingBodySchema, bad)).toEqual([
      ["baseRate", RATE_RULE_TEXT.rateInvalid],
      ["weekendRate", RATE_RULE_TEXT.rateInvalid],
      ["weekendNights", RATE_RULE_TEXT.weekendNightsInvalid],
      ["cleaningFee", RATE_RULE_TEXT.feeInvalid],
      ["extraGuestFee", RATE_RULE_TEXT.feeInvalid],
      ["serviceFeePercent", RATE_RULE_TEXT.percentInvalid],
      ["weeklyDiscountPercent", RATE_RULE_TEXT.percentInvalid],
      ["monthlyDiscountPercent", RATE_RULE_TEXT.percentInvalid],
      ["includedGuests", RATE_RULE_TEXT.includedGuestsInvalid],
      ["minStay", RATE_RULE_TEXT.minStayInvalid],
      ["minNoticeDays", RATE_RULE_TEXT.minNoticeInvalid],
      ["maxAdvanceDays", RATE_RULE_TEXT.maxAdvanceInvalid],
    ]);
    expect(issuesOf(villaPricingBodySchema, {})).toEqual([
      ["baseRate", RATE_RULE_TEXT.rateInvalid],
      ["includedGuests", RATE_RULE_TEXT.includedGuestsInvalid],
    ]);
    expect(issuesOf(villaPricingBodySchema, { baseRate: 1, includedGuests: 1, weekendNights: [7] })).toEqual([
      ["weekendNights", RATE_RULE_TEXT.weekendNightsInvalid],
    ]);
  });

  it("wants the minimum notice shorter than the booking window", () => {
    const body = { baseRate: 100, includedGuests: 2, minNoticeDays: 30, maxAdvanceDays: 30 };
    expect(issuesOf(villaPricingBodySchema, body)).toEqual([["minNoticeDays", RATE_RULE_TEXT.noticeBeyondAdvance]]);
    expect(checkVillaPricing({ ...body, minNoticeDays: 29 }).issues).toEqual([]);
  });
});

describe("seasonBodySchema", () => {
  const summer = { name: " Summer ", startDate: "2026-07-01", endDate: "2026-09-01", nightlyRate: 180 };

  it("stores a season with its optional rules null when absent, weekdays sorted", () => {
    expect(parsed(seasonBodySchema, summer)).toEqual({
      name: "Summer",
      startDate: "2026-07-01",
      endDate: "2026-09-01",
      nightlyRate: 180,
      weekendRate: null,
      minStay: null,
      arrivalDays: null,
      departureDays: null,
    });
    const full = { ...summer, weekendRate: 200, minStay: 7, arrivalDays: [6, 3], departureDays: [6] };
    expect(parsed(seasonBodySchema, full)).toMatchObject({ weekendRate: 200, minStay: 7, arrivalDays: [3, 6] });
  });

  it("refuses each bad field with its message", () => {
    expect(
      issuesOf(seasonBodySchema, {
        name: "  ",
        startDate: "2026-02-30",
        endDate: "soon",
        nightlyRate: -5,
        weekendRate: 0,
        minStay: 366,
        arrivalDays: [],
        departureDays: [1, 8],
      }),
    ).toEqual([
      ["name", RATE_RULE_TEXT.seasonNameRequired],
      ["startDate", RATE_RULE_TEXT.startDateInvalid],
      ["endDate", RATE_RULE_TEXT.endDateInvalid],
      ["nightlyRate", RATE_RULE_TEXT.rateInvalid],
      ["weekendRate", RATE_RULE_TEXT.rateInvalid],
      ["minStay", RATE_RULE_TEXT.minStayInvalid],
      ["arrivalDays", RATE_RULE_TEXT.arrivalDaysInvalid],
      ["departureDays", RATE_RULE_TEXT.departureDaysInvalid],
    ]);
    expect(issuesOf(seasonBodySchema, { ...summer, name: "x".repeat(61) })).toEqual([
      ["name", RATE_RULE_TEXT.seasonNameTooLong],
    ]);
    // A name that is no text gets the rule's words, not the schema library's.
    expect(issuesOf(seasonBodySchema, { ...summer, name: 42 })).toEqual([["name", RATE_RULE_TEXT.seasonNameRequired]]);
  });

  it("wants the season to end after it starts and last at most 366 nights", () => {
    expect(checkSeason({ ...summer, endDate: "2026-07-01" }).issues.map((i) => i.rule)).toEqual([
      "seasonEndNotAfterStart",
    ]);
    expect(checkSeason({ ...summer, endDate: "2027-07-03" }).issues.map((i) => i.rule)).toEqual(["seasonTooLong"]);
    expect(checkSeason({ ...summer, endDate: "2027-07-02" }).issues).toEqual([]);
  });
});

describe("quote and calendar queries", () => {
  it("reads a quote's dates and guests, with SPEC 5's date shape rules", () => {
    expect(parsed(quoteQuerySchema, { checkIn: "2026-07-01", checkOut: "2026-07-08", guests: "4" })).toEqual({
      checkIn: "2026-07-01",
      checkOut: "2026-07-08",
      guests: 4,
    });
    expect(issuesOf(quoteQuerySchema, { checkIn: "2026-07-08", checkOut: "2026-07-01" })).toEqual([
      ["checkOut", "Check-out date must be after check-in date"],
    ]);
    expect(issuesOf(quoteQuerySchema, { checkIn: "2026-07-01", checkOut: "2026-07-02", guests: "0" })).toHaveLength(1);
  });

  it("reads a calendar range of 1 to 366 days", () => {
    expect(parsed(calendarQuerySchema, { from: "2026-01-01", to: "2027-01-01" })).toEqual({
      from: "2026-01-01",
      to: "2027-01-01",
    });
    expect(issuesOf(calendarQuerySchema, { from: "2026-01-01", to: "2027-01-03" })).toHaveLength(1);
    expect(issuesOf(calendarQuerySchema, { from: "2026-01-01", to: "2026-01-01" })).toHaveLength(1);
    expect(issuesOf(calendarQuerySchema, { from: "x", to: "2026-01-01" })).toEqual([["from", "Invalid date format"]]);
    expect(parsed(calendarQuerySchema, { from: "2026-01-01", to: "2026-02-01", detail: "1" })).toMatchObject({
      detail: true,
    });
  });
});
