// The record-payment sheet's fields as typed, what they start with, and the check before sending: the domain's own
// rules (checkPaymentRecord, the very ones the API applies). A payment starts with what is due next (the first
// unpaid part's remainder, else what is outstanding), received today in the villa's time, by bank transfer; a refund
// starts with the refund a cancellation left due. The owner types a refund as a positive amount: it is sent negative.
import { amountDueNow, type PaymentRecordMethod } from "../../../../domain/payments/booking-payments.ts";
import {
  checkPaymentRecord,
  parseAmount,
  type PaymentIssue,
  type PaymentRecord,
  type PaymentRecordField,
} from "../../../../domain/payments/payment-rules.ts";
import type { Booking } from "../../../../domain/schemas/booking.ts";

export type PaymentDirection = "payment" | "refund";

export interface PaymentFormValues {
  direction: PaymentDirection;
  amount: string;
  receivedOn: string;
  method: PaymentRecordMethod;
  reference: string;
}

/** The fields in the form's order (the first with a problem gets the focus). */
export const PAYMENT_FORM_FIELDS = [
  "amount",
  "receivedOn",
  "method",
  "reference",
] as const satisfies readonly PaymentRecordField[];

/** An amount as the field shows it: "180", "232.50". */
export function amountText(amount: number): string {
  return amount > 0 ? (Number.isInteger(amount) ? String(amount) : amount.toFixed(2)) : "";
}

/** What is to be paid back: the refund a cancellation left due (payments can never add up to more than the total). */
export function refundDue(booking: Pick<Booking, "cancellation" | "payments">): number {
  return booking.cancellation?.refundDue ?? 0;
}

/** A refund can be recorded once something was paid. */
export function canRefund(booking: Pick<Booking, "payments">): boolean {
  return booking.payments.paidTotal > 0;
}

export function initialPaymentValues(
  booking: Pick<Booking, "payments" | "cancellation">,
  direction: PaymentDirection,
  today: string,
): PaymentFormValues {
  const amount = direction === "refund" ? refundDue(booking) : (amountDueNow(booking.payments)?.amount ?? 0);
  return { direction, amount: amountText(amount), receivedOn: today, method: "BANK_TRANSFER", reference: "" };
}

export function checkPaymentForm(
  values: PaymentFormValues,
  booking: Pick<Booking, "payments" | "totalPrice">,
  today: string,
): { record: PaymentRecord; issues: [] } | { record: null; issues: PaymentIssue<PaymentRecordField>[] } {
  const typed = parseAmount(values.amount);
  // An unreadable amount goes to the rules as typed, so they name the problem.
  const amount = typed === null ? values.amount : values.direction === "refund" ? -Math.abs(typed) : Math.abs(typed);
  return checkPaymentRecord(
    { amount, receivedOn: values.receivedOn, method: values.method, reference: values.reference },
    { today, paidTotal: booking.payments.paidTotal, totalPrice: booking.totalPrice },
  );
}
