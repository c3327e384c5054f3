// The outbox's delivery bookkeeping, safe with several workers on several instances: a worker claims due rows
// with FOR UPDATE SKIP LOCKED and takes a lease (lockedUntil); while the lease runs no other worker touches the
// row, and once it has run out (the worker crashed mid-send) the row is due again. Every claim counts one attempt;
// a failure puts the row back with an exponential backoff, and the last allowed attempt leaves it "failed".
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { notificationOutbox } from "../db/schema.ts";
import type { NotificationChannel } from "./kinds.ts";

export type OutboxRow = typeof notificationOutbox.$inferSelect;

export interface RetryPolicy {
  /** Attempts before a row is given up as "failed". */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

/** The wait before the next attempt after `attempts` tries: 30 s, 1 min, 2 min... at most an hour. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

const MAX_ERROR_LENGTH = 1_000;

export async function claimDueRows(
  db: Database,
  input: { now: Date; workerId: string; leaseMs: number; limit: number; channels: readonly NotificationChannel[] },
): Promise<OutboxRow[]> {
  const { now, workerId } = input;
  if (input.channels.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          inArray(notificationOutbox.channel, [...input.channels]),
          // "sending" rows are claimed again only once their worker's lease has run out.
          inArray(notificationOutbox.status, ["pending", "sending"]),
          lte(notificationOutbox.nextAttemptAt, now),
          or(isNull(notificationOutbox.lockedUntil), lte(notificationOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(notificationOutbox.nextAttemptAt), asc(notificationOutbox.createdAt))
      .limit(input.limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(notificationOutbox)
      .set({
        status: "sending",
        attempts: sql`${notificationOutbox.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + input.leaseMs),
        lockedBy: workerId,
        updatedAt: now,
      })
      .where(
        inArray(
          notificationOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Only the worker holding the claim records its outcome; a claim lost to an expired lease changes nothing. */
function heldBy(row: OutboxRow) {
  return and(
    eq(notificationOutbox.id, row.id),
    eq(notificationOutbox.lockedBy, row.lockedBy ?? ""),
    eq(notificationOutbox.status, "sending"),
  );
}

export async function markSent(db: Database, row: OutboxRow, now: Date): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null, updatedAt: now })
    .where(heldBy(row));
}

/** Records a failed attempt: retried later, or "failed" for good after the last attempt (or when `final`). */
export async function markFailed(
  db: Database,
  row: OutboxRow,
  error: string,
  now: Date,
  options: { policy?: RetryPolicy; final?: boolean } = {},
): Promise<"retry" | "failed"> {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const final = options.final === true || row.attempts >= policy.maxAttempts;
  await db
    .update(notificationOutbox)
    .set({
      status: final ? "failed" : "pending",
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      lockedUntil: null,
      nextAttemptAt: final ? row.nextAttemptAt : new Date(now.getTime() + retryDelayMs(row.attempts, policy)),
      updatedAt: now,
    })
    .where(heldBy(row));
  return final ? "failed" : "retry";
}

/** Without SMTP_URL: pending mails become "kept" (visible in the back office, never sent); returns them. */
export async function keepPendingMails(
  db: Database,
  now: Date,
): Promise<Pick<OutboxRow, "id" | "kind" | "recipient" | "subject">[]> {
  return db
    .update(notificationOutbox)
    .set({ status: "kept", updatedAt: now })
    .where(and(eq(notificationOutbox.channel, "email"), eq(notificationOutbox.status, "pending")))
    .returning({
      id: notificationOutbox.id,
      kind: notificationOutbox.kind,
      recipient: notificationOutbox.recipient,
      subject: notificationOutbox.subject,
    });
}
