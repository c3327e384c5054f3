// The Bookings tab on large screens (SPEC 2: Guest, Check-in, Check-out, Guests, Total Price, Status, Created).
// The guest cell is the row header, so a screen reader names each cell by its guest.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../../../domain/schemas/booking.ts";
import { DateCell, GuestCountCell, StatusCell, TotalPriceCell } from "../../../../ui/booking/booking-cells.tsx";
import { cellClass, DataTable, ROW_CLASS, type TableColumn } from "../../../../ui/data-table.tsx";
import { formatCreated } from "./booking-created.ts";

const CELL = cellClass();

const COLUMNS: readonly TableColumn[] = [
  { key: "guest", label: <Trans>Guest</Trans> },
  { key: "checkIn", label: <Trans>Check-in</Trans> },
  { key: "checkOut", label: <Trans>Check-out</Trans> },
  { key: "guests", label: <Trans>Guests</Trans>, end: true },
  { key: "total", label: <Trans>Total Price</Trans>, end: true },
  { key: "status", label: <Trans>Status</Trans> },
  { key: "created", label: <Trans>Created</Trans> },
];

export function VillaBookingsTable({ bookings }: { bookings: readonly Booking[] }) {
  const { i18n } = useLingui();
  return (
    <DataTable caption={<Trans>Bookings of this villa</Trans>} columns={COLUMNS}>
      {bookings.map((booking) => (
        <tr key={booking.id} className={ROW_CLASS}>
          <th scope="row" className={`${CELL} text-start font-normal`}>
            <span className="block font-semibold text-slate-900">{booking.guest.fullName}</span>
            <span className="block text-sm break-all text-slate-700">{booking.guest.email}</span>
          </th>
          <DateCell date={booking.checkIn} cell={CELL} />
          <DateCell date={booking.checkOut} cell={CELL} />
          <GuestCountCell booking={booking} cell={CELL} />
          <TotalPriceCell booking={booking} cell={CELL} />
          <StatusCell booking={booking} cell={CELL} />
          <td className={`${CELL} whitespace-nowrap`}>{formatCreated(i18n, booking.createdAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
