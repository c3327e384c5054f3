// The overlap rule shared with the database's exclusion constraint: [checkIn, checkOut) ranges, check-out day free.
import { describe, expect, it } from "vitest";
import { staysOverlap } from "../../src/domain/index.ts";

const stay = (checkIn: string, checkOut: string) => ({ checkIn, checkOut });

describe("staysOverlap", () => {
  it("finds a shared night whichever stay comes first", () => {
    expect(staysOverlap(stay("2026-07-10", "2026-07-14"), stay("2026-07-13", "2026-07-16"))).toBe(true);
    expect(staysOverlap(stay("2026-07-13", "2026-07-16"), stay("2026-07-10", "2026-07-14"))).toBe(true);
  });

  it("finds a stay inside another, and the very same stay", () => {
    expect(staysOverlap(stay("2026-07-10", "2026-07-20"), stay("2026-07-12", "2026-07-13"))).toBe(true);
    expect(staysOverlap(stay("2026-07-12", "2026-07-13"), stay("2026-07-10", "2026-07-20"))).toBe(true);
    expect(staysOverlap(stay("2026-07-10", "2026-07-12"), stay("2026-07-10", "2026-07-12"))).toBe(true);
  });

  it("lets a stay begin on the day another ends (back to back)", () => {
    expect(staysOverlap(stay("2026-07-10", "2026-07-14"), stay("2026-07-14", "2026-07-16"))).toBe(false);
    expect(staysOverlap(stay("2026-07-14", "2026-07-16"), stay("2026-07-10", "2026-07-14"))).toBe(false);
  });

  it("keeps stays apart across a month and a year end", () => {
    expect(staysOverlap(stay("2026-12-30", "2027-01-02"), stay("2027-01-01", "2027-01-03"))).toBe(true);
    expect(staysOverlap(stay("2026-12-30", "2027-01-02"), stay("2027-01-02", "2027-01-03"))).toBe(false);
  });

  it("gives a stay without nights nothing to share", () => {
    expect(staysOverlap(stay("2026-07-12", "2026-07-12"), stay("2026-07-10", "2026-07-14"))).toBe(false);
    expect(staysOverlap(stay("2026-07-14", "2026-07-10"), stay("2026-07-10", "2026-07-14"))).toBe(false);
  });
});
