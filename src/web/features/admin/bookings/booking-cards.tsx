// The list below the xl breakpoint (on a phone tables become cards): one card per booking with the
// facts of a table row stacked for a narrow screen, and the decisions as large full-width buttons. The explicit
// grid-cols-1 lets a card shrink to the screen: an implicit column would grow to its widest unbreakable word.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { CardFact, StayCardFacts } from "../../../ui/booking/booking-card-facts.tsx";
import { formatInstant } from "../../../ui/booking/booking-time.ts";
import { shortBookingId } from "../../../ui/booking/short-id.ts";
import { StatusBadge } from "../../../ui/booking/status-badge.tsx";
import { PaymentControl } from "./payment-control.tsx";
import { RowActions, type RowActionHandlers } from "./row-actions.tsx";

export function BookingCards({
  bookings,
  label,
  ...handlers
}: RowActionHandlers & { bookings: Booking[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} {...handlers} />
        </li>
      ))}
    </ul>
  );
}

function BookingCard({ booking, ...handlers }: RowActionHandlers & { booking: Booking }) {
  const { i18n } = useLingui();
  const headingId = `admin-booking-${booking.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-booking-card={booking.id}
      className="flex h-full min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {/* Status first: it decides what the card offers, and the name below then has the full width. */}
      <div className="flex items-center justify-between gap-3">
        <StatusBadge status={booking.status} />
        <span className="font-mono text-sm text-slate-700">#{shortBookingId(booking.id)}</span>
      </div>
      <h2 id={headingId} className="mt-2 text-lg font-semibold break-words text-slate-900">
        {booking.guest.fullName}
      </h2>
      <p className="text-sm break-all text-slate-700">{booking.guest.email}</p>
      <p className="mt-1 text-sm break-words text-slate-800">{booking.villa.title}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-slate-800">
        <StayCardFacts booking={booking} />
        <CardFact label={<Trans>Payment</Trans>} wide className="mt-1">
          <PaymentControl booking={booking} large />
        </CardFact>
        <CardFact label={<Trans>Created</Trans>} wide>
          {formatInstant(i18n, booking.createdAt)}
        </CardFact>
      </dl>
      <div className="mt-auto pt-4">
        <RowActions booking={booking} {...handlers} large />
      </div>
    </article>
  );
}
