// "Set the price of these nights" (owner's calendar): the plan that rewrites a villa's seasons so exactly the chosen
// nights get the new rate and minimum stay, every other night keeps its season, and no two seasons overlap.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  applySeasonPlan,
  checkSeason,
  checkSeasonRange,
  daysBetween,
  planSeasonRange,
  rangeSeasonName,
  RATE_LIMITS,
  RATE_RULE_TEXT,
  seasonOfNight,
  seasonsOverlap,
  type SeasonRangePlan,
  type SeasonRangeRequest,
  type StoredSeasonLike,
} from "../../src/domain/index.ts";

const BASE = "2026-06-01";
const WINDOW = 120;

const season = (id: string, startDate: string, endDate: string, extra: Partial<StoredSeasonLike> = {}) =>
  ({
    id,
    name: id,
    startDate,
    endDate,
    nightlyRate: 200,
    weekendRate: null,
    minStay: null,
    arrivalDays: null,
    departureDays: null,
    ...extra,
  }) satisfies StoredSeasonLike;

const request = (startDate: string, endDate: string, extra: Partial<SeasonRangeRequest> = {}): SeasonRangeRequest => ({
  startDate,
  endDate,
  nightlyRate: 300,
  minStay: 3,
  name: "Range",
  ...extra,
});

/** What prices and rules a night: the season's settings, names and ids aside. */
const settingsOf = (s: StoredSeasonLike | null) =>
  s === null
    ? null
    : {
        nightlyRate: s.nightlyRate,
        weekendRate: s.weekendRate ?? null,
        minStay: s.minStay ?? null,
        arrivalDays: s.arrivalDays ?? null,
        departureDays: s.departureDays ?? null,
      };

// Non-overlapping seasons in a window: sorted cut points, each gap a season or not, with random settings.
const settingsArb = fc.record({
  nightlyRate: fc.integer({ min: 1, max: 4 }).map((n) => n * 100),
  weekendRate: fc.option(fc.constantFrom(150, 450), { nil: null }),
  minStay: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  arrivalDays: fc.option(fc.constant([6]), { nil: null }),
  departureDays: fc.option(fc.constant([0, 6]), { nil: null }),
});
const seasonsArb = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 0, max: WINDOW }), { minLength: 0, maxLength: 12 }),
    fc.array(fc.tuple(fc.boolean(), settingsArb), { minLength: 12, maxLength: 12 }),
  )
  .map(([cuts, looks]) => {
    const points = [...cuts].sort((a, b) => a - b);
    const seasons: StoredSeasonLike[] = [];
    for (let i = 0; i + 1 < points.length; i++) {
      const [present, settings] = looks[i]!;
      if (!present) continue;
      seasons.push(
        season(`s${i}`, addDays(BASE, points[i]!), addDays(BASE, points[i + 1]!), { ...settings, name: `S${i}` }),
      );
    }
    return seasons;
  });
const rangeArb = fc
  .tuple(fc.integer({ min: 0, max: WINDOW }), fc.integer({ min: 1, max: 40 }), settingsArb)
  .map(([start, nights, s]) =>
    request(addDays(BASE, start), addDays(BASE, start + nights), { nightlyRate: s.nightlyRate, minStay: s.minStay }),
  );

/** The plan applied step by step in its order, as the database would: no step may leave two seasons overlapping. */
function applyStepwise(seasons: readonly StoredSeasonLike[], plan: SeasonRangePlan): StoredSeasonLike[] {
  let now = [...seasons];
  const assertNoOverlap = () => {
    for (let i = 0; i < now.length; i++)
      for (let j = i + 1; j < now.length; j++) expect(seasonsOverlap(now[i]!, now[j]!)).toBe(false);
  };
  now = now.filter((s) => !plan.remove.includes(s.id));
  for (const u of plan.update) {
    now = now.map((s) => (s.id === u.id ? u : s));
    assertNoOverlap();
  }
  plan.create.forEach((c, i) => {
    now.push({ ...c, id: `made-${i}` });
    assertNoOverlap();
  });
  return now;
}

