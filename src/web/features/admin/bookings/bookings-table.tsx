// The list on large screens (SPEC 2 columns: guest name and e-mail, check-in with the night count, check-out,
// guests, total, status, payment, created, actions); below the xl breakpoint booking-cards.tsx shows the same
// bookings. The guest cell is the row header, so a screen reader names every cell by its guest.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { DateCell, GuestCountCell, StatusCell, TotalPriceCell } from "../../../ui/booking/booking-cells.tsx";
import { shortBookingId } from "../../../ui/booking/short-id.ts";
import { cellClass, DataTable, ROW_CLASS, type TableColumn } from "../../../ui/data-table.tsx";
import { PaymentControl } from "./payment-control.tsx";
import { RowActions, type RowActionHandlers } from "./row-actions.tsx";

// Nine columns beside the sidebar on a 1366 px laptop: the cells' side padding is smaller still than the compact
// one, and the creation time takes two lines, so the actions column is never pushed out of sight.
const CELL = cellClass("compact").replace("px-3", "px-2");

const COLUMNS: readonly TableColumn[] = [
  { key: "guest", label: <Trans>Guest</Trans> },
  { key: "checkIn", label: <Trans>Check-in</Trans> },
  { key: "checkOut", label: <Trans>Check-out</Trans> },
  { key: "guests", label: <Trans>Guests</Trans>, end: true },
  { key: "total", label: <Trans>Total</Trans>, end: true },
  { key: "status", label: <Trans>Status</Trans> },
  { key: "payment", label: <Trans>Payment</Trans> },
  { key: "created", label: <Trans>Created</Trans> },
  { key: "actions", label: <Trans>Actions</Trans>, end: true },
];

export function BookingsTable({
  bookings,
  caption,
  ...handlers
}: RowActionHandlers & { bookings: Booking[]; caption: string }) {
  const { i18n } = useLingui();
  return (
    <DataTable caption={caption} columns={COLUMNS} density="compact">
      {bookings.map((booking) => (
        <tr key={booking.id} data-booking-row={booking.id} className={ROW_CLASS}>
          <th scope="row" className={`${CELL} max-w-64 text-start font-normal`}>
            <span className="block font-semibold break-words text-slate-900">{booking.guest.fullName}</span>
            <span className="block text-sm break-all text-slate-700">{booking.guest.email}</span>
            <span className="mt-1 block text-sm break-words text-slate-700">
              {booking.villa.title} · <span className="font-mono">#{shortBookingId(booking.id)}</span>
            </span>
          </th>
          <DateCell date={booking.checkIn} cell={CELL}>
            <span className="block text-sm text-slate-700">
              <Plural value={booking.nights} one="# night" other="# nights" />
            </span>
          </DateCell>
          <DateCell date={booking.checkOut} cell={CELL} />
          <GuestCountCell booking={booking} cell={CELL} />
          <TotalPriceCell booking={booking} cell={CELL} />
          <StatusCell booking={booking} cell={CELL} />
          <td className={CELL}>
            <PaymentControl booking={booking} />
          </td>
          <td className={`${CELL} text-sm`}>
            {/* The same instant as formatInstant, its date and time on a line each. */}
            <span className="block whitespace-nowrap">
              {i18n.date(new Date(booking.createdAt), { dateStyle: "medium" })}
            </span>
            <span className="block whitespace-nowrap text-slate-700">
              {i18n.date(new Date(booking.createdAt), { timeStyle: "short" })}
            </span>
          </td>
          <td className={CELL}>
            <RowActions booking={booking} {...handlers} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
