// One line under a booking in a list saying what money is pending: the next part of the schedule and its date
// ("Balance: €900 due by March 12, 2027"), an Overdue tag when its date has passed, and for a cancelled booking what
// is to be refunded or still due. Nothing when nothing is pending.
import { Trans, useLingui } from "@lingui/react/macro";
import { settle } from "../../../domain/payments/cancellation-outcome.ts";
import { formatCalendarDate, formatPrice } from "../../i18n/format.ts";
import type { PaymentsBooking } from "./booking-payments-block.tsx";
import { amountDueNow } from "../../../domain/payments/booking-payments.ts";
import { SCHEDULE_KIND_LABELS } from "./payment-labels.ts";
import { PaymentStatusBadge } from "./payment-status-badge.tsx";

export function NextPaymentLine({ booking, className = "" }: { booking: PaymentsBooking; className?: string }) {
  const { i18n } = useLingui();
  const { payments, cancellation, currency } = booking;
  const price = (amount: number) => formatPrice(i18n, amount, currency);
  const due = amountDueNow(payments);
  const classes = `text-sm text-slate-900 ${className}`;

  if (booking.status === "CANCELLED" && cancellation) {
    const { refundDue, outstanding } = settle(cancellation.charge, payments.paidTotal);
    const refund = price(refundDue);
    const owed = price(outstanding);
    if (refundDue > 0)
      return (
        <p className={classes} data-next-payment="refund">
          <Trans>{refund} to be refunded</Trans>
        </p>
      );
    if (outstanding > 0)
      return (
        <p className={classes} data-next-payment="due">
          <Trans>{owed} remains due</Trans>
        </p>
      );
    return null;
  }

  if (!due?.line) return null;
  const part = i18n._(SCHEDULE_KIND_LABELS[due.line.kind]);
  const amount = price(due.amount);
  const date = formatCalendarDate(i18n, due.line.dueDate, "medium");
  const overdue = due.line.status === "OVERDUE";
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${classes}`} data-next-payment={due.line.status}>
      {overdue ? <PaymentStatusBadge status="OVERDUE" /> : null}
      <span>
        {overdue ? (
          <Trans>
            {part}: {amount} was due on {date}
          </Trans>
        ) : (
          <Trans>
            {part}: {amount} due by {date}
          </Trans>
        )}
      </span>
    </p>
  );
}
