// The external calendars of a villa as the back office manages them: list (with each one's
// stored range count and the conflicts with bookings made here), add and remove.
import { and, asc, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { OCCUPYING_STATUSES, villaToday } from "../../domain/index.ts";
import {
  CALENDAR_LIMITS,
  CALENDAR_RULE_TEXT,
  FEED_ERROR_CODES,
  type CalendarConflict,
  type CalendarSource,
  type FeedErrorCode,
} from "../../domain/schemas/calendar.ts";
import type { Database } from "../db/client.ts";
import { pgErrorCode, UNIQUE_VIOLATION } from "../db/errors.ts";
import { bookings, calendarBlocks, calendarSources } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";

type SourceRow = typeof calendarSources.$inferSelect;

function isFeedErrorCode(code: string | null): code is FeedErrorCode {
  return code !== null && (FEED_ERROR_CODES as readonly string[]).includes(code);
}

function toSourceView(row: SourceRow, blockedRanges: number): CalendarSource {
  return {
    id: row.id,
    villaId: row.villaId,
    label: row.label,
    url: row.url,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorCode: isFeedErrorCode(row.lastErrorCode) ? row.lastErrorCode : null,
    blockedRanges,
    createdAt: row.createdAt.toISOString(),
  };
}

async function rangeCounts(db: Database, villaId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ sourceId: calendarBlocks.sourceId, ranges: count() })
    .from(calendarBlocks)
    .where(eq(calendarBlocks.villaId, villaId))
    .groupBy(calendarBlocks.sourceId);
  return new Map(rows.map((r) => [r.sourceId, r.ranges]));
}

export async function listSources(db: Database, villaId: string): Promise<CalendarSource[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(calendarSources)
      .where(eq(calendarSources.villaId, villaId))
      .orderBy(asc(calendarSources.createdAt), asc(calendarSources.label), asc(calendarSources.id)),
    rangeCounts(db, villaId),
  ]);
  return rows.map((row) => toSourceView(row, counts.get(row.id) ?? 0));
}

export async function findSource(db: Database, villaId: string, sourceId: string): Promise<CalendarSource | undefined> {
  const [row] = await db
    .select()
    .from(calendarSources)
    .where(and(eq(calendarSources.id, sourceId), eq(calendarSources.villaId, villaId)));
  if (!row) return undefined;
  const [ranges] = await db.select({ n: count() }).from(calendarBlocks).where(eq(calendarBlocks.sourceId, sourceId));
  return toSourceView(row, ranges?.n ?? 0);
}

/**
 * Imported ranges that share nights with a PENDING or CONFIRMED booking made here and not yet
 * over. Both are kept (the booking was accepted first, or arrived on the other channel while
 * this one was out of date): the owner sees the conflict in the back office and settles it.
 */
export async function listConflicts(db: Database, villaId: string, now: Date): Promise<CalendarConflict[]> {
  const rows = await db
    .select({
      sourceId: calendarSources.id,
      sourceLabel: calendarSources.label,
      blockStart: calendarBlocks.startDate,
      blockEnd: calendarBlocks.endDate,
      bookingId: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      bookingStatus: bookings.status,
    })
    .from(calendarBlocks)
    .innerJoin(calendarSources, eq(calendarSources.id, calendarBlocks.sourceId))
    .innerJoin(
      bookings,
      and(
        eq(bookings.villaId, calendarBlocks.villaId),
        inArray(bookings.status, [...OCCUPYING_STATUSES]),
        lt(bookings.checkIn, calendarBlocks.endDate),
        gt(bookings.checkOut, calendarBlocks.startDate),
      ),
    )
    .where(and(eq(calendarBlocks.villaId, villaId), gt(calendarBlocks.endDate, villaToday(now))))
    .orderBy(asc(bookings.checkIn), asc(calendarBlocks.startDate), asc(bookings.id));
  return rows.map((r) => ({
    ...r,
    bookingStatus: r.bookingStatus === "CONFIRMED" ? "CONFIRMED" : "PENDING",
  }));
}

/**
 * Adds a feed (the caller syncs it right after, so it is stored already leased until `nextSyncAt`:
 * a first sync that never ends is not retried at once by the next start-up). The same URL twice on
 * one villa is refused.
 */
export async function addSource(
  db: Database,
  villaId: string,
  input: { label: string; url: string },
  now: Date,
  nextSyncAt: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Counted under a lock on the villa's feeds so two concurrent adds cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar_sources:${villaId}`}))`);
    const [existing] = await tx
      .select({ n: count() })
      .from(calendarSources)
      .where(eq(calendarSources.villaId, villaId));
    // More than any villa lists on; it bounds the work of one schedule tick.
    if ((existing?.n ?? 0) >= CALENDAR_LIMITS.sourcesPerVilla) {
      throw new ApiError("VALIDATION_FAILED", CALENDAR_RULE_TEXT.tooManySources, [
        { path: "url", message: CALENDAR_RULE_TEXT.tooManySources },
      ]);
    }
    try {
      const [row] = await tx
        .insert(calendarSources)
        .values({
          villaId,
          label: input.label,
          url: input.url,
          nextSyncAt,
          createdAt: now,
        })
        .returning({ id: calendarSources.id });
      if (!row) throw new Error("Calendar source insert returned no row");
      return row.id;
    } catch (err) {
      if (pgErrorCode(err) === UNIQUE_VIOLATION) {
        throw new ApiError("VALIDATION_FAILED", CALENDAR_RULE_TEXT.alreadyImported, [
          { path: "url", message: CALENDAR_RULE_TEXT.alreadyImported },
        ]);
      }
      throw err;
    }
  });
}

/** Removes a feed and, with it, every night it blocked. */
export async function removeSource(db: Database, villaId: string, sourceId: string): Promise<boolean> {
  const removed = await db
    .delete(calendarSources)
    .where(and(eq(calendarSources.id, sourceId), eq(calendarSources.villaId, villaId)))
    .returning({ id: calendarSources.id });
  return removed.length > 0;
}
