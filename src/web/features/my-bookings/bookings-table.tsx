// The list on large screens (SPEC 2: a table from the lg breakpoint; below it booking-cards.tsx shows the same
// rows). The id cell is the row header, so a screen reader names each cell by its booking.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../i18n/format.ts";
import { BookingActions, type BookingActionHandlers } from "./booking-actions.tsx";
import { PAYMENT_METHOD_LABELS } from "../../ui/booking/booking-labels.ts";
import { showsPayment } from "./booking-rules.ts";
import { shortBookingId } from "../../ui/booking/short-id.ts";
import { PaidBadge, StatusBadge } from "../../ui/booking/status-badge.tsx";
import { StatusReason } from "./status-reason.tsx";

const HEAD = "px-4 py-3 text-start text-sm font-semibold text-slate-800";
const CELL = "px-4 py-3 align-top text-slate-800";

export function BookingsTable({ bookings, ...actions }: BookingActionHandlers & { bookings: Booking[] }) {
  const { i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse">
        <caption className="sr-only">
          <Trans>Your bookings</Trans>
        </caption>
        <thead className="bg-sand-50">
          <tr className="border-b border-slate-200">
            <th scope="col" className={HEAD}>
              <Trans>Booking</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Check-in</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Check-out</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Stay</Trans>
            </th>
            <th scope="col" className={`${HEAD} text-end`}>
              <Trans>Total</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Payment</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={`${HEAD} text-end`}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id} className="border-b border-slate-100 last:border-b-0">
              <th scope="row" className={`${CELL} text-start font-mono font-semibold text-sea-900`}>
                #{shortBookingId(booking.id)}
              </th>
              <td className={`${CELL} whitespace-nowrap`}>{formatCalendarDate(i18n, booking.checkIn, "medium")}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatCalendarDate(i18n, booking.checkOut, "medium")}</td>
              <td className={`${CELL} whitespace-nowrap`}>
                <Plural value={booking.nights} one="# night" other="# nights" />
                <span className="block text-sm text-slate-700">
                  <Plural value={booking.totalGuests} one="# guest" other="# guests" />
                </span>
              </td>
              <td className={`${CELL} text-end font-semibold whitespace-nowrap text-slate-900`}>
                {formatPrice(i18n, booking.totalPrice, booking.currency)}
              </td>
              <td className={CELL}>
                <div className="flex flex-col items-start gap-1">
                  <span>{i18n._(PAYMENT_METHOD_LABELS[booking.paymentMethod])}</span>
                  {showsPayment(booking.status) ? <PaidBadge isPaid={booking.isPaid} /> : null}
                </div>
              </td>
              <td className={CELL}>
                <StatusBadge status={booking.status} />
                <StatusReason booking={booking} className="mt-1 max-w-56" />
              </td>
              <td className={CELL}>
                <BookingActions booking={booking} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
