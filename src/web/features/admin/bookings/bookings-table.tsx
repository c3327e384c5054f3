// The list on large screens (SPEC 2 columns: guest name and e-mail, check-in with the night count, check-out,
// guests, total, status, payment, created, actions); below the xl breakpoint booking-cards.tsx shows the same
// bookings. The guest cell is the row header, so a screen reader names every cell by its guest.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../../i18n/format.ts";
import { shortBookingId } from "../../../ui/booking/short-id.ts";
import { StatusBadge } from "../../../ui/booking/status-badge.tsx";
import { formatInstant } from "./booking-time.ts";
import { PaymentControl } from "./payment-control.tsx";
import { RowActions, type RowActionHandlers } from "./row-actions.tsx";

const HEAD = "px-3 py-3 text-start text-sm font-semibold text-slate-800";
const CELL = "px-3 py-3 align-top text-slate-800";

export function BookingsTable({ bookings, caption, ...handlers }: RowActionHandlers & { bookings: Booking[]; caption: string }) {
  const { i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-50">
          <tr className="border-b border-slate-200">
            <th scope="col" className={HEAD}>
              <Trans>Guest</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Check-in</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Check-out</Trans>
            </th>
            <th scope="col" className={`${HEAD} text-end`}>
              <Trans>Guests</Trans>
            </th>
            <th scope="col" className={`${HEAD} text-end`}>
              <Trans>Total</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Payment</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Created</Trans>
            </th>
            <th scope="col" className={`${HEAD} text-end`}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id} data-booking-row={booking.id} className="border-b border-slate-100 last:border-b-0">
              <th scope="row" className={`${CELL} max-w-64 text-start font-normal`}>
                <span className="block font-semibold break-words text-slate-900">{booking.guest.fullName}</span>
                <span className="block text-sm break-all text-slate-700">{booking.guest.email}</span>
                <span className="mt-1 block text-sm break-words text-slate-700">
                  {booking.villa.title} · <span className="font-mono">#{shortBookingId(booking.id)}</span>
                </span>
              </th>
              <td className={`${CELL} whitespace-nowrap`}>
                {formatCalendarDate(i18n, booking.checkIn, "medium")}
                <span className="block text-sm text-slate-700">
                  <Plural value={booking.nights} one="# night" other="# nights" />
                </span>
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{formatCalendarDate(i18n, booking.checkOut, "medium")}</td>
              <td className={`${CELL} text-end`}>{i18n.number(booking.totalGuests)}</td>
              <td className={`${CELL} text-end font-semibold whitespace-nowrap text-slate-900`}>
                {formatPrice(i18n, booking.totalPrice, booking.currency)}
              </td>
              <td className={CELL}>
                <StatusBadge status={booking.status} />
              </td>
              <td className={CELL}>
                <PaymentControl booking={booking} />
              </td>
              <td className={`${CELL} text-sm whitespace-nowrap`}>{formatInstant(i18n, booking.createdAt)}</td>
              <td className={CELL}>
                <RowActions booking={booking} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
