// The coloured status tag of SPEC 3 (PENDING amber, CONFIRMED green, COMPLETED blue, CANCELLED grey,
// REJECTED red) and the Paid / Unpaid tag of SPEC 4. Each colour pair is a 100 background with 900 text (well
// above 4.5:1), and the word itself carries the meaning, so colour is never the only signal.
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookingStatus } from "../../../domain/booking-status.ts";
import { STATUS_BADGE_LABELS } from "./booking-labels.ts";

const TAG =
  "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset";

const STATUS_COLOURS: Record<BookingStatus, string> = {
  PENDING: "bg-amber-100 text-amber-900 ring-amber-300",
  CONFIRMED: "bg-green-100 text-green-900 ring-green-300",
  COMPLETED: "bg-blue-100 text-blue-900 ring-blue-300",
  CANCELLED: "bg-slate-200 text-slate-800 ring-slate-400",
  REJECTED: "bg-red-100 text-red-900 ring-red-300",
};

const DOT_COLOURS: Record<BookingStatus, string> = {
  PENDING: "bg-amber-600",
  CONFIRMED: "bg-green-700",
  COMPLETED: "bg-blue-700",
  CANCELLED: "bg-slate-600",
  REJECTED: "bg-red-700",
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`${TAG} ${STATUS_COLOURS[status]}`} data-status={status}>
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT_COLOURS[status]}`} />
      {i18n._(STATUS_BADGE_LABELS[status])}
    </span>
  );
}

export function PaidBadge({ isPaid }: { isPaid: boolean }) {
  return isPaid ? (
    <span className={`${TAG} bg-green-100 text-green-900 ring-green-300`}>
      <Trans>Paid</Trans>
    </span>
  ) : (
    <span className={`${TAG} bg-red-100 text-red-900 ring-red-300`}>
      <Trans>Unpaid</Trans>
    </span>
  );
}
