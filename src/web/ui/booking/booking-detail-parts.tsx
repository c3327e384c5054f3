// The building blocks of a booking's details dialog, shared by My Bookings and the back office: a titled section
// of label/value facts, the stay's dates and head count, the stored price breakdown, the payment method, and the
// guest's notes and the reasons given for a rejection or cancellation.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { storedQuote } from "../../../domain/rates/quote-parts.ts";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../i18n/format.ts";
import { PAYMENT_METHOD_LABELS } from "./booking-labels.ts";
import { quoteLines } from "./quote-lines.ts";

export function DetailFact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      {/* min-w-0: a long unbroken word wraps inside the column instead of widening the dialog. */}
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function DetailSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-sea-900">{title}</h3>
      <dl className="mt-3 grid gap-3">{children}</dl>
    </section>
  );
}

/** Check-in, check-out, nights and guests. */
export function StayDetailFacts({ booking }: { booking: Booking }) {
  const { i18n } = useLingui();
  return (
    <>
      <DetailFact label={<Trans>Check-in</Trans>}>{formatCalendarDate(i18n, booking.checkIn)}</DetailFact>
      <DetailFact label={<Trans>Check-out</Trans>}>{formatCalendarDate(i18n, booking.checkOut)}</DetailFact>
      <DetailFact label={<Trans>Nights</Trans>}>
        <Plural value={booking.nights} one="# night" other="# nights" />
      </DetailFact>
      <DetailFact label={<Trans>Guests</Trans>}>
        <Plural value={booking.totalGuests} one="# guest" other="# guests" />
      </DetailFact>
    </>
  );
}

/**
 * The price the server stored with the booking: its quote line by line (nights by rate, discount, fees) when it was
 * priced by the villa's rates, else (a booking from before rates) nights × nightly price and the fees; then the total.
 */
export function PriceBreakdownSection({ booking }: { booking: Booking }) {
  const { i18n } = useLingui();
  const price = (amount: number) => formatPrice(i18n, amount, booking.currency);
  const lines = quoteLines(i18n, storedQuote(booking));
  return (
    <DetailSection title={<Trans>Price</Trans>}>
      {lines.map((line) => (
        <DetailFact key={line.key} label={line.label}>
          {price(line.amount)}
        </DetailFact>
      ))}
      <DetailFact label={<Trans>Total</Trans>}>
        <span className="text-lg font-semibold">{price(booking.totalPrice)}</span>
      </DetailFact>
    </DetailSection>
  );
}

export function PaymentMethodFact({ booking }: { booking: Booking }) {
  const { i18n } = useLingui();
  return (
    <DetailFact label={<Trans>Payment method</Trans>}>
      {i18n._(PAYMENT_METHOD_LABELS[booking.paymentMethod])}
    </DetailFact>
  );
}

/** The guest's notes as written (line breaks kept), or None. */
export function NotesFact({ label, notes }: { label: ReactNode; notes: string | null }) {
  return (
    <DetailFact label={label}>
      {notes ? <span className="whitespace-pre-line">{notes}</span> : <Trans>None</Trans>}
    </DetailFact>
  );
}

/** A free-text reason as written; nothing at all when none was given. */
export function ReasonFact({ label, reason }: { label: ReactNode; reason: string | null }) {
  if (!reason) return null;
  return (
    <DetailFact label={label}>
      <span className="whitespace-pre-line">{reason}</span>
    </DetailFact>
  );
}