describe("planSeasonRange", () => {
  it("splits a season straddling the range into the part before and after, keeping their settings", () => {
    const summer = season("summer", "2026-07-01", "2026-09-01", { nightlyRate: 250, minStay: 5, arrivalDays: [6] });
    const plan = planSeasonRange([summer], request("2026-08-01", "2026-08-08"));
    expect(plan.remove).toEqual([]);
    expect(plan.update).toEqual([{ ...summer, endDate: "2026-08-01" }]);
    const { id: _id, ...rest } = summer;
    expect(plan.create).toEqual([
      {
        name: "Range",
        startDate: "2026-08-01",
        endDate: "2026-08-08",
        nightlyRate: 300,
        weekendRate: null,
        minStay: 3,
        arrivalDays: null,
        departureDays: null,
      },
      { ...rest, startDate: "2026-08-08" },
    ]);
  });

  it("removes seasons wholly inside, shrinks those crossing an edge", () => {
    const a = season("a", "2026-07-01", "2026-07-10");
    const b = season("b", "2026-07-12", "2026-07-15");
    const c = season("c", "2026-07-20", "2026-07-30");
    const plan = planSeasonRange([a, b, c], request("2026-07-05", "2026-07-25"));
    expect(plan.remove).toEqual(["b"]);
    expect(plan.update).toEqual([
      { ...a, endDate: "2026-07-05" },
      { ...c, startDate: "2026-07-25" },
    ]);
    expect(plan.create.map((s) => [s.startDate, s.endDate])).toEqual([["2026-07-05", "2026-07-25"]]);
  });

  it("joins a neighbour with the same settings instead of adding a season", () => {
    const before = season("before", "2026-07-01", "2026-07-05", { nightlyRate: 300, minStay: 3 });
    const after = season("after", "2026-07-08", "2026-07-12", { nightlyRate: 300, minStay: 3 });
    const plan = planSeasonRange([before, after], request("2026-07-05", "2026-07-08"));
    expect(plan).toEqual({
      remove: ["after"],
      update: [{ ...before, endDate: "2026-07-12" }],
      create: [],
    });
    // The same price again over a season that already has it changes nothing.
    expect(planSeasonRange([before], request("2026-07-02", "2026-07-04"))).toEqual({
      remove: [],
      update: [],
      create: [],
    });
  });

  it("never joins past the longest season allowed", () => {
    const long = season("long", "2026-01-01", addDays("2026-01-01", RATE_LIMITS.seasonNightsMax), {
      nightlyRate: 300,
      minStay: 3,
    });
    const plan = planSeasonRange([long], request(long.endDate, addDays(long.endDate, 2)));
    expect(plan.update).toEqual([]);
    expect(plan.create).toHaveLength(1);
  });

  it("property: in range the new rate and minimum stay, outside every night's season unchanged, no overlap at any step", () => {
    fc.assert(
      fc.property(seasonsArb, rangeArb, (seasons, range) => {
        const plan = planSeasonRange(seasons, range);
        const stepwise = applyStepwise(seasons, plan);
        const after = applySeasonPlan(seasons, plan);
        expect(after.map(settingsOf)).toEqual(
          [...stepwise].sort((a, b) => (a.startDate < b.startDate ? -1 : 1)).map(settingsOf),
        );
        for (let i = -5; i < WINDOW + 50; i++) {
          const night = addDays(BASE, i);
          const now = seasonOfNight(after, night);
          if (range.startDate <= night && night < range.endDate) {
            expect(now, night).not.toBeNull();
            expect(settingsOf(now)).toMatchObject({
              nightlyRate: range.nightlyRate,
              weekendRate: null,
              minStay: range.minStay,
              arrivalDays: null,
              departureDays: null,
            });
          } else {
            expect(settingsOf(now), night).toEqual(settingsOf(seasonOfNight(seasons, night)));
          }
        }
        // Every season stays a valid one (the API's own rules) and the count grows by two at most.
        for (const s of after) expect(checkSeason({ ...s }).issues).toEqual([]);
        expect(after.length).toBeLessThanOrEqual(seasons.length + 2);
        // Ids stay unique: an updated season is never also removed or made twice.
        const ids = [...plan.remove, ...plan.update.map((s) => s.id)];
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 400 },
    );
  });

  it("property: painting nights one range at a time never piles up seasons", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 10 })), {
          minLength: 1,
          maxLength: 30,
        }),
        (strokes) => {
          let seasons: StoredSeasonLike[] = [];
          strokes.forEach(([start, nights], k) => {
            const plan = planSeasonRange(seasons, request(addDays(BASE, start), addDays(BASE, start + nights)));
            seasons = applySeasonPlan(seasons, plan, (i) => `k${k}-${i}`);
          });
          // All strokes share one rate: whatever was painted is a handful of disjoint runs, one season each.
          const painted = new Set(
            strokes.flatMap(([start, nights]) => Array.from({ length: nights }, (_, i) => start + i)),
          );
          let runs = 0;
          for (let i = 0; i <= 80; i++) if (painted.has(i) && !painted.has(i - 1)) runs++;
          expect(seasons.length).toBe(runs);
        },
      ),
    );
  });
});

describe("checkSeasonRange", () => {
  it("takes dates, rate and minimum stay, naming the season by its nights when no name is given", () => {
    const checked = checkSeasonRange({ startDate: "2026-07-01", endDate: "2026-07-08", nightlyRate: 180 });
    expect(checked.value).toEqual({
      startDate: "2026-07-01",
      endDate: "2026-07-08",
      nightlyRate: 180,
      minStay: null,
      name: rangeSeasonName("2026-07-01", "2026-07-08"),
    });
    expect(rangeSeasonName("2026-07-01", "2026-07-08")).toBe("2026-07-01 – 2026-07-07");
    expect(
      checkSeasonRange({ startDate: "2026-07-01", endDate: "2026-07-08", nightlyRate: 180, name: " Fête " }).value,
    ).toMatchObject({ name: "Fête" });
    const blank = checkSeasonRange({ startDate: "2026-07-01", endDate: "2026-07-02", nightlyRate: 1, name: "  " });
    expect(blank.value?.name).toBe("2026-07-01 – 2026-07-01");
  });

  it("refuses each bad field with the season rules' words", () => {
    const checked = checkSeasonRange({
      startDate: "2026-07-08",
      endDate: "2026-07-01",
      nightlyRate: 0.001,
      minStay: 0,
      name: 5,
    });
    expect(checked.issues.map((i) => [i.path, i.message])).toEqual([
      ["name", RATE_RULE_TEXT.seasonNameRequired],
      ["endDate", RATE_RULE_TEXT.seasonEndNotAfterStart],
      ["nightlyRate", RATE_RULE_TEXT.rateInvalid],
      ["minStay", RATE_RULE_TEXT.minStayInvalid],
    ]);
    const long = checkSeasonRange({
      startDate: "2026-01-01",
      endDate: addDays("2026-01-01", RATE_LIMITS.seasonNightsMax + 1),
      nightlyRate: 100,
    });
    expect(long.issues.map((i) => i.path)).toEqual(["endDate"]);
    expect(daysBetween("2026-01-01", addDays("2026-01-01", RATE_LIMITS.seasonNightsMax + 1))).toBe(367);
    expect(checkSeasonRange({ startDate: "x", endDate: null, nightlyRate: "1" }).issues.map((i) => i.path)).toEqual([
      "startDate",
      "endDate",
      "nightlyRate",
    ]);
  });
});
