// What the booking card shows once a request left the form: either it went through (the server's own dates and
// total, the owner replies within 24 hours and nothing is charged yet, SPEC 1, and what will be due once the owner
// confirms, DESIGN 7.2), or it was saved without a connection
// and goes out by itself, once, when the connection is back (DESIGN 5). A saved one is followed as it goes: on its
// way, then sent, or failed with the reason (and another try when one can help). All lead to My Bookings or a new
// stay. One heading throughout, so the focus put on it stays when the state changes, and the change is announced.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { villaToday } from "../../../../domain/dates.ts";
import type { Language } from "../../../../domain/languages.ts";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../../i18n/format.ts";
import type { QueuedBookingItem } from "../../../offline/outbox/queued-stays.ts";
import { useReplayFailure } from "../../../offline/outbox/use-replay-failure.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Icon } from "../../../ui/icons.tsx";
import { ExpectedSchedule } from "../../../ui/payments/expected-schedule.tsx";
import { PathLink } from "../path-link.tsx";
import type { BookingRequestBody } from "../../../shared/booking/booking-request.ts";

export type SentBooking = Pick<
  Booking,
  "id" | "checkIn" | "checkOut" | "totalGuests" | "totalPrice" | "currency" | "paymentMethod"
>;

export type BookingOutcome =
  | { kind: "sent"; booking: SentBooking }
  /** In the outbox: `sending` once the connection is back and it is on its way (or being confirmed). */
  | { kind: "queued"; request: BookingRequestBody; sending: boolean }
  | { kind: "failed"; item: QueuedBookingItem };

export interface BookingSentProps {
  outcome: BookingOutcome;
  language: Language;
  onBookAnother: () => void;
  /** Sends a failed request once more (same Idempotency-Key). */
  onRetry?: (item: QueuedBookingItem) => void;
}

const TEST_IDS = { sent: "booking-sent", queued: "booking-queued", failed: "booking-failed" } as const;

export function BookingSent({ outcome, language, onBookAnother, onRetry }: BookingSentProps) {
  const { t, i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The schedule is shown as if the owner confirmed today.
  const [today] = useState(villaToday);
  // The form the guest was in has gone: their focus moves to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const failure = useReplayFailure(outcome.kind === "failed" ? outcome.item : null);
  const stay =
    outcome.kind === "sent" ? outcome.booking : outcome.kind === "queued" ? outcome.request : outcome.item.request.body;
  const retryable = failure !== null && (failure.kind === "other" || failure.kind === "signed-out");

  let icon;
  let heading;
  let text;
  if (outcome.kind === "sent") {
    icon = <Icon name="success" className="size-12 text-emerald-700" />;
    heading = <Trans>Your booking request has been sent</Trans>;
    text = <Trans>We will contact you within 24 hours. Nothing is charged until the owner confirms your stay.</Trans>;
  } else if (outcome.kind === "failed") {
    icon = <Icon name="bell" className="size-12 text-red-700" />;
    heading = failure?.title;
    text = failure?.description;
  } else if (outcome.sending) {
    icon = <Icon name="wifi" className="size-12 animate-pulse text-sea-700" />;
    heading = <Trans>Submitting your booking request...</Trans>;
    text = <Trans>The connection is back: your request saved on this device is on its way.</Trans>;
  } else {
    icon = <Icon name="wifi" className="size-12 text-amber-700" />;
    heading = <Trans>Waiting for connection</Trans>;
    text = (
      <Trans>
        Your booking request is saved on this device. It will be sent once, by itself, as soon as you are back online,
        even if you close the app.
      </Trans>
    );
  }

  return (
    <section aria-labelledby="booking-sent-title" data-testid={TEST_IDS[outcome.kind]} className="text-slate-800">
      {icon}
      <div aria-live="polite">
        <h2
          id="booking-sent-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 font-serif text-2xl font-semibold text-sea-900 focus:outline-none"
        >
          {heading}
        </h2>
        {text ? <p className="mt-2">{text}</p> : null}
      </div>
      <dl className="mt-4 space-y-2 rounded-xl bg-sand-50 p-4 text-sm">
        {outcome.kind === "sent" ? (
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
        {outcome.kind === "sent" ? (
          <div className="flex justify-between gap-4 font-semibold text-slate-900">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd data-testid="booking-sent-total">
              {formatPrice(i18n, outcome.booking.totalPrice, outcome.booking.currency)}
            </dd>
          </div>
        ) : null}
      </dl>
      {outcome.kind === "sent" ? (
        <div className="mt-4 rounded-xl border border-slate-200 p-4">
          <ExpectedSchedule stay={outcome.booking} today={today} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-3">
        {outcome.kind === "failed" && retryable && onRetry ? (
          <button type="button" onClick={() => onRetry(outcome.item)} className={buttonClass({ fullWidth: true })}>
            <Trans>Try again</Trans>
          </button>
        ) : null}
        <PathLink
          href={`/${language}/my-bookings`}
          className={buttonClass({
            variant: outcome.kind === "failed" && retryable ? "secondary" : "primary",
            fullWidth: true,
          })}
        >
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
