// One sync of one imported feed: move its next sync on first, download and parse (in a worker
// thread) outside any transaction, then, holding the villa row lock that booking creation takes
// (FOR NO KEY UPDATE), replace the feed's ranges in one transaction. A failed download or parse
// keeps the previous ranges and records the error.
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { villaToday } from "../../domain/index.ts";
import type { FeedErrorCode } from "../../domain/schemas/calendar.ts";
import type { Database } from "../db/client.ts";
import { calendarBlocks, calendarSources, villas } from "../db/schema.ts";
import { FeedError } from "./feed-error.ts";
import { fetchFeed } from "./fetch-feed.ts";
import type { NightRange } from "./parse-feed.ts";
import { parseFeedInWorker } from "./parse-in-worker.ts";
import type { CalendarSyncSettings } from "./sync-settings.ts";

export interface SyncContext {
  db: Database;
  settings: CalendarSyncSettings;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export type SyncOutcome = { kind: "synced"; ranges: number } | { kind: "failed"; error: string } | { kind: "missing" };

// Inserting thousands of rows in one statement would approach PostgreSQL's parameter limit.
const INSERT_BATCH = 1_000;

type Downloaded = { ranges: NightRange[] } | { error: string; code: FeedErrorCode };

async function download(context: SyncContext, url: string): Promise<Downloaded> {
  try {
    const text = await fetchFeed(url, context.settings);
    return {
      ranges: await parseFeedInWorker(text, villaToday(context.clock()), {
        timeoutMs: context.settings.parseTimeoutMs,
        maxBytes: context.settings.maxBytes,
      }),
    };
  } catch (err) {
    if (err instanceof FeedError) return { error: err.message, code: err.code };
    context.log.error({ err }, "calendar feed could not be synced");
    return { error: "The calendar could not be synced", code: "internal" };
  }
}

/** The feed to sync, as its caller (the schedule's claim, a route) has just read it. */
export interface SourceToSync {
  id: string;
  villaId: string;
  url: string;
}

/**
 * Moves the feed's next sync one interval on before it is fetched, committed on its own: if this
 * sync never ends (the process is stopped or crashes while a hostile feed is read), the next
 * start-up does not fetch the same feed again at once. The schedule's claim has done this already;
 * "Sync now" and a feed's first sync have not.
 */
async function leaseSource(context: SyncContext, source: SourceToSync): Promise<void> {
  await context.db
    .update(calendarSources)
    .set({ nextSyncAt: new Date(context.clock().getTime() + context.settings.intervalMs) })
    .where(and(eq(calendarSources.id, source.id), eq(calendarSources.villaId, source.villaId)));
}

export async function syncSource(context: SyncContext, source: SourceToSync): Promise<SyncOutcome> {
  const { db } = context;
  const sourceId = source.id;
  await leaseSource(context, source);
  const result = await download(context, source.url);
  const now = context.clock();
  const nextSyncAt = new Date(now.getTime() + context.settings.intervalMs);

  return db.transaction(async (tx): Promise<SyncOutcome> => {
    // Villa first, then the source: the same order as every other writer, so no deadlock.
    const [villa] = await tx
      .select({ id: villas.id })
      .from(villas)
      .where(eq(villas.id, source.villaId))
      .for("no key update");
    const [current] = await tx
      .select({ id: calendarSources.id })
      .from(calendarSources)
      .where(and(eq(calendarSources.id, sourceId), eq(calendarSources.villaId, source.villaId)))
      .for("update");
    // Removed (or its villa deleted) while we were downloading: nothing to store.
    if (!villa || !current) return { kind: "missing" };

    if ("error" in result) {
      await tx
        .update(calendarSources)
        .set({
          lastAttemptAt: now,
          lastError: result.error,
          lastErrorCode: result.code,
          nextSyncAt,
        })
        .where(eq(calendarSources.id, sourceId));
      return { kind: "failed", error: result.error };
    }

    await tx.delete(calendarBlocks).where(eq(calendarBlocks.sourceId, sourceId));
    for (let i = 0; i < result.ranges.length; i += INSERT_BATCH) {
      await tx.insert(calendarBlocks).values(
        result.ranges.slice(i, i + INSERT_BATCH).map((r) => ({
          sourceId,
          villaId: source.villaId,
          startDate: r.start,
          endDate: r.end,
        })),
      );
    }
    await tx
      .update(calendarSources)
      .set({
        lastAttemptAt: now,
        lastSyncedAt: now,
        lastError: null,
        lastErrorCode: null,
        nextSyncAt,
      })
      .where(eq(calendarSources.id, sourceId));
    return { kind: "synced", ranges: result.ranges.length };
  });
}
