// What needs the owner now, the first thing the dashboard shows (issue 23): requests waiting for an answer (how long,
// and what is left of the 24-hour promise, the late ones flagged), parts of payments past their due date, and the
// arrivals of the coming week with what is still to pay. Every item opens its booking (?booking=<id>); a list longer
// than the API sends says how many more there are and leads to the bookings.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useId, type ReactNode } from "react";
import { villaToday } from "../../../../domain/dates.ts";
import type { Language } from "../../../../domain/languages.ts";
import type {
  DashboardAttention,
  OverduePayment,
  UpcomingArrival,
  WaitingRequest,
} from "../../../../domain/schemas/stats.ts";
import { formatCalendarDate, formatClockTime, formatPrice } from "../../../i18n/format.ts";
import { SCHEDULE_KIND_LABELS } from "../../../ui/payments/payment-labels.ts";
import { MoneyBadge } from "../money/money-badge.tsx";
import { DashboardPanel } from "./dashboard-card.tsx";
import { bookingLink, bookingsLink } from "./dashboard-links.ts";
import { formatDuration } from "./waiting-time.ts";

const ITEM =
  "relative grid min-h-11 gap-1 rounded-xl border border-slate-200 p-3 hover:border-sea-700 hover:bg-sea-50 focus-within:border-sea-700";
/** The guest's name is the item's link; its ::after covers the whole card, so the card is one big target. */
const ITEM_LINK =
  "font-semibold break-words text-sea-900 after:absolute after:inset-0 after:rounded-xl hover:underline";

function AttentionGroup({
  title,
  count,
  empty,
  more,
  children,
}: {
  title: ReactNode;
  count: number;
  empty: ReactNode;
  more: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const { i18n } = useLingui();
  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <h3 id={titleId} className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        {title}
        <span
          className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800"
          data-attention-count
        >
          {i18n.number(count)}
        </span>
      </h3>
      {count === 0 ? <p className="text-slate-700">{empty}</p> : <ul className="grid gap-2">{children}</ul>}
      {more}
    </section>
  );
}

function MoreLink({ to, children }: { to: ReturnType<typeof bookingsLink>; children: ReactNode }) {
  return (
    <Link {...to} className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-sea-900 hover:underline">
      {children}
    </Link>
  );
}

