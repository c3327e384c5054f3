// The calendar import schedule: every feed is fetched again once its interval has passed. Safe
// on many instances: a tick claims due feeds with FOR UPDATE SKIP LOCKED and moves their
// next_sync_at forward in the same statement's transaction (a lease), so no two instances
// fetch the same feed in one round, and a crashed instance's feeds come back next interval.
import type { FastifyInstance } from "fastify";
import { asc, inArray, lte } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { calendarSources } from "../db/schema.ts";
import { syncSource, type SourceToSync, type SyncContext } from "./sync-source.ts";
import { calendarSyncSettings } from "./sync-settings.ts";

/** Feeds claimed per round; the rest are claimed by the next round of the same tick. */
const CLAIM_BATCH = 10;
/** The most rounds a tick runs, so one tick cannot run forever on a huge backlog. */
const MAX_ROUNDS_PER_TICK = 20;
/** How often an instance looks for due feeds; feeds themselves wait their full interval. */
const TICK_MS = 60_000;

/** Claims up to `limit` feeds due at `now`, leasing them for one interval. */
export async function claimDueSources(
  db: Database,
  now: Date,
  intervalMs: number,
  limit = CLAIM_BATCH,
): Promise<SourceToSync[]> {
  return db.transaction(async (tx) => {
    // What a sync needs is read with the lease, so syncing a feed does not read it again.
    const due = await tx
      .select({ id: calendarSources.id, villaId: calendarSources.villaId, url: calendarSources.url })
      .from(calendarSources)
      .where(lte(calendarSources.nextSyncAt, now))
      .orderBy(asc(calendarSources.nextSyncAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(calendarSources)
        .set({ nextSyncAt: new Date(now.getTime() + intervalMs) })
        .where(
          inArray(
            calendarSources.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

/** One tick: syncs every feed that is due, one at a time; returns how many were attempted. */
export async function syncDueSources(context: SyncContext): Promise<number> {
  let attempted = 0;
  for (let round = 0; round < MAX_ROUNDS_PER_TICK; round++) {
    const claimed = await claimDueSources(context.db, context.clock(), context.settings.intervalMs);
    if (claimed.length === 0) break;
    for (const source of claimed) {
      const outcome = await syncSource(context, source);
      if (outcome.kind === "failed")
        context.log.warn({ sourceId: source.id, error: outcome.error }, "calendar feed sync failed");
      attempted += 1;
    }
  }
  return attempted;
}

export function syncContextOf(app: FastifyInstance): SyncContext {
  return {
    db: app.db,
    settings: calendarSyncSettings(app.config),
    clock: () => app.clock(),
    log: app.log,
  };
}

/**
 * Runs a tick now and then every minute (or every interval when that is shorter). The timer does
 * not keep the process alive; the returned function stops it (graceful shutdown).
 */
export function startCalendarSyncJob(app: FastifyInstance): () => void {
  const context = syncContextOf(app);
  const every = Math.min(TICK_MS, context.settings.intervalMs);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = async () => {
    try {
      const attempted = await syncDueSources(context);
      if (attempted > 0) app.log.info({ attempted }, "calendar feeds synced");
    } catch (err) {
      if (!stopped) app.log.error({ err }, "calendar sync job failed");
    } finally {
      if (!stopped) {
        timer = setTimeout(() => void run(), every);
        timer.unref();
      }
    }
  };

  void run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
