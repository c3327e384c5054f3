// The guest's expected arrival time on a booking request: optional, a half hour from 15:00 to 23:30 on the villa's
// clock, checked by the same rule in the form and on the server (as a field error, like every other rule).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ARRIVAL_TIMES, isArrivalTime } from "../../src/domain/schemas/booking-fields.ts";
import { bookingCreateBodySchema, checkBookingRequest } from "../../src/domain/index.ts";
import { issuesOf, parsed } from "./helpers.ts";

const context = { today: "2026-06-15", maxGuests: 10 };
const good = {
  checkIn: "2026-07-01",
  checkOut: "2026-07-08",
  totalGuests: 4,
  phone: "+20 (100) 123-4567",
  dateOfBirth: "1990-05-01",
};
const invalid = {
  path: "arrivalTime",
  rule: "arrivalTimeInvalid",
  message: "Please choose an arrival time on the hour or half hour, between 15:00 and 23:30",
};

describe("the arrival time slots", () => {
  it("are the 18 half hours from check-in at 15:00 to 23:30, in order", () => {
    expect(ARRIVAL_TIMES).toHaveLength(18);
    expect(ARRIVAL_TIMES[0]).toBe("15:00");
    expect(ARRIVAL_TIMES[1]).toBe("15:30");
    expect(ARRIVAL_TIMES.at(-1)).toBe("23:30");
    expect([...ARRIVAL_TIMES].sort()).toEqual(ARRIVAL_TIMES);
  });
});

describe("the arrival time rule", () => {
  it("is optional: missing, null or blank passes", () => {
    expect(checkBookingRequest(good, context)).toEqual([]);
    expect(checkBookingRequest({ ...good, arrivalTime: null }, context)).toEqual([]);
    expect(checkBookingRequest({ ...good, arrivalTime: "  " }, context)).toEqual([]);
  });

  it("accepts the first and the last slot", () => {
    expect(checkBookingRequest({ ...good, arrivalTime: "15:00" }, context)).toEqual([]);
    expect(checkBookingRequest({ ...good, arrivalTime: "23:30" }, context)).toEqual([]);
  });

  it.each(["14:30", "24:00", "15:15", "00:00", "9:00", "15:00:00", "3:00 PM", "garbage"])("refuses %s", (time) => {
    expect(checkBookingRequest({ ...good, arrivalTime: time }, context)).toEqual([invalid]);
  });

  it("accepts exactly the half hours from 15:00 to 23:30 (any time of day)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
        const slot = hour >= 15 && (minute === 0 || minute === 30);
        expect(isArrivalTime(time)).toBe(slot);
        expect(checkBookingRequest({ ...good, arrivalTime: time }, context)).toEqual(slot ? [] : [invalid]);
      }),
    );
  });

  it("refuses any other text", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() !== "" && !ARRIVAL_TIMES.includes(text.trim())),
        (text) => {
          expect(checkBookingRequest({ ...good, arrivalTime: text }, context)).toEqual([invalid]);
        },
      ),
    );
  });
});

describe("the create payload", () => {
  const body = { villaId: "5b8f6f2e-4c1c-4a55-9f0e-0a6a3f1d2c11", ...good };

  it("keeps a slot, trimmed, and drops an empty choice", () => {
    expect(parsed(bookingCreateBodySchema, { ...body, arrivalTime: " 21:30 " }).arrivalTime).toBe("21:30");
    expect(parsed(bookingCreateBodySchema, { ...body, arrivalTime: "" }).arrivalTime).toBeUndefined();
  });

  it("reports a time off the slots, or not text at all, on the field", () => {
    expect(issuesOf(bookingCreateBodySchema, { ...body, arrivalTime: "14:30" })).toEqual([
      ["arrivalTime", invalid.message],
    ]);
    expect(issuesOf(bookingCreateBodySchema, { ...body, arrivalTime: 1530 })).toEqual([
      ["arrivalTime", invalid.message],
    ]);
  });
});
