// The cap on mails to an address that never proved it is real: anyone can sign up with someone else's
// address, and twenty book-and-cancel cycles used to send forty mails to it. A guest address that has not been
// confirmed (address-confirmation.ts) receives at most UNCONFIRMED_EMAIL_MAILS_PER_DAY mails in any 24 hours;
// the others are written to the outbox as "suppressed": never sent, listed in the back office. The villa's side
// (owners and admins, whose accounts an admin made) is never capped, and neither is a confirmed address.
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { notificationOutbox } from "../db/schema.ts";

export interface MailCap {
  /** Mails an unconfirmed address may receive in any 24 hours (config.unconfirmedEmailMailsPerDay). */
  unconfirmedPerDay: number;
}

export function mailCapOf(config: Pick<AppConfig, "unconfirmedEmailMailsPerDay">): MailCap {
  return { unconfirmedPerDay: config.unconfirmedEmailMailsPerDay };
}

export const MAIL_CAP_WINDOW_MS = 24 * 60 * 60_000;

// The class half of a two-key advisory lock (the other half is the address's hash); any constant of our own.
const MAIL_CAP_LOCK_CLASS = 72_451_302;

/**
 * True when one more mail to `address` stays within the cap. Call it inside the transaction that writes the mail:
 * it holds a lock on the address until commit, so two bookings of one guest committing together cannot both take
 * the last place. Only mails actually meant to go count, not those already held back.
 */
export async function withinUnconfirmedCap(tx: Database, address: string, cap: MailCap, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_CAP_LOCK_CLASS}, hashtext(${address}))`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.channel, "email"),
        eq(notificationOutbox.recipient, address),
        gt(notificationOutbox.createdAt, new Date(now.getTime() - MAIL_CAP_WINDOW_MS)),
        ne(notificationOutbox.status, "suppressed"),
      ),
    );
  return (row?.n ?? 0) < cap.unconfirmedPerDay;
}
