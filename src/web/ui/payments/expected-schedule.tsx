// What a request will cost and when, once the owner confirms it (DESIGN 7.2): the domain's schedule worked out as if
// the owner confirmed today, part by part ("Deposit €900 within 3 days of confirmation", "Balance €900 by March 12,
// 2027"). Shown on the success screen after a request and in a waiting request's details, before any bank details
// exist: those come with the confirmation.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { addDays, type IsoDate } from "../../../domain/dates.ts";
import {
  DEFAULT_DEPOSIT_DUE_DAYS,
  paymentSchedule,
  type ScheduledPayment,
} from "../../../domain/payments/payment-schedule.ts";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../i18n/format.ts";
import { SCHEDULE_KIND_LABELS } from "./payment-labels.ts";

export type ExpectedStay = Pick<Booking, "checkIn" | "totalPrice" | "currency" | "paymentMethod">;

function useWhen(line: ScheduledPayment, stay: ExpectedStay, today: IsoDate): string {
  const { t, i18n } = useLingui();
  const days = DEFAULT_DEPOSIT_DUE_DAYS;
  const date = formatCalendarDate(i18n, line.dueDate);
  if (line.kind !== "BALANCE" && line.dueDate === addDays(today, days)) {
    return t({
      message: plural(days, { one: "within # day of confirmation", other: "within # days of confirmation" }),
    });
  }
  if (line.kind === "BALANCE" && line.dueDate === stay.checkIn) return t`on the day of arrival, ${date}`;
  return t`by ${date}`;
}

function ExpectedLine({ line, stay, today }: { line: ScheduledPayment; stay: ExpectedStay; today: IsoDate }) {
  const { i18n } = useLingui();
  const when = useWhen(line, stay, today);
  return (
    <div className="flex flex-wrap justify-between gap-x-4" data-schedule-kind={line.kind}>
      <dt className="text-slate-700">{i18n._(SCHEDULE_KIND_LABELS[line.kind])}</dt>
      <dd className="text-end">
        <span className="font-semibold text-slate-900">{formatPrice(i18n, line.amount, stay.currency)}</span>{" "}
        <span>{when}</span>
      </dd>
    </div>
  );
}

export function ExpectedSchedule({
  stay,
  today,
  headingLevel = 3,
}: {
  stay: ExpectedStay;
  today: IsoDate;
  headingLevel?: 3 | 4;
}) {
  const schedule = paymentSchedule({
    totalPrice: stay.totalPrice,
    confirmedOn: today,
    checkIn: stay.checkIn,
    paymentMethod: stay.paymentMethod,
  });
  const titleId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <section aria-labelledby={titleId} data-testid="expected-schedule" className="grid gap-2">
      <Heading id={titleId} className="font-semibold text-sea-900">
        <Trans>What you will pay once the owner confirms</Trans>
      </Heading>
      <dl className="grid gap-2 text-sm">
        {schedule.map((line) => (
          <ExpectedLine key={line.kind} line={line} stay={stay} today={today} />
        ))}
      </dl>
      <p className="text-sm text-slate-800">
        <Trans>The bank details and a QR code to pay come with the confirmation, by e-mail and in My Bookings.</Trans>
      </p>
    </section>
  );
}
