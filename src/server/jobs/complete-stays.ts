// The stay-completion job: CONFIRMED bookings whose stay is over become COMPLETED, and expired
// Idempotency-Key records are purged. Runs at server start and then daily, safe on many instances.
import type { FastifyInstance } from "fastify";
import { and, eq, lte, sql } from "drizzle-orm";
import { VILLA_TIME_ZONE, addDays, type IsoDate } from "../../domain/index.ts";
import { queryRows, type Database } from "../db/client.ts";
import { bookings } from "../db/schema.ts";
import { purgeIdempotencyKeys } from "../bookings/idempotency.ts";
import { wallClockIn } from "../time/wall-clock.ts";

/** Guests leave by 11:00 on check-out day (SPEC 9); from then on the stay counts as finished. */
export const CHECK_OUT_MINUTES = 11 * 60;
/** The daily run, in villa-local wall-clock minutes: just after the check-out hour. */
export const DAILY_RUN_MINUTES = CHECK_OUT_MINUTES + 5;

// Two-key advisory lock, distinct from the migration lock, so only one instance works at a time.
const LOCK_CLASS = 7_301;
const LOCK_COMPLETE_STAYS = 1;

/** The villa's local calendar day and time of day at `now`. */
export function villaWallClock(now: Date): { today: IsoDate; minuteOfDay: number; second: number } {
  const wall = wallClockIn(VILLA_TIME_ZONE, now);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return {
    today: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`,
    minuteOfDay: wall.hour * 60 + wall.minute,
    second: wall.second,
  };
}

/**
 * The latest check-out date whose stay is over at `now`: today once it is 11:00 in the villa,
 * otherwise yesterday (the guest may still be in the house until 11:00).
 */
export function lastFinishedCheckOut(now: Date): IsoDate {
  const { today, minuteOfDay } = villaWallClock(now);
  return minuteOfDay >= CHECK_OUT_MINUTES ? today : addDays(today, -1);
}

/** Milliseconds from `now` to the next daily run at 11:05 villa time (recomputed every run, so DST shifts heal). */
export function msUntilNextRun(now: Date): number {
  const { minuteOfDay, second } = villaWallClock(now);
  let minutes = DAILY_RUN_MINUTES - minuteOfDay;
  if (minutes <= 0) minutes += 24 * 60;
  return Math.max(1_000, minutes * 60_000 - second * 1_000 - now.getMilliseconds());
}

/**
 * Marks every CONFIRMED booking whose stay is over as COMPLETED and returns how many changed.
 * The UPDATE is conditional on the status, so it is correct even when instances overlap; the
 * transaction-scoped advisory lock only spares the others the duplicate work.
 */
export async function completeFinishedStays(db: Database, now: Date): Promise<number> {
  const lastCheckOut = lastFinishedCheckOut(now);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}, ${LOCK_COMPLETE_STAYS}) as "locked"`,
    );
    if (!row?.locked) return 0;
    const completed = await tx
      .update(bookings)
      .set({ status: "COMPLETED", updatedAt: now })
      .where(and(eq(bookings.status, "CONFIRMED"), lte(bookings.checkOut, lastCheckOut)))
      .returning({ id: bookings.id });
    return completed.length;
  });
}

/**
 * Runs the job now and then every day at 11:05 villa time. The timer does not keep the process
 * alive; the returned function stops it (graceful shutdown).
 */
export function startStayCompletionJob(app: FastifyInstance): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void run(), msUntilNextRun(app.clock()));
    timer.unref();
  };

  const run = async () => {
    try {
      const now = app.clock();
      const completed = await completeFinishedStays(app.db, now);
      const purged = await purgeIdempotencyKeys(app.db, now);
      if (completed > 0 || purged > 0)
        app.log.info({ completed, purgedIdempotencyKeys: purged }, "stay completion job ran");
    } catch (err) {
      if (!stopped) app.log.error({ err }, "stay completion job failed");
    } finally {
      schedule();
    }
  };

  void run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
