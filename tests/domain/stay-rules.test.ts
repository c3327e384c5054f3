// DESIGN 7.1 stay rules: min notice, max advance, arrival and departure weekdays, minimum stay.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  checkStayRules,
  defaultPricing,
  STAY_RULE_MESSAGES,
  weekdayList,
  type Season,
  type VillaPricing,
} from "../../src/domain/index.ts";

// 2026-07-01 is a Wednesday; 07-04 a Saturday, 07-11 the next Saturday.
const today = "2026-06-01";
const pricing: VillaPricing = defaultPricing(100, 8);
const summer: Season = {
  name: "Summer",
  startDate: "2026-07-01",
  endDate: "2026-09-01",
  nightlyRate: 200,
  minStay: 7,
  arrivalDays: [6],
  departureDays: [6],
};
const rules = (p: VillaPricing, seasons: Season[], checkIn: string, checkOut: string, day = today) =>
  checkStayRules(p, seasons, { checkIn, checkOut }, day).map((i) => i.rule);

describe("checkStayRules", () => {
  it("lets any stay of at least one night through with the defaults", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 730 }), fc.integer({ min: 1, max: 365 }), (offset, nights) => {
        const checkIn = addDays(today, offset);
        expect(checkStayRules(pricing, [], { checkIn, checkOut: addDays(checkIn, nights) }, today)).toEqual([]);
      }),
    );
  });

  it("MIN_NOTICE: check-in at least minNoticeDays after today", () => {
    const p = { ...pricing, minNoticeDays: 3 };
    expect(checkStayRules(p, [], { checkIn: "2026-06-03", checkOut: "2026-06-05" }, today)).toEqual([
      {
        path: "checkIn",
        rule: "MIN_NOTICE",
        message: "Bookings must be made at least 3 days before arrival",
        minNoticeDays: 3,
      },
    ]);
    expect(rules(p, [], "2026-06-04", "2026-06-05")).toEqual([]);
    expect(STAY_RULE_MESSAGES.minNotice(1)).toBe("Bookings must be made at least 1 day before arrival");
  });

  it("MAX_ADVANCE: check-in at most maxAdvanceDays after today", () => {
    const p = { ...pricing, maxAdvanceDays: 30 };
    expect(rules(p, [], "2026-07-01", "2026-07-02")).toEqual([]);
    expect(checkStayRules(p, [], { checkIn: "2026-07-02", checkOut: "2026-07-03" }, today)).toEqual([
      {
        path: "checkIn",
        rule: "MAX_ADVANCE",
        message: "Bookings can be made at most 30 days in advance",
        maxAdvanceDays: 30,
      },
    ]);
  });

  it("MAX_ADVANCE: the default two years are SPEC 5's, judged to the calendar day by the date checks", () => {
    // today + 731 days is two years over a 29 February: the default window is not a rule of its own.
    const checkIn = addDays(today, 731);
    expect(rules(pricing, [], checkIn, addDays(checkIn, 1))).toEqual([]);
  });

  it("ARRIVAL_DAY: the weekday of check-in, from the season of the check-in night", () => {
    expect(rules(pricing, [summer], "2026-07-04", "2026-07-11")).toEqual([]);
    expect(checkStayRules(pricing, [summer], { checkIn: "2026-07-05", checkOut: "2026-07-18" }, today)).toEqual([
      {
        path: "checkIn",
        rule: "ARRIVAL_DAY",
        message: "Arrival on these dates is only possible on Saturday",
        days: [6],
      },
    ]);
    // A stay beginning before the season is not held to its arrival days.
    expect(rules({ ...pricing }, [summer], "2026-06-29", "2026-07-04")).toEqual([]);
  });

  it("DEPARTURE_DAY: the weekday of check-out, from the season of the last night", () => {
    expect(checkStayRules(pricing, [summer], { checkIn: "2026-07-04", checkOut: "2026-07-12" }, today)).toEqual([
      {
        path: "checkOut",
        rule: "DEPARTURE_DAY",
        message: "Departure on these dates is only possible on Saturday",
        days: [6],
      },
    ]);
    // Check-out on 1 September, a Tuesday: the last night (31 August) is in the season, so its departure days rule.
    expect(rules(pricing, [summer], "2026-08-22", "2026-09-01")).toEqual(["DEPARTURE_DAY"]);
    // Check-out on the season's first day: the last night is before the season, so any weekday is fine.
    expect(rules(pricing, [summer], "2026-06-28", "2026-07-01")).toEqual([]);
  });

  it("MIN_STAY: from the season of the check-in night, else the villa's", () => {
    expect(checkStayRules(pricing, [summer], { checkIn: "2026-07-04", checkOut: "2026-07-11" }, today)).toEqual([]);
    const short = { ...summer, departureDays: null, minStay: 10 };
    expect(checkStayRules(pricing, [short], { checkIn: "2026-07-04", checkOut: "2026-07-11" }, today)).toEqual([
      { path: "checkOut", rule: "MIN_STAY", message: "The minimum stay for these dates is 10 nights", minStay: 10 },
    ]);
    // Check-in before the season: the villa's minimum, even when later nights are in the season.
    const villa = { ...pricing, minStay: 3 };
    expect(rules(villa, [short], "2026-06-30", "2026-07-02")).toEqual(["MIN_STAY"]);
    expect(rules(villa, [short], "2026-06-29", "2026-07-02")).toEqual([]);
    // A season without its own minimum uses the villa's.
    const noMin = { ...summer, minStay: null, arrivalDays: null, departureDays: null };
    expect(rules(villa, [noMin], "2026-07-05", "2026-07-07")).toEqual(["MIN_STAY"]);
  });

  it("lists every broken rule, in DESIGN's order", () => {
    const p = { ...pricing, minNoticeDays: 60 };
    expect(rules(p, [summer], "2026-07-05", "2026-07-07")).toEqual([
      "MIN_NOTICE",
      "ARRIVAL_DAY",
      "DEPARTURE_DAY",
      "MIN_STAY",
    ]);
  });

  it("words a list of weekdays", () => {
    expect(weekdayList([6])).toBe("Saturday");
    expect(weekdayList([6, 5])).toBe("Friday or Saturday");
    expect(weekdayList([0, 5, 6])).toBe("Sunday, Friday or Saturday");
    expect(STAY_RULE_MESSAGES.minStay(1)).toBe("The minimum stay for these dates is 1 night");
  });
});
