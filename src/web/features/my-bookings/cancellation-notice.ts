// What the SPEC 9 cancellation policy means for one booking on one day, in the guest's language: which term
// applies (free, 50% charge, no refund) and the amount charged, by the domain's cancellationOutcome() (or the
// server's quote of it), and the day the next, stricter term begins, so the cancel dialog never states a boundary
// or an amount the server would not apply. A request the owner has not confirmed is free to withdraw whenever.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BookingStatus } from "../../../domain/booking-status.ts";
import {
  FREE_CANCELLATION_DAYS,
  NO_REFUND_DAYS,
  cancellationTerms,
  type CancellationTerms,
} from "../../../domain/cancellation-policy.ts";
import { addDays, daysBetween, type IsoDate } from "../../../domain/dates.ts";
import {
  cancellationChargeOf,
  cancellationOutcome,
  type CancellationOutcome,
} from "../../../domain/payments/cancellation-outcome.ts";
import { formatCalendarDate, formatPrice } from "../../i18n/format.ts";

export interface CancellationNotice {
  terms: CancellationTerms;
  /** What cancelling today costs, in the booking's currency. */
  charge: number;
  /** The headline: the outcome for this booking today. */
  title: string;
  /** Why, and what changes when. */
  detail: string;
}

/** What cancelling charges, the server's quote or the browser's: the money paid is set against it apart. */
export type CancellationCharge = Pick<CancellationOutcome, "terms" | "charge">;

export interface PricedStay {
  checkIn: IsoDate;
  totalPrice: number;
  currency: string;
  /** A PENDING request is free to withdraw; without a status the booking is read as confirmed. */
  status?: BookingStatus;
}

/** The last day on which cancelling is free: 14 days before arrival (cancellation-policy.ts counts it as free). */
export function lastFreeCancellationDay(checkIn: IsoDate): IsoDate {
  return addDays(checkIn, -FREE_CANCELLATION_DAYS);
}

/** The first day with no refund: from then on, every moment is within 72 hours of arrival. */
export function firstNoRefundDay(checkIn: IsoDate): IsoDate {
  return addDays(checkIn, -(NO_REFUND_DAYS - 1));
}

/** The terms and charge of cancelling `stay` on `today`, as the server works them out (what was paid plays no part). */
export function localCancellationOutcome(stay: PricedStay, today: IsoDate): CancellationCharge {
  const { terms, charge } = cancellationOutcome({
    status: stay.status ?? "CONFIRMED",
    checkIn: stay.checkIn,
    today,
    totalPrice: stay.totalPrice,
    paidTotal: 0,
  });
  return { terms, charge };
}

/**
 * The notice for cancelling `stay` on `today`; `outcome` is the server's quote when the dialog has it (the terms and
 * the charge are then the server's own), else the same rule worked out here.
 */
export function cancellationNotice(
  i18n: I18n,
  stay: PricedStay,
  today: IsoDate,
  outcome: CancellationCharge = localCancellationOutcome(stay, today),
): CancellationNotice {
  const { terms, charge } = outcome;
  const price = (amount: number) => formatPrice(i18n, amount, stay.currency);
  const date = (day: IsoDate) => formatCalendarDate(i18n, day);
  const total = price(stay.totalPrice);
  const arrival = date(stay.checkIn);

  switch (terms) {
    case "free": {
      const freeUntil = date(lastFreeCancellationDay(stay.checkIn));
      const half = price(cancellationChargeOf(stay.totalPrice, "partial"));
      const title = i18n._(msg`Free cancellation: you will not be charged.`);
      // Free only because the owner has not confirmed yet: the policy's dates would say otherwise.
      if (stay.status === "PENDING" && cancellationTerms(stay.checkIn, today) !== "free") {
        return {
          terms,
          charge,
          title,
          detail: i18n._(msg`The owner has not confirmed your request yet, so withdrawing it costs nothing.`),
        };
      }
      return {
        terms,
        charge,
        title,
        detail: i18n._(
          msg`Cancelling is free until ${freeUntil}, 14 days before arrival. After that, 50% of the total (${half}) is charged.`,
        ),
      };
    }
    case "partial": {
      const amount = price(charge);
      const noRefundFrom = date(firstNoRefundDay(stay.checkIn));
      return {
        terms,
        charge,
        title: i18n._(msg`50% of the total is charged: ${amount}.`),
        detail: i18n._(
          msg`Your arrival on ${arrival} is less than 14 days away, so half of the total price of ${total} is charged. From ${noRefundFrom}, within 72 hours of arrival, there is no refund.`,
        ),
      };
    }
    case "none": {
      const days = daysBetween(today, stay.checkIn);
      return {
        terms,
        charge,
        title: i18n._(msg`No refund: the full total of ${total} is charged.`),
        detail:
          days > 0
            ? i18n._(
                msg`Your arrival on ${arrival} is less than 72 hours away, so the booking can no longer be refunded.`,
              )
            : days === 0
              ? i18n._(msg`You arrive today, so the booking can no longer be refunded.`)
              : i18n._(msg`Your stay began on ${arrival}, so the booking can no longer be refunded.`),
      };
    }
  }
}
