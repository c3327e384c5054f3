// Calendar-date arithmetic and the villa's "today" in Africa/Cairo.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  addYears,
  ageOn,
  daysBetween,
  eachNight,
  isIsoDate,
  lastMonths,
  nightsBetween,
  todayIn,
  villaToday,
  weekdayOf,
} from "../../src/domain/index.ts";

describe("isIsoDate", () => {
  it.each(["2026-01-01", "2028-02-29", "2000-02-29", "2026-12-31"])("accepts %s", (s) => {
    expect(isIsoDate(s)).toBe(true);
  });
  it.each([
    "2026-02-29",
    "1900-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "2026-1-1",
    "26-01-01",
    "2026-01-01T00:00:00Z",
    " 2026-01-01",
    "",
    "0000-01-01",
  ])("rejects %j", (s) => {
    expect(isIsoDate(s)).toBe(false);
  });
  it("rejects non-strings", () => {
    expect(isIsoDate(20260101)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(new Date())).toBe(false);
  });
});

describe("years 1 to 99", () => {
  // Date.UTC reads them as 1900-1999: a calendar asked for year 50 must still answer days of year 50.
  it("are those years in day arithmetic, not the 1900s", () => {
    expect(addDays("0050-01-01", 1)).toBe("0050-01-02");
    expect(daysBetween("0099-12-31", "0100-01-01")).toBe(1);
    expect(addMonths("0050-01-15", 1)).toBe("0050-02-01");
    expect(eachNight("0004-02-28", "0004-03-01")).toEqual(["0004-02-28", "0004-02-29"]);
  });
});

describe("villaToday (Africa/Cairo via Intl)", () => {
  it("is already 1 July in Cairo at 21:30 UTC on 30 June (summer time, UTC+3)", () => {
    expect(villaToday(new Date("2026-06-30T21:30:00Z"))).toBe("2026-07-01");
  });
  it("is still 30 June in Cairo at 20:59 UTC on 30 June", () => {
    expect(villaToday(new Date("2026-06-30T20:59:59Z"))).toBe("2026-06-30");
  });
  it("uses UTC+2 in winter: 21:30 UTC on 31 January is 23:30 in Cairo", () => {
    expect(villaToday(new Date("2026-01-31T21:30:00Z"))).toBe("2026-01-31");
    expect(villaToday(new Date("2026-01-31T22:00:00Z"))).toBe("2026-02-01");
  });
  it("rolls the year over at Cairo midnight", () => {
    expect(villaToday(new Date("2026-12-31T22:00:00Z"))).toBe("2027-01-01");
  });
  it("differs from UTC's date and from another zone's at the same instant", () => {
    const now = new Date("2026-06-30T21:30:00Z");
    expect(todayIn("UTC", now)).toBe("2026-06-30");
    expect(todayIn("America/New_York", now)).toBe("2026-06-30");
    expect(todayIn("Asia/Tokyo", now)).toBe("2026-07-01");
  });
  it("turns at the zone's midnight to the millisecond, though each minute's answer is kept", () => {
    expect(villaToday(new Date("2026-01-14T21:59:30.000Z"))).toBe("2026-01-14");
    expect(villaToday(new Date("2026-01-14T21:59:59.999Z"))).toBe("2026-01-14");
    expect(villaToday(new Date("2026-01-14T22:00:00.000Z"))).toBe("2026-01-15");
    expect(villaToday(new Date("2026-01-14T21:59:59.999Z"))).toBe("2026-01-14");
    // A half-hour zone: midnight in India is 18:30 UTC, inside a UTC hour.
    expect(todayIn("Asia/Kolkata", new Date("2026-01-14T18:29:59.999Z"))).toBe("2026-01-14");
    expect(todayIn("Asia/Kolkata", new Date("2026-01-14T18:30:00.000Z"))).toBe("2026-01-15");
  });
  it("agrees with a fresh Intl reading whichever way the clock moves, across a summer-time change", () => {
    const cairo = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Africa/Cairo",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const start = Date.parse("2026-04-23T20:00:00Z");
    const instants = Array.from({ length: 400 }, (_, i) => start + ((i * 7_919) % 400) * 29_000);
    for (const ms of instants) expect(villaToday(new Date(ms))).toBe(cairo.format(new Date(ms)));
  });
});

describe("addDays / addMonths / addYears", () => {
  it("crosses months, leap days and years", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });
  it("is unaffected by DST changes in any zone (pure calendar arithmetic)", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-10-24", 10)).toBe("2026-11-03");
  });
  it("moves 29 February to 1 March in a common year", () => {
    expect(addYears("2028-02-29", 1)).toBe("2029-03-01");
    expect(addYears("2028-02-29", 2)).toBe("2030-03-01");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
    expect(addYears("2026-06-15", 2)).toBe("2028-06-15");
  });
  it("gives the first day of a later or earlier month", () => {
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-01");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-01");
  });
  it("lists the last months oldest first", () => {
    expect(lastMonths("2026-02-10", 6)).toEqual(["2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02"]);
  });
  it("throws on a malformed date rather than computing nonsense", () => {
    expect(() => addDays("2026/01/01", 1)).toThrow(RangeError);
  });
});

describe("nightsBetween / eachNight", () => {
  it("counts nights as day differences", () => {
    expect(nightsBetween("2026-07-01", "2026-07-05")).toBe(4);
    expect(nightsBetween("2026-07-01", "2026-07-01")).toBe(0);
    expect(nightsBetween("2026-07-05", "2026-07-01")).toBe(-4);
    expect(nightsBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
  });
  it("lists check-in up to the day before check-out", () => {
    expect(eachNight("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(eachNight("2026-07-01", "2026-07-01")).toEqual([]);
    expect(eachNight("2026-07-05", "2026-07-01")).toEqual([]);
  });

  const isoDate = fc
    .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it("property: eachNight has nightsBetween entries, consecutive, starting at check-in", () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 400 }), (checkIn, n) => {
        const checkOut = addDays(checkIn, n);
        const nights = eachNight(checkIn, checkOut);
        expect(nights.length).toBe(nightsBetween(checkIn, checkOut));
        expect(nights[0]).toBe(checkIn);
        expect(addDays(nights[nights.length - 1] ?? "", 1)).toBe(checkOut);
        nights.forEach((night) => expect(isIsoDate(night)).toBe(true));
      }),
    );
  });
  it("property: addDays and daysBetween are inverse", () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n);
      }),
    );
  });
});

describe("ageOn (completed years)", () => {
  it("is 18 on the 18th birthday and 17 the day before", () => {
    expect(ageOn("2008-07-01", "2026-07-01")).toBe(18);
    expect(ageOn("2008-07-02", "2026-07-01")).toBe(17);
    expect(ageOn("2008-06-30", "2026-07-01")).toBe(18);
  });
  it("counts a 29 February birthday on 1 March in common years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    // In a leap year the birthday itself exists.
    expect(ageOn("2012-02-29", "2030-02-28")).toBe(17);
    expect(ageOn("2010-02-28", "2028-02-28")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });
  it("is negative for a birth date in the future", () => {
    expect(ageOn("2027-01-01", "2026-01-01")).toBe(-1);
  });
});

describe("weekdayOf", () => {
  it("numbers days from 0 = Sunday, as Date#getDay", () => {
    expect(weekdayOf("2026-07-05")).toBe(0);
    expect(weekdayOf("2026-07-04")).toBe(6);
    expect(weekdayOf("2024-02-29")).toBe(4);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        const day = addDays("1970-01-01", n);
        expect(weekdayOf(day)).toBe(new Date(`${day}T12:00:00Z`).getUTCDay());
      }),
    );
  });
});
