// Above the booking form: the guest's requests for this villa made on this device while offline, each with what it
// is doing now (waiting for a connection, on its way, sent, or failed with why), so a reload or a return to the page
// never hides a request still on its way, and the guest does not ask for the same nights twice.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Language } from "../../../../domain/languages.ts";
import { formatCalendarDate } from "../../../i18n/format.ts";
import type { QueuedBookingItem } from "../../../offline/outbox/queued-stays.ts";
import { useReplayFailure } from "../../../offline/outbox/use-replay-failure.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { PathLink } from "../path-link.tsx";
import type { FollowedRequest } from "./followed-requests.ts";

export interface QueuedRequestsProps {
  followed: readonly FollowedRequest[];
  language: Language;
  onRetry: (item: QueuedBookingItem) => void;
  onDismiss: (item: QueuedBookingItem) => void;
}

export function QueuedRequests({ followed, language, onRetry, onDismiss }: QueuedRequestsProps) {
  const shown = followed.filter((entry) => entry.phase !== "dropped");
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby="queued-requests-title"
      data-testid="queued-requests"
      className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h3 id="queued-requests-title" className="font-semibold text-slate-900">
        <Trans>Your requests from this device</Trans>
      </h3>
      <ul className="mt-3 grid gap-3">
        {shown.map((entry) => (
          <QueuedRequestEntry
            key={entry.key}
            entry={entry}
            language={language}
            onRetry={onRetry}
            onDismiss={onDismiss}
          />
        ))}
      </ul>
    </section>
  );
}

/** The state a test or a stylesheet reads: a request being confirmed after it left the outbox is still "sending". */
function stateOf(entry: FollowedRequest): string {
  return entry.phase === "checking" ? "sending" : entry.phase;
}

function QueuedRequestEntry({
  entry,
  language,
  onRetry,
  onDismiss,
}: { entry: FollowedRequest; language: Language } & Pick<QueuedRequestsProps, "onRetry" | "onDismiss">) {
  const { t, i18n } = useLingui();
  const item = "item" in entry ? entry.item : null;
  const failure = useReplayFailure(item);
  const { request } = entry;
  const dates = `${formatCalendarDate(i18n, request.checkIn)} – ${formatCalendarDate(i18n, request.checkOut)}`;
  const guests = t({ message: plural(request.body.totalGuests, { one: "# guest", other: "# guests" }) });
  const myBookings = (
    <PathLink href={`/${language}/my-bookings`} className="font-semibold text-sea-800 underline underline-offset-2">
      <Trans>View My Bookings</Trans>
    </PathLink>
  );

  let status;
  if (item && failure) {
    const retryable = failure.kind === "other" || failure.kind === "signed-out";
    status = (
      <div className="mt-2 text-sm">
        <p className="font-semibold text-red-800">{failure.title}</p>
        {failure.description ? <p className="text-slate-800">{failure.description}</p> : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {retryable ? (
            <button type="button" onClick={() => onRetry(item)} className={buttonClass({ size: "sm" })}>
              <Trans>Try again</Trans>
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => onDismiss(item)}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            <Trans>Dismiss</Trans>
          </button>
          {failure.kind === "dates-yours" ? myBookings : null}
        </div>
      </div>
    );
  } else if (entry.phase === "sent") {
    status = (
      <p className="mt-2 text-sm">
        <span className="font-medium text-emerald-800">
          <Trans>Your booking request has been sent</Trans>
        </span>{" "}
        {myBookings}
      </p>
    );
  } else {
    const waiting = entry.phase === "waiting";
    status = (
      <p className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-amber-900">
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${waiting ? "bg-amber-600" : "animate-pulse bg-sea-600"}`}
        />
        {waiting ? <Trans>Waiting for connection</Trans> : <Trans>Sending...</Trans>}
      </p>
    );
  }

  return (
    <li data-outbox-state={stateOf(entry)} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-slate-900">
        {dates} · {guests}
      </p>
      <div aria-live="polite">{status}</div>
    </li>
  );
}
