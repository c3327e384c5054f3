// What the booking card shows once a request left the form: either it went through (the server's own dates and
// total, the owner replies within 24 hours and nothing is charged yet, SPEC 1), or it was saved without a connection
// and goes out by itself, once, when the connection is back (DESIGN 5). Both lead to My Bookings or a new stay.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { Language } from "../../../../domain/languages.ts";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../../i18n/format.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Icon } from "../../../ui/icons.tsx";
import { PathLink } from "../path-link.tsx";
import type { BookingRequestBody } from "./booking-request.ts";

export type BookingOutcome =
  | { kind: "sent"; booking: Pick<Booking, "id" | "checkIn" | "checkOut" | "totalGuests" | "totalPrice" | "currency"> }
  | { kind: "queued"; request: BookingRequestBody };

export interface BookingSentProps {
  outcome: BookingOutcome;
  language: Language;
  onBookAnother: () => void;
}

export function BookingSent({ outcome, language, onBookAnother }: BookingSentProps) {
  const { t, i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the guest was in has gone: their focus moves to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const stay = outcome.kind === "sent" ? outcome.booking : outcome.request;
  const sent = outcome.kind === "sent";

  return (
    <section aria-labelledby="booking-sent-title" data-testid={sent ? "booking-sent" : "booking-queued"} className="text-slate-800">
      {sent ? <Icon name="success" className="size-12 text-emerald-700" /> : <Icon name="wifi" className="size-12 text-amber-700" />}
      <h2
        id="booking-sent-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 font-serif text-2xl font-semibold text-sea-900 focus:outline-none"
      >
        {sent ? <Trans>Your booking request has been sent</Trans> : <Trans>Waiting for connection</Trans>}
      </h2>
      <p className="mt-2">
        {sent ? (
          <Trans>We will contact you within 24 hours. Nothing is charged until the owner confirms your stay.</Trans>
        ) : (
          <Trans>
            Your booking request is saved on this device. It will be sent once, by itself, as soon as you are back
            online, even if you close the app.
          </Trans>
        )}
      </p>
      <dl className="mt-4 space-y-2 rounded-xl bg-sand-50 p-4 text-sm">
        {sent ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">
              <Trans>Reference</Trans>
            </dt>
            <dd className="font-mono font-semibold">{outcome.booking.id.slice(-8).toUpperCase()}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">
            <Trans>Dates</Trans>
          </dt>
          <dd className="text-end">
            {formatCalendarDate(i18n, stay.checkIn, "medium")} – {formatCalendarDate(i18n, stay.checkOut, "medium")}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">
            <Trans>Guests</Trans>
          </dt>
          <dd>{t({ message: plural(stay.totalGuests, { one: "# guest", other: "# guests" }) })}</dd>
        </div>
        {sent ? (
          <div className="flex justify-between gap-4 font-semibold text-slate-900">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd data-testid="booking-sent-total">{formatPrice(i18n, outcome.booking.totalPrice, outcome.booking.currency)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        <PathLink href={`/${language}/my-bookings`} className={buttonClass({ fullWidth: true })}>
          <Trans>View My Bookings</Trans>
        </PathLink>
        <button type="button" onClick={onBookAnother} className={buttonClass({ variant: "secondary", fullWidth: true })}>
          <Trans>Plan another stay</Trans>
        </button>
      </div>
    </section>
  );
}
