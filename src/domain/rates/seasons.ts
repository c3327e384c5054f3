// Seasons (DESIGN 7.1): date ranges of a villa with their own nightly rate and stay rules. A season covers the nights
// from startDate up to the day before endDate (endDate is exclusive, like a stay's check-out), and the seasons of one
// villa never share a night, so every night has at most one season.
import type { IsoDate } from "../dates.ts";

export interface Season {
  id?: string;
  name: string;
  startDate: IsoDate;
  /** The first night after the season. */
  endDate: IsoDate;
  nightlyRate: number;
  /** The rate of the villa's weekend nights inside the season; absent or null: nightlyRate. */
  weekendRate?: number | null;
  /** Minimum nights of a stay whose check-in night is in the season; absent or null: the villa's. */
  minStay?: number | null;
  /** Weekdays a stay may begin on when its check-in night is in the season; absent or null: any. */
  arrivalDays?: readonly number[] | null;
  /** Weekdays a stay may end on when its last night is in the season; absent or null: any. */
  departureDays?: readonly number[] | null;
}

/** The season a night belongs to, or null for a night priced at the villa's own rates. */
export function seasonOfNight<S extends Season>(seasons: readonly S[], night: IsoDate): S | null {
  return seasons.find((s) => s.startDate <= night && night < s.endDate) ?? null;
}

/** True when two seasons share at least one night. */
export function seasonsOverlap(a: Pick<Season, "startDate" | "endDate">, b: Pick<Season, "startDate" | "endDate">) {
  return a.startDate < b.endDate && b.startDate < a.endDate && a.startDate < a.endDate && b.startDate < b.endDate;
}

/**
 * The first stored season sharing a night with `candidate` (409 SEASON_OVERLAP), or null. A season edited in place
 * (same id) never clashes with its old self.
 */
export function seasonClash<S extends Season>(
  seasons: readonly S[],
  candidate: Pick<Season, "id" | "startDate" | "endDate">,
): S | null {
  return (
    seasons.find((s) => (candidate.id === undefined || s.id !== candidate.id) && seasonsOverlap(s, candidate)) ?? null
  );
}
