// The owner's reminders while a booking request waits for an answer (DESIGN 7.2: the guest is promised one within
// 24 hours): at 12 hours and again at 20, a mail to the villa's owner and each active admin in their language and a
// push to their phones. A job every few minutes looks for PENDING requests past a mark; a request first seen past
// both (the server was down) gets only the later one. The outbox's unique (booking, kind, recipient) key makes each
// reminder once, whichever instance gets there first.
import type { FastifyInstance } from "fastify";
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { villaToday } from "../../domain/dates.ts";
import type { Database } from "../db/client.ts";
import { bookings, notificationOutbox } from "../db/schema.ts";
import { enqueueRequestWaiting } from "./enqueue.ts";
import { REQUEST_WAITING_KIND, REQUEST_WAITING_MARKS, type RequestWaitingMark } from "./kinds.ts";

/** How often the job looks: a reminder is at most this late. */
export const REQUEST_REMINDER_INTERVAL_MS = 5 * 60_000;
const HOUR_MS = 60 * 60_000;

/** The latest mark a request that has waited `waitedMs` has passed, if any. */
export function requestWaitingMark(waitedMs: number): RequestWaitingMark | undefined {
  return REQUEST_WAITING_MARKS.filter((hours) => waitedMs >= hours * HOUR_MS).at(-1);
}

/** Enqueues the reminders due at `now`; returns how many rows (mails and pushes) were new. */
export async function enqueueRequestReminders(db: Database, now: Date): Promise<number> {
  const firstMark = Math.min(...REQUEST_WAITING_MARKS);
  const waiting = await db
    .select({ id: bookings.id, createdAt: bookings.createdAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "PENDING"),
        lte(bookings.createdAt, new Date(now.getTime() - firstMark * HOUR_MS)),
        // A request for a stay whose day has passed is moot: nobody is waiting for that answer any more.
        gte(bookings.checkIn, villaToday(now)),
      ),
    );
  if (waiting.length === 0) return 0;
  // Skip what is already in the outbox, so a pass every few minutes composes nothing it would not send.
  const mailKinds = REQUEST_WAITING_MARKS.map((mark) => REQUEST_WAITING_KIND[mark].email);
  const done = await db
    .selectDistinct({ bookingId: notificationOutbox.bookingId, kind: notificationOutbox.kind })
    .from(notificationOutbox)
    .where(
      and(
        inArray(
          notificationOutbox.bookingId,
          waiting.map((request) => request.id),
        ),
        inArray(notificationOutbox.kind, mailKinds),
      ),
    );
  const reminded = new Set(done.map((row) => `${row.bookingId} ${row.kind}`));
  let enqueued = 0;
  for (const request of waiting) {
    const mark = requestWaitingMark(now.getTime() - request.createdAt.getTime());
    if (!mark || reminded.has(`${request.id} ${REQUEST_WAITING_KIND[mark].email}`)) continue;
    enqueued += await db.transaction(async (tx) => {
      // Under a share lock: a request the owner answers meanwhile is not reminded of.
      const [current] = await tx
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, request.id))
        .for("share");
      return current?.status === "PENDING" ? enqueueRequestWaiting(tx, request.id, mark, now) : 0;
    });
  }
  return enqueued;
}

/** Runs now and then every few minutes; the timer does not keep the process alive; the returned function stops it. */
export function startRequestReminderJob(app: FastifyInstance): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const enqueued = await enqueueRequestReminders(app.db, app.clock());
      if (enqueued > 0) app.log.info({ enqueued }, "request reminders enqueued");
    } catch (err) {
      if (!stopped) app.log.error({ err }, "request reminder job failed");
    } finally {
      if (!stopped) {
        timer = setTimeout(() => void run(), REQUEST_REMINDER_INTERVAL_MS);
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
