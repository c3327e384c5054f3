// The list on large screens (SPEC 2: a table from the lg breakpoint; below it booking-cards.tsx shows the same
// rows). The id cell is the row header, so a screen reader names each cell by its booking.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { BookingActions, type BookingActionHandlers } from "./booking-actions.tsx";
import { PAYMENT_METHOD_LABELS } from "../../ui/booking/booking-labels.ts";
import { showsPayment } from "./booking-rules.ts";
import { DateCell, StatusCell, TotalPriceCell } from "../../ui/booking/booking-cells.tsx";
import { shortBookingId } from "../../ui/booking/short-id.ts";
import { PaidBadge } from "../../ui/booking/status-badge.tsx";
import { NextPaymentLine } from "../../ui/payments/next-payment-line.tsx";
import { cellClass, DataTable, ROW_CLASS, type TableColumn } from "../../ui/data-table.tsx";
import { StatusReason } from "./status-reason.tsx";

const CELL = cellClass();

const COLUMNS: readonly TableColumn[] = [
  { key: "booking", label: <Trans>Booking</Trans> },
  { key: "checkIn", label: <Trans>Check-in</Trans> },
  { key: "checkOut", label: <Trans>Check-out</Trans> },
  { key: "stay", label: <Trans>Stay</Trans> },
  { key: "total", label: <Trans>Total</Trans>, end: true },
  { key: "payment", label: <Trans>Payment</Trans> },
  { key: "status", label: <Trans>Status</Trans> },
  { key: "actions", label: <Trans>Actions</Trans>, end: true },
];

export function BookingsTable({ bookings, ...actions }: BookingActionHandlers & { bookings: Booking[] }) {
  const { i18n } = useLingui();
  return (
    <DataTable caption={<Trans>Your bookings</Trans>} columns={COLUMNS}>
      {bookings.map((booking) => (
        <tr key={booking.id} className={ROW_CLASS}>
          <th scope="row" className={`${CELL} text-start font-mono font-semibold text-sea-900`}>
            #{shortBookingId(booking.id)}
          </th>
          <DateCell date={booking.checkIn} cell={CELL} />
          <DateCell date={booking.checkOut} cell={CELL} />
          <td className={`${CELL} whitespace-nowrap`}>
            <Plural value={booking.nights} one="# night" other="# nights" />
            <span className="block text-sm text-slate-700">
              <Plural value={booking.totalGuests} one="# guest" other="# guests" />
            </span>
          </td>
          <TotalPriceCell booking={booking} cell={CELL} />
          <td className={CELL}>
            <div className="flex flex-col items-start gap-1">
              <span>{i18n._(PAYMENT_METHOD_LABELS[booking.paymentMethod])}</span>
              {showsPayment(booking.status) ? <PaidBadge isPaid={booking.isPaid} /> : null}
              <NextPaymentLine booking={booking} className="max-w-56" />
            </div>
          </td>
          <StatusCell booking={booking} cell={CELL}>
            <StatusReason booking={booking} className="mt-1 max-w-56" />
          </StatusCell>
          <td className={CELL}>
            <BookingActions booking={booking} {...actions} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
