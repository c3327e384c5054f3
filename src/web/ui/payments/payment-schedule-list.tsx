// The schedule of a confirmed booking, part by part (Deposit, Balance, or one Full payment): its amount, its due
// date while it is to be paid, its status as a word and a tag, and what is left when it is partly paid.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ScheduleLine } from "../../../domain/payments/booking-payments.ts";
import { formatCalendarDate, formatPrice } from "../../i18n/format.ts";
import { SCHEDULE_KIND_LABELS } from "./payment-labels.ts";
import { PaymentStatusBadge } from "./payment-status-badge.tsx";

function DueText({ line }: { line: ScheduleLine }) {
  const { i18n } = useLingui();
  const date = formatCalendarDate(i18n, line.dueDate);
  return line.status === "OVERDUE" ? <Trans>Was due on {date}</Trans> : <Trans>Due by {date}</Trans>;
}

export function PaymentScheduleList({ schedule, currency }: { schedule: readonly ScheduleLine[]; currency: string }) {
  const { i18n } = useLingui();
  const price = (amount: number) => formatPrice(i18n, amount, currency);
  return (
    <ol className="grid gap-2">
      {schedule.map((line) => {
        const left = price(line.remaining);
        const partly = line.remaining > 0 && line.remaining < line.amount;
        return (
          <li
            key={line.kind}
            data-schedule-kind={line.kind}
            className={`rounded-xl border p-3 ${line.status === "OVERDUE" ? "border-red-300" : "border-slate-200"}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="font-semibold text-slate-900">{i18n._(SCHEDULE_KIND_LABELS[line.kind])}</span>
              <PaymentStatusBadge status={line.status} />
            </div>
            <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-lg font-semibold text-slate-900">{price(line.amount)}</span>
              {line.status === "PAID" ? null : (
                <span className="text-sm text-slate-800">
                  <DueText line={line} />
                </span>
              )}
            </p>
            {partly ? (
              <p className="mt-1 text-sm font-medium text-slate-900">
                <Trans>{left} left to pay</Trans>
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
