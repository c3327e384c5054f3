// The Bookings tab on a phone (SPEC 2 table; on a phone tables become cards): the same seven facts per booking,
// stacked so nothing scrolls sideways at 390 px.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import type { Booking } from "../../../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatNumber, formatPrice } from "../../../../i18n/format.ts";
import { StatusBadge } from "../../../../ui/booking/status-badge.tsx";
import { formatCreated } from "./booking-created.ts";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1.5">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-end font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function BookingCard({ booking }: { booking: Booking }) {
  const { i18n } = useLingui();
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold break-words text-slate-900">
            {booking.guest.fullName}
          </h3>
          <p className="text-sm break-all text-slate-700">{booking.guest.email}</p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Row label={<Trans>Check-in</Trans>}>{formatCalendarDate(i18n, booking.checkIn, "medium")}</Row>
        <Row label={<Trans>Check-out</Trans>}>{formatCalendarDate(i18n, booking.checkOut, "medium")}</Row>
        <Row label={<Trans>Guests</Trans>}>{formatNumber(i18n, booking.totalGuests)}</Row>
        <Row label={<Trans>Total Price</Trans>}>{formatPrice(i18n, booking.totalPrice, booking.currency)}</Row>
        <Row label={<Trans>Created</Trans>}>{formatCreated(i18n, booking.createdAt)}</Row>
      </dl>
    </article>
  );
}

export function VillaBookingCards({ bookings }: { bookings: readonly Booking[] }) {
  return (
    <ul className="space-y-3">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} />
        </li>
      ))}
    </ul>
  );
}
