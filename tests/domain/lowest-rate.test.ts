// The home teaser's "from € N per night": the lowest nightly rate of the coming year, seasons and weekends included.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  defaultPricing,
  lowestNightlyRate,
  nightRate,
  TEASER_WINDOW_NIGHTS,
  type Season,
  type VillaPricing,
} from "../../src/domain/index.ts";

const TODAY = "2026-07-01"; // a Wednesday
const base: VillaPricing = defaultPricing(150, 10);
const season = (startDate: string, endDate: string, nightlyRate: number, extra: Partial<Season> = {}): Season => ({
  name: "S",
  startDate,
  endDate,
  nightlyRate,
  ...extra,
});

describe("lowestNightlyRate", () => {
  it("is the base rate for a villa priced flat (SPEC 9's 150)", () => {
    expect(lowestNightlyRate(base, [], TODAY)).toBe(150);
  });

  it("finds a cheaper season inside the year", () => {
    expect(lowestNightlyRate(base, [season("2027-01-10", "2027-01-20", 95.5)], TODAY)).toBe(95.5);
  });

  it("ignores a season that ended or begins after the year", () => {
    const past = season("2026-01-01", "2026-07-01", 50);
    const late = season(addDays(TODAY, TEASER_WINDOW_NIGHTS), addDays(TODAY, TEASER_WINDOW_NIGHTS + 30), 60);
    expect(lowestNightlyRate(base, [past, late], TODAY)).toBe(150);
    // The last night of the window counts.
    const lastNight = addDays(TODAY, TEASER_WINDOW_NIGHTS - 1);
    expect(lowestNightlyRate(base, [season(lastNight, addDays(lastNight, 1), 70)], TODAY)).toBe(70);
  });

  it("counts weekend rates, of the villa and of a season", () => {
    expect(lowestNightlyRate({ ...base, weekendRate: 120 }, [], TODAY)).toBe(120);
    const dearSeasonCheapWeekend = season("2026-08-01", "2026-09-01", 300, { weekendRate: 110 });
    expect(lowestNightlyRate(base, [dearSeasonCheapWeekend], TODAY)).toBe(110);
    // A dearer season covering every night raises the floor.
    expect(lowestNightlyRate(base, [season(TODAY, addDays(TODAY, 366), 200)], TODAY)).toBe(200);
  });

  it("is the minimum of nightRate over the window, whatever the seasons (property)", () => {
    const seasonsArb = fc
      .array(
        fc.tuple(
          fc.integer({ min: -30, max: 400 }),
          fc.integer({ min: 1, max: 60 }),
          fc.integer({ min: 1, max: 99999 }),
          fc.option(fc.integer({ min: 1, max: 99999 })),
        ),
        { maxLength: 6 },
      )
      .map((parts) => {
        // Non-overlapping: each season starts after the previous one ended.
        let cursor = -30;
        return parts.map(([gap, length, cents, weekendCents]) => {
          const start = addDays(TODAY, cursor + Math.abs(gap % 40));
          cursor += Math.abs(gap % 40) + length;
          return season(start, addDays(start, length), cents / 100, {
            weekendRate: weekendCents === null ? null : weekendCents / 100,
          });
        });
      });
    fc.assert(
      fc.property(
        seasonsArb,
        fc.integer({ min: 1, max: 99999 }),
        fc.option(fc.integer({ min: 1, max: 99999 })),
        fc.integer({ min: 1, max: 60 }),
        (seasons, baseCents, weekendCents, nights) => {
          const pricing = {
            ...base,
            baseRate: baseCents / 100,
            weekendRate: weekendCents === null ? null : weekendCents / 100,
          };
          const expected = Math.min(
            ...Array.from({ length: nights }, (_, i) => nightRate(pricing, seasons, addDays(TODAY, i))),
          );
          const lowest = lowestNightlyRate(pricing, seasons, TODAY, nights);
          expect(lowest).toBe(expected);
          // The lowest is some night's price, and no night of the window is cheaper.
          expect(Array.from({ length: nights }, (_, i) => nightRate(pricing, seasons, addDays(TODAY, i)))).toContain(
            lowest,
          );
          // Splitting a season in two (same rates) never changes it.
          const [first, ...rest] = seasons;
          if (first && daysBetween(first.startDate, first.endDate) > 1) {
            const middle = addDays(first.startDate, 1);
            const split = [{ ...first, endDate: middle }, { ...first, startDate: middle }, ...rest];
            expect(lowestNightlyRate(pricing, split, TODAY, nights)).toBe(lowest);
          }
        },
      ),
    );
  });
});
