import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minuteOfDay } from "../../src/domain/clock-time.ts";

describe("minuteOfDay", () => {
  it("reads the villa's HH:MM times", () => {
    expect(minuteOfDay("00:00")).toBe(0);
    expect(minuteOfDay("08:00")).toBe(480);
    expect(minuteOfDay("15:30")).toBe(930);
    expect(minuteOfDay("23:30")).toBe(1410);
  });

  it("gives back the hours and minutes of every time of day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hours, minutes) => {
        const time = `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
        expect(minuteOfDay(time)).toBe(hours * 60 + minutes);
      }),
    );
  });
});
