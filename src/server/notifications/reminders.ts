// The guest's daily reminders (at start, then at 10:00 villa time, a civil hour to receive a mail): each CONFIRMED
// stay checking in within the next three days gets its arrival reminder, with check-in time and address, and each
// part of a schedule falling due or overdue its payment reminder (payment-reminders.ts). The arrival window is 1..3
// days rather than exactly 3 so a stay confirmed late, or a day the server was down, still gets one; the outbox's
// unique key makes every later run a no-op for a stay already reminded.
import type { FastifyInstance } from "fastify";
import { and, eq, gte, lte } from "drizzle-orm";
import { addDays } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { bookings } from "../db/schema.ts";
import { villaWallClock } from "../jobs/complete-stays.ts";
import { enqueueArrivalReminder, type MailCap } from "./enqueue.ts";
import { mailCapOf } from "./mail-cap.ts";
import { enqueuePaymentRemindersDue } from "./payment-reminders.ts";

export const REMINDER_DAYS_BEFORE = 3;
/** Villa wall-clock minutes of the daily run: a civil hour to receive a mail. */
export const REMINDER_RUN_MINUTES = 10 * 60;

/** Enqueues the reminders due at `now`; returns how many were new. */
export async function enqueueArrivalReminders(db: Database, now: Date, mailCap: MailCap): Promise<number> {
  const { today } = villaWallClock(now);
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "CONFIRMED"),
        gte(bookings.checkIn, addDays(today, 1)),
        lte(bookings.checkIn, addDays(today, REMINDER_DAYS_BEFORE)),
      ),
    );
  let enqueued = 0;
  for (const booking of due) {
    enqueued += await db.transaction((tx) => enqueueArrivalReminder(tx, booking.id, now, mailCap));
  }
  return enqueued;
}

/** Milliseconds from `now` to the next 10:00 in the villa (recomputed every run, so DST shifts heal). */
export function msUntilNextReminderRun(now: Date): number {
  const { minuteOfDay, second } = villaWallClock(now);
  let minutes = REMINDER_RUN_MINUTES - minuteOfDay;
  if (minutes <= 0) minutes += 24 * 60;
  return Math.max(1_000, minutes * 60_000 - second * 1_000 - now.getMilliseconds());
}

/** Runs now and then daily; the timer does not keep the process alive; the returned function stops it. */
export function startDailyReminderJob(app: FastifyInstance): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    const now = app.clock();
    const mailCap = mailCapOf(app.config);
    // Each kind on its own: one failing does not hold back the other until tomorrow.
    const runs = [
      ["arrival", () => enqueueArrivalReminders(app.db, now, mailCap)],
      ["payment", () => enqueuePaymentRemindersDue(app.db, now, mailCap)],
    ] as const;
    try {
      for (const [reminders, enqueue] of runs) {
        try {
          const enqueued = await enqueue();
          if (enqueued > 0) app.log.info({ reminders, enqueued }, "reminders enqueued");
        } catch (err) {
          if (!stopped) app.log.error({ err, reminders }, "reminder job failed");
        }
      }
    } finally {
      if (!stopped) {
        timer = setTimeout(() => void run(), msUntilNextReminderRun(app.clock()));
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
