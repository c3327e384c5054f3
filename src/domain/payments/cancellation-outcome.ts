// SPEC 9's cancellation terms turned into money (DESIGN 7.2): what cancelling on `today` charges, and what the
// guest gets back from what they have paid. A request the owner never confirmed is no contract yet: cancelling it
// charges nothing. The charge is a share of the total in cents, rounded half-up to the cent.
import { cancellationTerms, CANCELLATION_CHARGE_SHARE, type CancellationTerms } from "../cancellation-policy.ts";
import type { IsoDate } from "../dates.ts";
import { fromCents, toCents } from "../pricing.ts";
import type { BookingStatus } from "../booking-status.ts";

export interface CancellationOutcome {
  terms: CancellationTerms;
  /** What the guest owes for the cancelled stay. */
  charge: number;
  /** What is to be paid back: paid beyond the charge. */
  refundDue: number;
}

export function cancellationChargeOf(totalPrice: number, terms: CancellationTerms): number {
  return fromCents(Math.round(toCents(totalPrice) * CANCELLATION_CHARGE_SHARE[terms]));
}

/** What is still owed, and what is to be refunded, once `charge` stands against `paidTotal`. */
export function settle(charge: number, paidTotal: number): { outstanding: number; refundDue: number } {
  const difference = toCents(charge) - toCents(paidTotal);
  return { outstanding: fromCents(Math.max(0, difference)), refundDue: fromCents(Math.max(0, -difference)) };
}

export function cancellationOutcome(input: {
  status: BookingStatus;
  checkIn: IsoDate;
  today: IsoDate;
  totalPrice: number;
  paidTotal: number;
}): CancellationOutcome {
  const terms: CancellationTerms = input.status === "PENDING" ? "free" : cancellationTerms(input.checkIn, input.today);
  const charge = cancellationChargeOf(input.totalPrice, terms);
  return { terms, charge, refundDue: settle(charge, input.paidTotal).refundDue };
}
