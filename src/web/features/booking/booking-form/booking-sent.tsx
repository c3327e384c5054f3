// What the booking card shows once a request went through: what was asked for (the server's own dates and total),
// that the owner replies within 24 hours and nothing is charged yet (SPEC 1), and the way to My Bookings.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { Language } from "../../../../domain/languages.ts";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../../i18n/format.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Icon } from "../../../ui/icons.tsx";
import { PathLink } from "../path-link.tsx";

export interface BookingSentProps {
  booking: Pick<Booking, "id" | "checkIn" | "checkOut" | "totalGuests" | "totalPrice" | "currency">;
  language: Language;
  onBookAnother: () => void;
}

export function BookingSent({ booking, language, onBookAnother }: BookingSentProps) {
  const { t, i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the guest was in has gone: their focus moves to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const reference = booking.id.slice(-8).toUpperCase();

  return (
    <section aria-labelledby="booking-sent-title" data-testid="booking-sent" className="text-slate-800">
      <Icon name="success" className="size-12 text-emerald-700" />
      <h2
        id="booking-sent-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 font-serif text-2xl font-semibold text-sea-900 focus:outline-none"
      >
        <Trans>Your booking request has been sent</Trans>
      </h2>
      <p className="mt-2">
        <Trans>We will contact you within 24 hours. Nothing is charged until the owner confirms your stay.</Trans>
      </p>
      <dl className="mt-4 space-y-2 rounded-xl bg-sand-50 p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">
            <Trans>Reference</Trans>
          </dt>
          <dd className="font-mono font-semibold">{reference}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">
            <Trans>Dates</Trans>
          </dt>
          <dd className="text-end">
            {formatCalendarDate(i18n, booking.checkIn, "medium")} –{" "}
            {formatCalendarDate(i18n, booking.checkOut, "medium")}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">
            <Trans>Guests</Trans>
          </dt>
          <dd>{t({ message: plural(booking.totalGuests, { one: "# guest", other: "# guests" }) })}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold text-slate-900">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd data-testid="booking-sent-total">{formatPrice(i18n, booking.totalPrice, booking.currency)}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        <PathLink href={`/${language}/my-bookings`} className={buttonClass({ fullWidth: true })}>
          <Trans>View My Bookings</Trans>
        </PathLink>
        <button
          type="button"
          onClick={onBookAnother}
          className={buttonClass({ variant: "secondary", fullWidth: true })}
        >
          <Trans>Plan another stay</Trans>
        </button>
      </div>
    </section>
  );
}
