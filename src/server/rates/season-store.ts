// Writing a villa's seasons (DESIGN 7.1): under the villa lock, a season sharing a night with another one of the
// villa is 409 SEASON_OVERLAP naming it; the exclusion constraint of migration 0012 backs the check up.
import { and, eq } from "drizzle-orm";
import { SEASON_OVERLAP_MESSAGE, seasonClash, type Season, type StoredSeason } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { EXCLUSION_VIOLATION, pgErrorCode } from "../db/errors.ts";
import { seasons } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { seasonsOf } from "./villa-rates.ts";

const overlapError = (name: string) => new ApiError("SEASON_OVERLAP", SEASON_OVERLAP_MESSAGE(name));

async function guardOverlap(tx: Database, villaId: string, candidate: Season & { id?: string }) {
  const clash = seasonClash(await seasonsOf(tx, villaId), candidate);
  if (clash) throw overlapError(clash.name);
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
  await guardOverlap(tx, villaId, season);
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
