// The Bookings tab on large screens (SPEC 2: Guest, Check-in, Check-out, Guests, Total Price, Status, Created).
// The guest cell is the row header, so a screen reader names each cell by its guest.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatNumber, formatPrice } from "../../../../i18n/format.ts";
import { StatusBadge } from "../../../../ui/booking/status-badge.tsx";
import { formatCreated } from "./booking-created.ts";

const HEAD = "px-4 py-3 text-start text-sm font-semibold text-slate-800";
const CELL = "px-4 py-3 align-top text-slate-800";

export function VillaBookingsTable({ bookings }: { bookings: readonly Booking[] }) {
  const { i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse">
        <caption className="sr-only">
          <Trans>Bookings of this villa</Trans>
        </caption>
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
              <Trans>Total Price</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Created</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id} className="border-b border-slate-100 last:border-b-0">
              <th scope="row" className={`${CELL} text-start font-normal`}>
                <span className="block font-semibold text-slate-900">{booking.guest.fullName}</span>
                <span className="block text-sm break-all text-slate-700">{booking.guest.email}</span>
              </th>
              <td className={`${CELL} whitespace-nowrap`}>{formatCalendarDate(i18n, booking.checkIn, "medium")}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatCalendarDate(i18n, booking.checkOut, "medium")}</td>
              <td className={`${CELL} text-end`}>{formatNumber(i18n, booking.totalGuests)}</td>
              <td className={`${CELL} text-end font-semibold whitespace-nowrap text-slate-900`}>
                {formatPrice(i18n, booking.totalPrice, booking.currency)}
              </td>
              <td className={CELL}>
                <StatusBadge status={booking.status} />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{formatCreated(i18n, booking.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
