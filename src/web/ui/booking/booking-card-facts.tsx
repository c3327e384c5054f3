// The facts a booking card shows in its two-column list, shared by My Bookings and the back office: check-in,
// check-out, the stay (nights and guests) and the total. Each card adds its own facts with CardFact.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../i18n/format.ts";

interface CardFactProps {
  label: ReactNode;
  /** Spans both columns: for a fact too long to share a row. */
  wide?: boolean;
  /** The value's classes. */
  className?: string;
  children: ReactNode;
}

export function CardFact({ label, wide = false, className, children }: CardFactProps) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

export function StayCardFacts({ booking }: { booking: Booking }) {
  const { i18n } = useLingui();
  return (
    <>
      <CardFact label={<Trans>Check-in</Trans>} className="font-medium">
        {formatCalendarDate(i18n, booking.checkIn, "medium")}
      </CardFact>
      <CardFact label={<Trans>Check-out</Trans>} className="font-medium">
        {formatCalendarDate(i18n, booking.checkOut, "medium")}
      </CardFact>
      <CardFact label={<Trans>Stay</Trans>} className="font-medium">
        <Plural value={booking.nights} one="# night" other="# nights" />
        {", "}
        <Plural value={booking.totalGuests} one="# guest" other="# guests" />
      </CardFact>
      <CardFact label={<Trans>Total</Trans>} className="text-lg font-semibold text-slate-900">
        {formatPrice(i18n, booking.totalPrice, booking.currency)}
      </CardFact>
    </>
  );
}
