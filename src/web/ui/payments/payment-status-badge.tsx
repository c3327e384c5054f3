// The tag of one part of the schedule: Due, Paid or Overdue. The word carries the meaning (colour is never the only
// signal); each pair is a 100 background with 900 text, as the booking status tags, well above 4.5:1.
import { useLingui } from "@lingui/react/macro";
import type { ScheduleStatus } from "../../../domain/payments/booking-payments.ts";
import { SCHEDULE_STATUS_LABELS } from "./payment-labels.ts";

const COLOURS: Record<ScheduleStatus, string> = {
  DUE: "bg-amber-100 text-amber-900 ring-amber-300",
  PAID: "bg-green-100 text-green-900 ring-green-300",
  OVERDUE: "bg-red-100 text-red-900 ring-red-300",
};

export function PaymentStatusBadge({ status }: { status: ScheduleStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      data-payment-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset ${COLOURS[status]}`}
    >
      {i18n._(SCHEDULE_STATUS_LABELS[status])}
    </span>
  );
}
