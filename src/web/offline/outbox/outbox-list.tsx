// My Bookings' "Waiting to be sent" box (DESIGN 5): each queued booking or cancel with what it is doing now.
// Waiting and sending items need nothing from the guest; a failed one says why and stays until dismissed, with
// the next step at hand (other dates for a booking whose dates were taken, another try for the rest). Requests another
// version of the app saved, which this one cannot read, are reported here too: kept on the device, not sent.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Language } from "../../../domain/languages.ts";
import { localPath } from "../../i18n/language-path.ts";
import { SiteLink } from "../../islands/navigation.tsx";
import { formatCalendarDate } from "../../i18n/format.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { shortBookingId } from "../../ui/booking/short-id.ts";
import { useServerUnreachable } from "../server-reachability.ts";
import { useOutboxActions, useOutboxItems, useOutboxSetAside, type OutboxItem } from "./use-outbox.ts";
import { useReplayFailure } from "./use-replay-failure.ts";

function SetAsideNote() {
  const { count, newerVersion } = useOutboxSetAside();
  if (count === 0 && !newerVersion) return null;
  return (
    <p role="note" data-testid="outbox-set-aside" className="mt-3 text-sm text-slate-800">
      {newerVersion ? (
        <Trans>
          Requests saved on this device by a newer version of the app are kept for it: reload the app to send them.
        </Trans>
      ) : (
        <Plural
          value={count}
          one="# request saved on this device by another version of the app is kept, not sent: this version cannot read it."
          other="# requests saved on this device by another version of the app are kept, not sent: this version cannot read them."
        />
      )}
    </p>
  );
}

export function OutboxList({ language }: { language: Language }) {
  const items = useOutboxItems();
  const setAside = useOutboxSetAside();
  if (items.length === 0) {
    return setAside.count > 0 || setAside.newerVersion ? (
      <div className="mt-8">
        <SetAsideNote />
      </div>
    ) : null;
  }
  return (
    <section
      aria-labelledby="outbox-title"
      data-testid="outbox"
      className="mt-8 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5"
    >
      <h2 id="outbox-title" className="font-serif text-xl font-semibold text-slate-900">
        <Trans>Waiting to be sent</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        <Trans>Saved on this device. Each request is sent once, as soon as there is a connection.</Trans>
      </p>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <OutboxEntry key={item.request.idempotencyKey} item={item} language={language} />
        ))}
      </ul>
      <SetAsideNote />
    </section>
  );
}

function OutboxEntry({ item, language }: { item: OutboxItem; language: Language }) {
  const { i18n } = useLingui();
  const { dismiss, retry } = useOutboxActions();
  const unreachable = useServerUnreachable();
  const { request } = item;
  const dates = `${formatCalendarDate(i18n, request.checkIn)} – ${formatCalendarDate(i18n, request.checkOut)}`;
  const shortId = request.kind === "cancel" ? shortBookingId(request.bookingId) : "";
  const failure = useReplayFailure(item);
  const failureKind = failure?.kind ?? null;

  return (
    <li data-outbox-state={item.state} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">
        {request.kind === "booking" ? (
          <Trans>Booking request</Trans>
        ) : (
          <Trans>Cancellation of booking #{shortId}</Trans>
        )}
      </p>
      <p className="text-sm text-slate-700">
        {request.villaTitle} · {dates}
      </p>
      {failure ? (
        <div role="alert" className="mt-3 text-sm">
          <p className="font-semibold text-red-800">{failure.title}</p>
          {failure.description ? <p className="text-slate-800">{failure.description}</p> : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {failureKind === "dates-taken" ? (
              <SiteLink to={localPath(language, "/booking")} className={buttonClass({ size: "sm" })}>
                <Trans>Choose other dates</Trans>
              </SiteLink>
            ) : failureKind === "not-cancellable" || failureKind === "dates-yours" ? null : (
              <button type="button" onClick={() => retry(item.mutationId)} className={buttonClass({ size: "sm" })}>
                <Trans>Try again</Trans>
              </button>
            )}
            <button
              type="button"
              onClick={() => dismiss(item.mutationId)}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              <Trans>Dismiss</Trans>
            </button>
          </div>
        </div>
      ) : (
        <p className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-amber-900">
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${item.state === "sending" ? "animate-pulse bg-sea-600" : "bg-amber-600"}`}
          />
          {item.state === "sending" ? (
            <Trans>Sending...</Trans>
          ) : unreachable ? (
            <Trans>Waiting for the villa's server</Trans>
          ) : (
            <Trans>Waiting for connection</Trans>
          )}
        </p>
      )}
    </li>
  );
}
