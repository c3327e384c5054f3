// A booking's money at a glance (DESIGN 7.2): its schedule with each part DUE, PAID or OVERDUE, the payments the
// owner recorded, what they add up to and what is still outstanding. Payments settle the schedule in order (the
// deposit first). What is owed depends on the status: nothing for a request (no contract yet) or a rejected one, the
// total for a confirmed or completed stay, the cancellation charge for a cancelled one. `isPaid` means something was
// owed and nothing is outstanding. A refund is a payment with a negative amount.
import type { BookingStatus } from "../booking-status.ts";
import type { IsoDate } from "../dates.ts";
import { fromCents, toCents } from "../pricing.ts";
import { settle } from "./cancellation-outcome.ts";
import type { ScheduledPayment } from "./payment-schedule.ts";

export const PAYMENT_RECORD_METHODS = ["BANK_TRANSFER", "CASH", "CARD", "OTHER"] as const;
export type PaymentRecordMethod = (typeof PAYMENT_RECORD_METHODS)[number];

export const SCHEDULE_STATUSES = ["DUE", "PAID", "OVERDUE"] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export interface ReceivedPayment {
  id: string;
  amount: number;
  receivedOn: IsoDate;
  method: PaymentRecordMethod;
  reference: string | null;
}

export interface ScheduleLine extends ScheduledPayment {
  status: ScheduleStatus;
  /** What is left to pay on this part (payments settle the parts in order). */
  remaining: number;
}

export interface BookingPayments {
  schedule: ScheduleLine[];
  received: ReceivedPayment[];
  paidTotal: number;
  outstanding: number;
}

export interface PaymentsInput {
  status: BookingStatus;
  totalPrice: number;
  /** The schedule fixed at confirmation; empty before. */
  schedule: readonly ScheduledPayment[];
  received: readonly ReceivedPayment[];
  /** A cancelled booking's charge (cancellation-outcome.ts), kept from the day it was cancelled. */
  cancellationCharge: number | null;
  today: IsoDate;
}

export function paidTotalOf(received: readonly Pick<ReceivedPayment, "amount">[]): number {
  return fromCents(received.reduce((sum, payment) => sum + toCents(payment.amount), 0));
}

/** What the booking's status makes the guest owe in all. */
export function amountOwed(status: BookingStatus, totalPrice: number, cancellationCharge: number | null): number {
  if (status === "CONFIRMED" || status === "COMPLETED") return totalPrice;
  if (status === "CANCELLED") return cancellationCharge ?? 0;
  return 0;
}

/** SPEC's "paid": something is owed and what was paid covers it. */
export function isPaidInFull(owed: number, paidTotal: number): boolean {
  return owed > 0 && settle(owed, paidTotal).outstanding === 0;
}

export function bookingPayments(input: PaymentsInput): BookingPayments & { isPaid: boolean } {
  // By the day received; payments of one day keep the order they were recorded in (the sort is stable).
  const received = [...input.received].sort((a, b) =>
    a.receivedOn < b.receivedOn ? -1 : a.receivedOn > b.receivedOn ? 1 : 0,
  );
  const paidTotal = paidTotalOf(received);
  const owed = amountOwed(input.status, input.totalPrice, input.cancellationCharge);
  const { outstanding } = settle(owed, paidTotal);
  // A cancelled stay's schedule no longer applies: what is owed is the charge.
  const live = input.status === "CONFIRMED" || input.status === "COMPLETED";
  let covered = toCents(paidTotal);
  const schedule = live
    ? input.schedule.map((line): ScheduleLine => {
        const amount = toCents(line.amount);
        const remaining = Math.max(0, amount - covered);
        covered = Math.max(0, covered - amount);
        const status: ScheduleStatus = remaining === 0 ? "PAID" : input.today > line.dueDate ? "OVERDUE" : "DUE";
        return { ...line, status, remaining: fromCents(remaining) };
      })
    : [];
  return { schedule, received, paidTotal, outstanding, isPaid: isPaidInFull(owed, paidTotal) };
}

/** The first part of the schedule not yet paid: what the guest should pay next (its `remaining`), and by when. */
export function nextDue(payments: Pick<BookingPayments, "schedule">): ScheduleLine | undefined {
  return payments.schedule.find((line) => line.status !== "PAID");
}

export interface AmountDue {
  amount: number;
  /** The part of the schedule it settles; none for what a cancelled booking's charge leaves owing. */
  line: ScheduleLine | undefined;
}

/**
 * The one amount to ask the guest for now (the "where to pay" block, its QR code, the mail, the owner's record sheet):
 * what is left of the first part not yet paid or, with no schedule (cancelled), what the charge leaves outstanding.
 */
export function amountDueNow(payments: Pick<BookingPayments, "schedule" | "outstanding">): AmountDue | null {
  const line = nextDue(payments);
  const amount = line ? line.remaining : payments.outstanding;
  return amount > 0 ? { amount, line } : null;
}
