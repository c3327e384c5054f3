// What the booking card says about nights the guest holds or asked for already: a warning as soon as the chosen
// dates share a night with one of their waiting requests or open bookings (a second request would be refused), and
// the notice after the server refused a request for that reason (409 DATES_UNAVAILABLE, their own booking in the way).
import { Trans, useLingui } from "@lingui/react/macro";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DatedStay } from "../../../../domain/stay-overlap.ts";
import type { Language } from "../../../../domain/languages.ts";
import { formatCalendarDate } from "../../../i18n/format.ts";
import { PathLink } from "../path-link.tsx";

const datesOf = (i18n: I18n, stay: DatedStay) =>
  `${formatCalendarDate(i18n, stay.checkIn)} – ${formatCalendarDate(i18n, stay.checkOut)}`;

/** The warning for nights a request of the guest's, still waiting in the outbox, asks for already. */
export function queuedOverlapText(i18n: I18n, queued: DatedStay): string {
  const dates = datesOf(i18n, queued);
  return i18n._(
    msg`You already asked for ${dates}: that request is waiting to be sent. A second request for the same nights would be refused.`,
  );
}

const myBookingsLinkClass = "font-semibold text-sea-800 underline underline-offset-2";

export interface StayConflictWarningProps {
  /** A request of the guest's still in the outbox that shares nights with the chosen dates. */
  queued: DatedStay | null;
  /** The guest's own open booking that shares nights with them. */
  own: DatedStay | null;
  language: Language;
}

/** Under the dates box; the live region is always there so a warning that appears is announced. */
export function StayConflictWarning({ queued, own, language }: StayConflictWarningProps) {
  const { i18n } = useLingui();
  let warning = null;
  if (queued) warning = <p>{queuedOverlapText(i18n, queued)}</p>;
  else if (own) {
    const dates = datesOf(i18n, own);
    warning = (
      <p>
        <Trans>You already have a booking for {dates}. A second request for the same nights would be refused.</Trans>{" "}
        <PathLink href={`/${language}/my-bookings`} className={myBookingsLinkClass}>
          <Trans>View My Bookings</Trans>
        </PathLink>
      </p>
    );
  }
  return (
    <div aria-live="polite">
      {warning ? (
        <div
          data-testid="overlap-warning"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
        >
          {warning}
        </div>
      ) : null}
    </div>
  );
}

/** After the server refused the request because the guest's own booking holds those nights. */
export function OwnRequestNotice({ language }: { language: Language }) {
  return (
    <div
      role="alert"
      data-testid="own-request-notice"
      className="rounded-lg bg-sea-50 p-3 text-sm text-slate-900 ring-1 ring-sea-200"
    >
      <p className="font-semibold">
        <Trans>These dates are already requested by you.</Trans>
      </p>
      <p className="mt-1">
        <Trans>You will find your request in My Bookings.</Trans>{" "}
        <PathLink href={`/${language}/my-bookings`} className={myBookingsLinkClass}>
          <Trans>View My Bookings</Trans>
        </PathLink>
      </p>
    </div>
  );
}