function RequestItem({ request, language }: { request: WaitingRequest; language: Language }) {
  const { i18n } = useLingui();
  const checkIn = formatCalendarDate(i18n, request.checkIn, "medium");
  const checkOut = formatCalendarDate(i18n, request.checkOut, "medium");
  const waited = formatDuration(i18n, request.waitingMinutes);
  const left = formatDuration(i18n, request.minutesLeft);
  return (
    <li className={ITEM} data-attention="request" data-attention-booking={request.bookingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link {...bookingLink(language, request.bookingId)} className={ITEM_LINK}>
          {request.guestName}
        </Link>
        {request.overdue ? (
          <MoneyBadge tone="overdue">
            <Trans>Answer overdue</Trans>
          </MoneyBadge>
        ) : null}
      </div>
      <p className="text-sm text-slate-800">
        <Trans>
          {checkIn} to {checkOut}
        </Trans>
        {", "}
        <Plural value={request.totalGuests} one="# guest" other="# guests" />
      </p>
      <p className="text-sm text-slate-800">
        <Trans>Waiting {waited}</Trans>
        {" · "}
        {request.overdue ? (
          <strong className="font-semibold text-red-800">
            <Trans>{left} past the 24-hour promise</Trans>
          </strong>
        ) : (
          <Trans>{left} left to answer</Trans>
        )}
      </p>
    </li>
  );
}

function PaymentItem({ payment, language }: { payment: OverduePayment; language: Language }) {
  const { i18n } = useLingui();
  const part = i18n._(SCHEDULE_KIND_LABELS[payment.kind]);
  const remaining = formatPrice(i18n, payment.remaining, payment.currency);
  const amount = formatPrice(i18n, payment.amount, payment.currency);
  const due = formatCalendarDate(i18n, payment.dueDate, "medium");
  return (
    <li className={ITEM} data-attention="payment" data-attention-booking={payment.bookingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link {...bookingLink(language, payment.bookingId)} className={ITEM_LINK}>
          {payment.guestName}
        </Link>
        <MoneyBadge tone="overdue">
          <Trans>Overdue</Trans>
        </MoneyBadge>
      </div>
      <p className="text-sm text-slate-800">
        <span className="font-semibold text-slate-900">{part}</span>
        {": "}
        {payment.remaining === payment.amount ? (
          remaining
        ) : (
          <Trans>
            {remaining} left of {amount}
          </Trans>
        )}
      </p>
      <p className="text-sm text-slate-800">
        <Trans>Due {due}</Trans>
      </p>
    </li>
  );
}

function ArrivalItem({ arrival, language, today }: { arrival: UpcomingArrival; language: Language; today: string }) {
  const { i18n } = useLingui();
  const day = i18n.date(new Date(`${arrival.checkIn}T12:00:00Z`), {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const time = arrival.arrivalTime ? formatClockTime(i18n, arrival.arrivalTime) : null;
  const outstanding = formatPrice(i18n, arrival.outstanding, arrival.currency);
  return (
    <li className={ITEM} data-attention="arrival" data-attention-booking={arrival.bookingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link {...bookingLink(language, arrival.bookingId)} className={ITEM_LINK}>
          {arrival.guestName}
        </Link>
        {arrival.outstanding > 0 ? (
          <MoneyBadge tone="due">
            <Trans>{outstanding} to pay</Trans>
          </MoneyBadge>
        ) : (
          <MoneyBadge tone="paid">
            <Trans>Paid</Trans>
          </MoneyBadge>
        )}
      </div>
      <p className="text-sm text-slate-800">
        <span className="font-semibold text-slate-900">
          {arrival.checkIn === today ? <Trans>Today, {day}</Trans> : day}
        </span>
        {", "}
        {time ? <Trans>arriving around {time}</Trans> : <Trans>arrival time not given</Trans>}
      </p>
      <p className="text-sm text-slate-800">
        <Plural value={arrival.totalGuests} one="# guest" other="# guests" />
      </p>
    </li>
  );
}

export function AttentionPanel({ attention, language }: { attention: DashboardAttention; language: Language }) {
  const { t } = useLingui();
  const { requests, overduePayments, arrivals } = attention;
  const today = villaToday();
  const requestCount = requests.items.length + requests.more;
  const paymentCount = overduePayments.items.length + overduePayments.more;
  const arrivalCount = arrivals.items.length + arrivals.more;
  return (
    <DashboardPanel title={t`Needs your attention`} className="border-sea-700/40">
      {requestCount + paymentCount + arrivalCount === 0 ? (
        <p className="text-slate-800" data-attention="none">
          <Trans>Nothing needs you right now: no requests waiting, no payments overdue, no arrivals this week.</Trans>
        </p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-3">
          <AttentionGroup
            title={<Trans>Requests waiting</Trans>}
            count={requestCount}
            empty={<Trans>No requests waiting.</Trans>}
            more={
              requests.more > 0 ? (
                <MoreLink to={bookingsLink(language, "PENDING")}>
                  <Plural value={requests.more} one="And # more request" other="And # more requests" />
                </MoreLink>
              ) : null
            }
          >
            {requests.items.map((request) => (
              <RequestItem key={request.bookingId} request={request} language={language} />
            ))}
          </AttentionGroup>
          <AttentionGroup
            title={<Trans>Payments overdue</Trans>}
            count={paymentCount}
            empty={<Trans>No payments overdue.</Trans>}
            more={
              overduePayments.more > 0 ? (
                <MoreLink to={bookingsLink(language, "CONFIRMED")}>
                  <Plural
                    value={overduePayments.more}
                    one="And # more overdue payment"
                    other="And # more overdue payments"
                  />
                </MoreLink>
              ) : null
            }
          >
            {overduePayments.items.map((payment) => (
              <PaymentItem key={`${payment.bookingId}-${payment.kind}`} payment={payment} language={language} />
            ))}
          </AttentionGroup>
          <AttentionGroup
            title={<Trans>Arrivals in the next 7 days</Trans>}
            count={arrivalCount}
            empty={<Trans>No arrivals in the next 7 days.</Trans>}
            more={
              arrivals.more > 0 ? (
                <MoreLink to={bookingsLink(language, "CONFIRMED")}>
                  <Plural value={arrivals.more} one="And # more arrival" other="And # more arrivals" />
                </MoreLink>
              ) : null
            }
          >
            {arrivals.items.map((arrival) => (
              <ArrivalItem key={arrival.bookingId} arrival={arrival} language={language} today={today} />
            ))}
          </AttentionGroup>
        </div>
      )}
    </DashboardPanel>
  );
}
