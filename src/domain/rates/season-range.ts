// "Set the price (and minimum stay) of these nights" from the owner's calendar (DESIGN 7.1, issue 22 item 5): the
// owner picks nights [startDate, endDate) and a rate; the villa's seasons are rewritten so that exactly those nights
// get it. A season that straddles an edge keeps its own settings on the nights outside the range (split into the part
// before and the part after), seasons wholly inside are removed, and one new season covers the range. A neighbour with
// the very same settings is joined with it instead, so painting a month night by night never piles up seasons.
// Pure: the server applies the plan in one transaction under the villa lock.
import { addDays, daysBetween, isIsoDate } from "../dates.ts";
import { RATE_LIMITS } from "./rate-messages.ts";
import { checkSeason, type RateCheck } from "./rate-rules.ts";
import type { Season } from "./seasons.ts";

export type StoredSeasonLike = Season & { id: string };

export interface SeasonRangeRequest {
  startDate: string;
  endDate: string;
  nightlyRate: number;
  minStay: number | null;
  name: string;
}

export interface SeasonRangePlan {
  /** Ids of seasons whose nights all fall in the range. */
  remove: string[];
  /** Seasons kept under their id with new dates: those that shrink first, then those that grow (a join). */
  update: StoredSeasonLike[];
  /** New seasons: the range's own (unless joined with a neighbour) and the far part of a straddling season. */
  create: Season[];
}

/** The name a range's season gets when the owner gives none: its nights, in no language ("2026-07-01 – 2026-07-07"). */
export function rangeSeasonName(startDate: string, endDate: string): string {
  return `${startDate} – ${addDays(endDate, -1)}`;
}

/**
 * The body of PUT /villas/{id}/seasons/range as it came: dates, nightlyRate and minStay (absent or null: the villa's)
 * judged by the season rules (checkSeason), each issue under its own field.
 */
export function checkSeasonRange(input: Record<string, unknown>): RateCheck<SeasonRangeRequest> {
  const { startDate, endDate } = input;
  const blank =
    input.name === undefined || input.name === null || (typeof input.name === "string" && input.name.trim() === "");
  const datesOk = isIsoDate(startDate) && isIsoDate(endDate) && startDate < endDate;
  // No name given: the nights name it (a wrong type still reaches checkSeason and is refused there).
  const name = blank ? (datesOk ? rangeSeasonName(startDate, endDate) : "-") : input.name;
  const checked = checkSeason({
    name,
    startDate,
    endDate,
    nightlyRate: input.nightlyRate,
    minStay: input.minStay,
  });
  if (checked.value === null) return checked;
  const s = checked.value;
  return {
    value: {
      startDate: s.startDate,
      endDate: s.endDate,
      nightlyRate: s.nightlyRate,
      minStay: s.minStay ?? null,
      name: s.name,
    },
    issues: [],
  };
}

const sameDays = (a: readonly number[] | null | undefined, b: readonly number[] | null | undefined) =>
  (a ?? null) === null ? (b ?? null) === null : (b ?? null) !== null && a!.join() === b!.join();

/** Two seasons price and rule every night alike (names aside): joining them changes nothing a guest sees. */
export function sameSettings(a: Season, b: Season): boolean {
  return (
    a.nightlyRate === b.nightlyRate &&
    (a.weekendRate ?? null) === (b.weekendRate ?? null) &&
    (a.minStay ?? null) === (b.minStay ?? null) &&
    sameDays(a.arrivalDays, b.arrivalDays) &&
    sameDays(a.departureDays, b.departureDays)
  );
}

type Piece = Season & { id?: string };

const withoutId = (s: Season): Season => {
  const { id: _id, ...rest } = s;
  return rest;
};

/** The operations turning `seasons` (non-overlapping) into seasons where [startDate, endDate) has the request's rate. */
export function planSeasonRange(seasons: readonly StoredSeasonLike[], range: SeasonRangeRequest): SeasonRangePlan {
  const { startDate: from, endDate: to } = range;
  const remove: string[] = [];
  const shrunk: StoredSeasonLike[] = [];
  let before: Piece | null = null;
  let after: Piece | null = null;
  for (const s of seasons) {
    if (s.endDate <= from || s.startDate >= to) {
      if (s.endDate === from) before = s;
      if (s.startDate === to) after = s;
      continue;
    }
    const keepsHead = s.startDate < from;
    const keepsTail = s.endDate > to;
    if (keepsHead) {
      before = { ...s, endDate: from };
      shrunk.push(before as StoredSeasonLike);
      // The far part of a straddling season is a new season with the same settings.
      if (keepsTail) after = { ...withoutId(s), startDate: to };
    } else if (keepsTail) {
      after = { ...s, startDate: to };
      shrunk.push(after as StoredSeasonLike);
    } else {
      remove.push(s.id);
    }
  }

  let season: Piece = {
    name: range.name,
    startDate: from,
    endDate: to,
    nightlyRate: range.nightlyRate,
    weekendRate: null,
    minStay: range.minStay,
    arrivalDays: null,
    departureDays: null,
  };
  const create: Season[] = [];
  const grown: StoredSeasonLike[] = [];
  const fits = (a: Season, b: Season) => daysBetween(a.startDate, b.endDate) <= RATE_LIMITS.seasonNightsMax;
  if (before && sameSettings(before, season) && fits(before, season)) {
    season = { ...before, endDate: to };
  }
  let joinedAfter = false;
  if (after && sameSettings(after, season) && fits(season, after)) {
    joinedAfter = true;
    const afterId = after.id;
    if (season.id === undefined && afterId !== undefined) {
      season = { ...after, startDate: season.startDate };
    } else {
      season = { ...season, endDate: after.endDate };
      // The far part is now inside the joined season: a stored one goes, a new one is never made.
      if (afterId !== undefined) {
        remove.push(afterId);
        const i = shrunk.findIndex((s) => s.id === afterId);
        if (i >= 0) shrunk.splice(i, 1);
      }
    }
  }
  if (after && !joinedAfter && after.id === undefined) create.push(after);

  if (season.id === undefined) {
    create.unshift(season);
  } else {
    const id = season.id;
    const i = shrunk.findIndex((s) => s.id === id);
    if (i >= 0) shrunk.splice(i, 1);
    const old = seasons.find((s) => s.id === id)!;
    if (old.startDate !== season.startDate || old.endDate !== season.endDate) {
      grown.push(season as StoredSeasonLike);
    }
  }
  return { remove, update: [...shrunk, ...grown], create };
}

/** The seasons after `plan`, in date order (what the server answers; the tests' model of the database). */
export function applySeasonPlan<S extends StoredSeasonLike>(
  seasons: readonly S[],
  plan: SeasonRangePlan,
  newId: (index: number) => string = (i) => `new-${i}`,
): StoredSeasonLike[] {
  const removed = new Set(plan.remove);
  const updated = new Map(plan.update.map((s) => [s.id, s]));
  const kept: StoredSeasonLike[] = seasons.filter((s) => !removed.has(s.id)).map((s) => updated.get(s.id) ?? s);
  const made = plan.create.map((s, i) => ({ ...s, id: newId(i) }));
  return [...kept, ...made].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}
