// Writing notifications into the outbox, inside the transaction of the booking change that causes them: a new
// request tells the owner's side (mail, and push to their phones) and the guest; a confirmation, rejection or
// cancellation tells the guest (with the money: what to pay, by when and where; a cancellation's outcome); the
// arrival and payment reminders are enqueued by reminders.ts, the owner's reminders about a request waiting for an
// answer by request-reminders.ts. The text is composed now, in
// each recipient's language, so what the back office shows is exactly what is sent. The unique
// (booking, kind, recipient) key turns a second enqueue of the same notification into nothing. A guest whose
// address is not confirmed gets the confirmation link in each mail, and mails over the daily cap are written
// "suppressed" (mail-cap.ts).
import { normalizeLanguage, type Language } from "../../domain/languages.ts";
import type { Database } from "../db/client.ts";
import { notificationOutbox } from "../db/schema.ts";
import { confirmationKey, confirmationToken } from "./address-confirmation.ts";
import { findBookingFacts, findOwnerSide, findPushTargets, type GuestAccount } from "./booking-facts.ts";
import {
  composeMail,
  composeNewRequestPush,
  composeRequestWaitingPush,
  type BookingFacts,
  type MailKind,
  type PushContent,
  type PushKind,
} from "./compose.ts";
import {
  GUEST_MAIL_OF,
  REQUEST_WAITING_KIND,
  type BookingEvent,
  type PaymentReminderKind,
  type RequestWaitingMark,
} from "./kinds.ts";
import { findMailMoney, type MailMoney } from "./mail-money.ts";
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
  const mail = composeMail(kind, booking, { name: to.name, language }, { ...context, now, confirmAddressUrl });
  return {
    channel: "email",
    kind,
    bookingId: booking.id,
    recipient: to.email.trim().toLowerCase(),
    language,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
    // The payment QR code's text: the mailer draws it and attaches it where the HTML shows it.
    payload: mail.epcQr ? { epcQr: mail.epcQr } : null,
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
  const found = await findBookingFacts(tx, input.bookingId);
  if (!found) throw new Error(`Booking ${input.bookingId} not found for its notifications`);
  const { now } = input;
  // A confirmation says what to pay and where, a cancellation what it costs: both read the money.
  const tellsMoney = input.event === "confirmed" || input.event === "cancelled";
  const booking = tellsMoney ? { ...found, money: await findMailMoney(tx, found, now) } : found;
  const rows: OutboxInsert[] = [await guestMailRow(tx, GUEST_MAIL_OF[input.event], booking, now, input.mailCap)];

  if (input.event === "requested") {
    rows.push(
      ...(await ownerSideRows(tx, booking, now, "owner-new-request", "push-new-request", (language) =>
        composeNewRequestPush(booking, language, { ...context, now }),
      )),
    );
  }
  return insertRows(tx, rows);
}

/** The owner side's mails of `mailKind` (each in their language) and a push of `pushKind` to each of their phones. */
async function ownerSideRows(
  tx: Database,
  booking: BookingFacts & { ownerId: string },
  now: Date,
  mailKind: MailKind,
  pushKind: PushKind,
  composePush: (language: Language) => PushContent,
): Promise<OutboxInsert[]> {
  const ownerSide = await findOwnerSide(tx, booking.ownerId);
  const rows = ownerSide.map((person) => mailRow(mailKind, booking, person, now));
  const languageOf = new Map(ownerSide.map((person) => [person.userId, person.language]));
  for (const target of await findPushTargets(tx, ownerSide)) {
    const language = languageOf.get(target.userId) ?? "en";
    const push = composePush(language);
    rows.push({
      channel: "push",
      kind: pushKind,
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
  return rows;
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

/**
 * The guest's payment reminders of `kinds` about one booking, read and locked by the caller with its money as it
 * stands (payment-reminders.ts decides which are due).
 */
export async function enqueuePaymentReminders(
  tx: Database,
  booking: BookingFacts & { guestAccount: GuestAccount; money: MailMoney },
  kinds: readonly PaymentReminderKind[],
  now: Date,
  mailCap: MailCap,
): Promise<number> {
  const rows: OutboxInsert[] = [];
  for (const kind of kinds) rows.push(await guestMailRow(tx, kind, booking, now, mailCap));
  return insertRows(tx, rows);
}

/** The owner side's reminder (mail and push) that a request has waited `mark` hours for an answer. */
export async function enqueueRequestWaiting(
  tx: Database,
  bookingId: string,
  mark: RequestWaitingMark,
  now: Date,
): Promise<number> {
  const booking = await findBookingFacts(tx, bookingId);
  if (!booking) return 0;
  const kinds = REQUEST_WAITING_KIND[mark];
  return insertRows(
    tx,
    await ownerSideRows(tx, booking, now, kinds.email, kinds.push, (language) =>
      composeRequestWaitingPush(booking, language, { ...context, now }),
    ),
  );
}
