// The guest's payment reminders (DESIGN 7.2), enqueued by the daily reminder run: for each unpaid part of a
// CONFIRMED booking's schedule, one mail a few days before it is due and one once it is overdue, each in the
// guest's language with the bank details and QR code of what is left to pay. Windows rather than exact days, like
// the arrival reminder, so a day the server was down still sends; the outbox's unique (booking, kind, recipient) key
// makes every later run, on any instance, a no-op for a part already reminded.
import { and, eq, gte, isNotNull } from "drizzle-orm";
import { addDays, daysBetween, villaToday, type IsoDate } from "../../domain/dates.ts";
import type { ScheduleLine } from "../../domain/payments/booking-payments.ts";
import type { Database } from "../db/client.ts";
import { bookings } from "../db/schema.ts";
import { receivedPaymentsColumn } from "../payments/booking-money.ts";
import { readPaymentSettings } from "../payments/payment-settings.ts";
import { findBookingFacts } from "./booking-facts.ts";
import { enqueuePaymentReminders, type MailCap } from "./enqueue.ts";
import { PAYMENT_REMINDER_KIND, type PaymentReminder, type PaymentReminderKind } from "./kinds.ts";
import { mailMoneyOf, type MoneyFacts } from "./mail-money.ts";

/** The "due soon" mail goes out from this many days before a due date (up to the day itself). */
export const PAYMENT_DUE_DAYS_BEFORE = 3;
/**
 * The overdue mail goes out from the day after the due date for this many days. Older debts are the owner's to
 * chase (the dashboard shows them): a server started after a long pause does not mail stale ones all at once.
 */
export const OVERDUE_REMINDER_DAYS = 7;

/**
 * The reminder a part of the schedule calls for on `today`, if any. No "due soon" mail for a part due within
 * PAYMENT_DUE_DAYS_BEFORE days of the confirmation: the confirmation mail has just said it.
 */
export function paymentReminderFor(
  line: Pick<ScheduleLine, "status" | "dueDate">,
  confirmedOn: IsoDate,
  today: IsoDate,
): PaymentReminder | undefined {
  if (line.status === "PAID") return undefined;
  if (line.status === "OVERDUE") {
    const late = daysBetween(line.dueDate, today);
    return late >= 1 && late <= OVERDUE_REMINDER_DAYS ? "overdue" : undefined;
  }
  const ahead = daysBetween(today, line.dueDate);
  if (ahead < 0 || ahead > PAYMENT_DUE_DAYS_BEFORE) return undefined;
  return daysBetween(confirmedOn, line.dueDate) > PAYMENT_DUE_DAYS_BEFORE ? "due" : undefined;
}

const candidateColumns = {
  id: bookings.id,
  status: bookings.status,
  totalPrice: bookings.totalPrice,
  checkIn: bookings.checkIn,
  paymentMethod: bookings.paymentMethod,
  confirmedOn: bookings.confirmedOn,
  depositDueDays: bookings.depositDueDays,
  invoiceNumber: bookings.invoiceNumber,
  cancellationTerms: bookings.cancellationTerms,
  cancellationCharge: bookings.cancellationCharge,
  receivedPayments: receivedPaymentsColumn,
};

/** The reminders the schedule of `booking` (its money at `today`) calls for on `today`. */
function remindersOf(
  booking: Pick<MoneyFacts, "status" | "confirmedOn" | "paymentMethod">,
  schedule: readonly ScheduleLine[],
  today: IsoDate,
): PaymentReminderKind[] {
  const { confirmedOn } = booking;
  if (booking.status !== "CONFIRMED" || confirmedOn === null) return [];
  return schedule.flatMap((line) => {
    const reminder = paymentReminderFor(line, confirmedOn, today);
    // A balance paid at the villa is settled in person on arrival: no "overdue" mail the next morning.
    if (reminder === "overdue" && line.kind === "BALANCE" && booking.paymentMethod === "PAYMENT_ON_ARRIVAL") return [];
    return reminder ? [PAYMENT_REMINDER_KIND[reminder][line.kind]] : [];
  });
}

/**
 * Enqueues the payment reminders due at `now`; returns how many were new. The owner's bank details are read once
 * for the whole run.
 */
export async function enqueuePaymentRemindersDue(db: Database, now: Date, mailCap: MailCap): Promise<number> {
  const today = villaToday(now);
  const settings = await readPaymentSettings(db);
  const candidates = await db
    .select(candidateColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "CONFIRMED"),
        isNotNull(bookings.confirmedOn),
        // Every part is due by the arrival day at the latest, and overdue mails stop a week after it.
        gte(bookings.checkIn, addDays(today, -OVERDUE_REMINDER_DAYS)),
      ),
    );
  let enqueued = 0;
  for (const candidate of candidates) {
    if (remindersOf(candidate, mailMoneyOf(candidate, today, settings).schedule, today).length === 0) continue;
    enqueued += await db.transaction(async (tx) => {
      // Read again once under a share lock (its own statement, so the read sees what committed while it waited): a
      // payment recorded or a cancellation meanwhile wins over the list above.
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, candidate.id)).for("share");
      const booking = await findBookingFacts(tx, candidate.id);
      if (!booking) return 0;
      const money = mailMoneyOf(booking, today, settings);
      return enqueuePaymentReminders(
        tx,
        { ...booking, money },
        remindersOf(booking, money.schedule, today),
        now,
        mailCap,
      );
    });
  }
  return enqueued;
}
