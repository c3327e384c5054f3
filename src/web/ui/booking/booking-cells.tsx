// Table cells that show a booking the same way in every bookings table: a calendar date that never wraps, the
// head count and the total aligned to the end, and the status badge. Each takes the table's base cell classes.
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatNumber, formatPrice } from "../../i18n/format.ts";
import { StatusBadge } from "./status-badge.tsx";

interface CellProps {
  booking: Booking;
  /** The table's base cell classes (cellClass of data-table.tsx). */
  cell: string;
}

/** A stay's date as a medium date; `children` adds a line under it. */
export function DateCell({ date, cell, children }: { date: string; cell: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <td className={`${cell} whitespace-nowrap`}>
      {formatCalendarDate(i18n, date, "medium")}
      {children}
    </td>
  );
}

export function GuestCountCell({ booking, cell }: CellProps) {
  const { i18n } = useLingui();
  return <td className={`${cell} text-end`}>{formatNumber(i18n, booking.totalGuests)}</td>;
}

export function TotalPriceCell({ booking, cell }: CellProps) {
  const { i18n } = useLingui();
  return (
    <td className={`${cell} text-end font-semibold whitespace-nowrap text-slate-900`}>
      {formatPrice(i18n, booking.totalPrice, booking.currency)}
    </td>
  );
}

/** The status badge; `children` adds what explains it (a guest's list shows the reason). */
export function StatusCell({ booking, cell, children }: CellProps & { children?: ReactNode }) {
  return (
    <td className={cell}>
      <StatusBadge status={booking.status} />
      {children}
    </td>
  );
}
