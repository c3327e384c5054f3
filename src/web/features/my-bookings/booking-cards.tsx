// The list below the lg breakpoint (SPEC 2: cards on small screens): one card per booking with the same facts
// as a table row (what is due next under the payment), stacked for a phone, with full-width 44 px action buttons.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { CardFact, StayCardFacts } from "../../ui/booking/booking-card-facts.tsx";
import { BookingActions, type BookingActionHandlers } from "./booking-actions.tsx";
import { PAYMENT_METHOD_LABELS } from "../../ui/booking/booking-labels.ts";
import { showsPayment } from "./booking-rules.ts";
import { shortBookingId } from "../../ui/booking/short-id.ts";
import { PaidBadge, StatusBadge } from "../../ui/booking/status-badge.tsx";
import { NextPaymentLine } from "../../ui/payments/next-payment-line.tsx";
import { StatusReason } from "./status-reason.tsx";

export function BookingCards({ bookings, ...actions }: BookingActionHandlers & { bookings: Booking[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Your bookings`} className="grid gap-4 sm:grid-cols-2">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function BookingCard({ booking, ...actions }: BookingActionHandlers & { booking: Booking }) {
  const { i18n } = useLingui();
  const shortId = shortBookingId(booking.id);
  const headingId = `booking-card-${booking.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="font-mono text-lg font-semibold text-sea-900">
          <Trans>Booking #{shortId}</Trans>
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <StatusReason booking={booking} className="mt-2" />
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-slate-800">
        <StayCardFacts booking={booking} />
        <CardFact label={<Trans>Payment</Trans>} wide className="flex flex-wrap items-center gap-2 font-medium">
          {i18n._(PAYMENT_METHOD_LABELS[booking.paymentMethod])}
          {showsPayment(booking.status) ? <PaidBadge isPaid={booking.isPaid} /> : null}
          <NextPaymentLine booking={booking} className="basis-full" />
        </CardFact>
      </dl>
      <div className="mt-auto pt-5">
        <BookingActions booking={booking} {...actions} fullWidth />
      </div>
    </article>
  );
}
