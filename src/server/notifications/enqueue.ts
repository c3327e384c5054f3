// Writing notifications into the outbox, inside the transaction of the booking change that causes them: a new
// request tells the owner's side (mail, and push to their phones) and the guest; a confirmation, rejection or
// cancellation tells the guest; the arrival reminder is enqueued by reminders.ts. The text is composed now, in
// each recipient's language, so what the back office shows is exactly what is sent. The unique
// (booking, kind, recipient) key turns a second enqueue of the same notification into nothing. A guest whose
// address is not confirmed gets the confirmation link in each mail, and mails over the daily cap are written
// "suppressed" (mail-cap.ts).
import { normalizeLanguage } from "../../domain/languages.ts";
import type { Database } from "../db/client.ts";
import { notificationOutbox } from "../db/schema.ts";
import { confirmationKey, confirmationToken } from "./address-confirmation.ts";
import { findBookingFacts, findOwnerSide, findPushTargets, type GuestAccount } from "./booking-facts.ts";
import { composeMail, composeNewRequestPush, type BookingFacts, type MailKind } from "./compose.ts";
import { GUEST_MAIL_OF, type BookingEvent } from "./kinds.ts";
import { withinUnconfirmedCap, type MailCap } from "./mail-cap.ts";
import { SITE_PLACEHOLDER } from "./site-links.ts";

export type { MailCap } from "./mail-cap.ts";

type OutboxInsert = typeof notificationOutbox.$inferInsert;

const context = { publicUrl: SITE_PLACEHOLDER };

function mailRow(
  kind: MailKind,
  booking: BookingFacts,
  to: { name: string; email: string; language: string },
  now: Date,
  confirmAddressUrl?: string,
): OutboxInsert {
  const language = normalizeLanguage(to.language);
  const mail = composeMail(kind, booking, { name: to.name, language }, { ...context, confirmAddressUrl });
  return {
    channel: "email",
    kind,
    bookingId: booking.id,
    recipient: to.email.trim().toLowerCase(),
    language,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
    status: "pending",
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The guest's mail: with the link that confirms their address while it is unconfirmed, and held back
 * ("suppressed") when the address has had its day's share of mails.
 */
async function guestMailRow(
  tx: Database,
  kind: MailKind,
  booking: BookingFacts & { guestAccount: GuestAccount },
  now: Date,
  mailCap: MailCap,
): Promise<OutboxInsert> {
  const guest = { name: booking.guest.fullName, email: booking.guest.email, language: booking.language };
  const address = guest.email.trim().toLowerCase();
  const unconfirmed = booking.guestAccount.role === "GUEST" && booking.guestAccount.emailConfirmedAt === null;
  if (!unconfirmed) return mailRow(kind, booking, guest, now);
  const token = confirmationToken(await confirmationKey(tx), address, now);
  const url = `${SITE_PLACEHOLDER}/${normalizeLanguage(guest.language)}/confirm-email?token=${token}`;
  const row = mailRow(kind, booking, guest, now, url);
  if (await withinUnconfirmedCap(tx, address, mailCap, now)) return row;
  return {
    ...row,
    status: "suppressed",
    lastError: `Not sent: the guest has not confirmed this address, and it already had ${mailCap.unconfirmedPerDay} mails in the last 24 hours`,
  };
}

async function insertRows(tx: Database, rows: OutboxInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(notificationOutbox)
    .values(rows)
    .onConflictDoNothing({
      target: [notificationOutbox.bookingId, notificationOutbox.kind, notificationOutbox.recipient],
    })
    .returning({ id: notificationOutbox.id });
  return inserted.length;
}

/**
 * Enqueues what `event` tells about the booking; returns how many rows were new. Call it inside the booking's
 * transaction, after the change, and only when the status really changed.
 */
export async function enqueueBookingNotifications(
  tx: Database,
  input: { bookingId: string; event: BookingEvent; now: Date; mailCap: MailCap },
): Promise<number> {
  const booking = await findBookingFacts(tx, input.bookingId);
  if (!booking) throw new Error(`Booking ${input.bookingId} not found for its notifications`);
  const { now } = input;
  const rows: OutboxInsert[] = [await guestMailRow(tx, GUEST_MAIL_OF[input.event], booking, now, input.mailCap)];

  if (input.event === "requested") {
    const ownerSide = await findOwnerSide(tx, booking.ownerId);
    for (const person of ownerSide) rows.push(mailRow("owner-new-request", booking, person, now));
    const languageOf = new Map(ownerSide.map((person) => [person.userId, person.language]));
    for (const target of await findPushTargets(tx, ownerSide)) {
      const language = languageOf.get(target.userId) ?? "en";
      const push = composeNewRequestPush(booking, language, context);
      rows.push({
        channel: "push",
        kind: "push-new-request",
        bookingId: booking.id,
        recipient: target.id,
        language,
        subject: push.title,
        bodyText: push.body,
        payload: { ...push },
        status: "pending",
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  return insertRows(tx, rows);
}

/** The arrival reminder of one CONFIRMED booking (reminders.ts decides which). */
export async function enqueueArrivalReminder(
  tx: Database,
  bookingId: string,
  now: Date,
  mailCap: MailCap,
): Promise<number> {
  const booking = await findBookingFacts(tx, bookingId);
  if (!booking) return 0;
  return insertRows(tx, [await guestMailRow(tx, "guest-arrival-reminder", booking, now, mailCap)]);
}
