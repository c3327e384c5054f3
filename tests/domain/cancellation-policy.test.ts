// SPEC 9 cancellation terms at calendar-day resolution (boundaries documented in the module).
import { describe, expect, it } from "vitest";
import { addDays, CANCELLATION_CHARGE_SHARE, cancellationTerms, todayIn, villaToday } from "../../src/domain/index.ts";

const checkIn = "2026-08-20";
const daysBefore = (n: number) => addDays(checkIn, -n);

describe("cancellationTerms", () => {
  it.each([
    [60, "free"],
    [15, "free"],
    [14, "free"],
    [13, "partial"],
    [4, "partial"],
    [3, "partial"],
    [2, "none"],
    [1, "none"],
    [0, "none"],
    [-1, "none"],
  ] as const)("%i days before check-in → %s", (days, terms) => {
    expect(cancellationTerms(checkIn, daysBefore(days))).toBe(terms);
  });

  it("counts days from the villa's today, not UTC's", () => {
    // 21:30 UTC on 6 August is already 7 August in Cairo (UTC+3): 13 days before 20 August.
    const lateEvening = new Date("2026-08-06T21:30:00Z");
    expect(cancellationTerms(checkIn, todayIn("UTC", lateEvening))).toBe("free");
    expect(cancellationTerms(checkIn, villaToday(lateEvening))).toBe("partial");
  });

  it("crosses a leap day correctly", () => {
    expect(cancellationTerms("2028-03-10", "2028-02-25")).toBe("free"); // 14 days incl. 29 Feb
    expect(cancellationTerms("2028-03-10", "2028-02-26")).toBe("partial");
  });

  it("charges nothing, half, or everything", () => {
    expect(CANCELLATION_CHARGE_SHARE).toEqual({ free: 0, partial: 0.5, none: 1 });
  });
});
