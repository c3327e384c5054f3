// Writing a villa's seasons (DESIGN 7.1): under the villa lock, a season sharing a night with another one of the
// villa is 409 SEASON_OVERLAP naming it; the exclusion constraint of migration 0012 backs the check up.
import { and, eq, inArray } from "drizzle-orm";
import {
  planSeasonRange,
  RATE_LIMITS,
  SEASON_OVERLAP_MESSAGE,
  SEASONS_FULL_MESSAGE,
  seasonClash,
  type Season,
  type SeasonRangeRequest,
  type StoredSeason,
} from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { EXCLUSION_VIOLATION, pgErrorCode } from "../db/errors.ts";
import { seasons } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { seasonsOf } from "./villa-rates.ts";

const overlapError = (name: string) => new ApiError("SEASON_OVERLAP", SEASON_OVERLAP_MESSAGE(name));

/** Bounds the work every calendar and quote of the villa does: they read all its seasons. */
function guardCount(count: number) {
  if (count > RATE_LIMITS.seasonsMax) {
    throw new ApiError("VALIDATION_FAILED", SEASONS_FULL_MESSAGE, [{ path: "", message: SEASONS_FULL_MESSAGE }]);
  }
}

/** `adding`: the candidate is a new season, so the villa's count grows by one. */
async function guardOverlap(tx: Database, villaId: string, candidate: Season & { id?: string }, adding = false) {
  const existing = await seasonsOf(tx, villaId);
  const clash = seasonClash(existing, candidate);
  if (clash) throw overlapError(clash.name);
  if (adding) guardCount(existing.length + 1);
}

function columns(season: Season) {
  return {
    name: season.name,
    startDate: season.startDate,
    endDate: season.endDate,
    nightlyRate: season.nightlyRate,
    weekendRate: season.weekendRate ?? null,
    minStay: season.minStay ?? null,
    arrivalDays: season.arrivalDays ? [...season.arrivalDays] : null,
    departureDays: season.departureDays ? [...season.departureDays] : null,
  };
}

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    // Only reachable when a writer skipped the villa lock: the constraint still refuses the overlap.
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) throw overlapError("another season");
    throw err;
  }
}

/** Must run inside a transaction holding the villa lock. */
export async function createSeason(tx: Database, villaId: string, season: Season, now: Date): Promise<StoredSeason> {
  await guardOverlap(tx, villaId, season, true);
  const [row] = await write(() =>
    tx
      .insert(seasons)
      .values({ villaId, ...columns(season), createdAt: now, updatedAt: now })
      .returning({ id: seasons.id }),
  );
  if (!row) throw new Error("Season insert returned no row");
  return { id: row.id, ...columns(season) };
}

/** Must run inside a transaction holding the villa lock. */
export async function updateSeason(
  tx: Database,
  villaId: string,
  id: string,
  season: Season,
  now: Date,
): Promise<StoredSeason> {
  await guardOverlap(tx, villaId, { ...season, id });
  const [row] = await write(() =>
    tx
      .update(seasons)
      .set({ ...columns(season), updatedAt: now })
      .where(and(eq(seasons.id, id), eq(seasons.villaId, villaId)))
      .returning({ id: seasons.id }),
  );
  if (!row) throw new ApiError("NOT_FOUND", "Season not found");
  return { id, ...columns(season) };
}

export async function deleteSeason(db: Database, villaId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(seasons)
    .where(and(eq(seasons.id, id), eq(seasons.villaId, villaId)))
    .returning({ id: seasons.id });
  if (!row) throw new ApiError("NOT_FOUND", "Season not found");
}

/**
 * The owner's calendar's "set the price of these nights" (domain season-range.ts): the seasons rewritten so exactly
 * [startDate, endDate) has the new rate and minimum stay, in the plan's order (removals, shrinks, growths, new
 * seasons) so no statement ever sees two seasons overlap. Must run inside a transaction holding the villa lock: a
 * failure anywhere rolls the whole change back. Answers the villa's seasons afterwards.
 */
export async function setSeasonRange(
  tx: Database,
  villaId: string,
  range: SeasonRangeRequest,
  now: Date,
): Promise<StoredSeason[]> {
  const existing = await seasonsOf(tx, villaId);
  const plan = planSeasonRange(existing, range);
  guardCount(existing.length - plan.remove.length + plan.create.length);
  if (plan.remove.length > 0) {
    await tx.delete(seasons).where(and(eq(seasons.villaId, villaId), inArray(seasons.id, plan.remove)));
  }
  for (const season of plan.update) {
    await write(() =>
      tx
        .update(seasons)
        .set({ ...columns(season), updatedAt: now })
        .where(and(eq(seasons.id, season.id), eq(seasons.villaId, villaId))),
    );
  }
  if (plan.create.length > 0) {
    await write(() =>
      tx.insert(seasons).values(plan.create.map((s) => ({ villaId, ...columns(s), createdAt: now, updatedAt: now }))),
    );
  }
  return seasonsOf(tx, villaId);
}
