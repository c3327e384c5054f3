// What the guest should pay next, the one amount the "where to pay" block and its QR code ask for: the part of the
// schedule not yet paid (what is left of it), or, once cancelled (no schedule then), what the charge leaves owing.
import { nextDue, type ScheduleLine } from "../../../domain/payments/booking-payments.ts";
import type { BookingPaymentsView } from "../../../domain/schemas/payments.ts";

export interface AmountDue {
  amount: number;
  /** The part of the schedule it settles; none for a cancelled booking's remaining charge. */
  line: ScheduleLine | undefined;
}

export function amountDueNow(payments: Pick<BookingPaymentsView, "schedule" | "outstanding">): AmountDue | null {
  const line = nextDue(payments);
  const amount = line ? line.remaining : payments.outstanding;
  return amount > 0 ? { amount, line } : null;
}
