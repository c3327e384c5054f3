// The money of one booking in the back office (issue 23, DESIGN 7.2), made to be read on a phone: the schedule (each
// part with its amount, due date and a Due / Paid / Overdue tag), the payments received (refunds negative) each with
// Remove, what is paid and outstanding, a cancelled booking's outcome (terms, charge, refund due), the paid switch of
// SPEC 4, the invoice's download once confirmation gave it a number, and the one-thumb "Record payment" button that
// opens the sheet. Every change answers with the booking, which replaces this one on screen (payment-commands.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type RefObject } from "react";
import type { ReceivedPayment, ScheduleLine } from "../../../../domain/payments/booking-payments.ts";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../../i18n/format.ts";
import { DetailFact, PaymentMethodFact } from "../../../ui/booking/booking-detail-parts.tsx";
import { buttonClass } from "../../../ui/button-styles.ts";
import { InvoiceButton } from "../../../ui/payments/invoice-button.tsx";
import {
  CANCELLATION_TERMS_LABELS,
  PAYMENT_RECORD_METHOD_LABELS,
  SCHEDULE_KIND_LABELS,
  SCHEDULE_STATUS_LABELS,
} from "../../../ui/payments/payment-labels.ts";
import { MoneyBadge, type MoneyTone } from "../money/money-badge.tsx";
import { LARGE_BUTTON_PADDING } from "./action-buttons.ts";
import { canRecordPayments } from "./offered-actions.ts";
import { PaymentControl } from "./payment-control.tsx";
import { refundDue, type PaymentDirection } from "./payment-form-values.ts";
import { RecordPaymentSheet } from "./record-payment-sheet.tsx";
import { RemovePaymentSheet } from "./remove-payment-sheet.tsx";

const TONE: Record<ScheduleLine["status"], MoneyTone> = { DUE: "due", PAID: "paid", OVERDUE: "overdue" };

const SUBHEADING = "text-sm font-semibold tracking-wide text-slate-800 uppercase";

function ScheduleList({ booking }: { booking: Booking }) {
  const { i18n } = useLingui();
  const price = (amount: number) => formatPrice(i18n, amount, booking.currency);
  const { schedule } = booking.payments;
  if (schedule.length === 0) {
    return (
      <p className="text-slate-800">
        {booking.status === "PENDING" ? (
          <Trans>The payment schedule is set when you confirm the request.</Trans>
        ) : booking.status === "CANCELLED" ? (
          <Trans>The schedule no longer applies: the booking was cancelled.</Trans>
        ) : (
          <Trans>Nothing is to be paid for this booking.</Trans>
        )}
      </p>
    );
  }
  return (
    <ul className="grid gap-2">
      {schedule.map((line) => {
        const due = formatCalendarDate(i18n, line.dueDate, "medium");
        const left = price(line.remaining);
        return (
          <li
            key={line.kind}
            data-schedule-line={line.kind}
            className="grid gap-1 rounded-xl border border-slate-200 p-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{i18n._(SCHEDULE_KIND_LABELS[line.kind])}</span>
              <MoneyBadge tone={TONE[line.status]}>{i18n._(SCHEDULE_STATUS_LABELS[line.status])}</MoneyBadge>
            </div>
            <p className="flex flex-wrap justify-between gap-x-4 text-slate-800">
              <span className="font-semibold text-slate-900">{price(line.amount)}</span>
              <span>
                <Trans>Due {due}</Trans>
              </span>
            </p>
            {line.status !== "PAID" && line.remaining !== line.amount ? (
              <p className="text-sm text-slate-800">
                <Trans>{left} left to pay</Trans>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function ReceivedList({
  booking,
  onRemove,
  headingRef,
}: {
  booking: Booking;
  onRemove: (payment: ReceivedPayment) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, i18n } = useLingui();
  const { received } = booking.payments;
  return (
    <div className="grid gap-2">
      <h4 ref={headingRef} tabIndex={-1} className={SUBHEADING}>
        <Trans>Payments received</Trans>
      </h4>
      {received.length === 0 ? (
        <p className="text-slate-800">
          <Trans>No payment recorded yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {received.map((payment) => {
            const amount = formatPrice(i18n, payment.amount, booking.currency);
            const date = formatCalendarDate(i18n, payment.receivedOn, "medium");
            const method = i18n._(PAYMENT_RECORD_METHOD_LABELS[payment.method]);
            const reference = payment.reference;
            const refund = payment.amount < 0;
            return (
              <li
                key={payment.id}
                data-payment-id={payment.id}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-slate-200 p-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{refund ? <Trans>Refund: {amount}</Trans> : amount}</p>
                  <p className="text-sm text-slate-800">
                    {date} · {method}
                  </p>
                  {reference ? (
                    <p className="text-sm break-all text-slate-700">
                      <Trans>Ref. {reference}</Trans>
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  onClick={() => onRemove(payment)}
                  // The visible word first (WCAG 2.5.3), then which payment it is.
                  aria-label={refund ? t`Remove refund of ${amount}, ${date}` : t`Remove payment of ${amount}, ${date}`}
                  className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function CancellationOutcome({ booking }: { booking: Booking }) {
  const { i18n } = useLingui();
  const outcome = booking.cancellation;
  if (!outcome) return null;
  const price = (amount: number) => formatPrice(i18n, amount, booking.currency);
  return (
    <div className="grid gap-2 rounded-xl border border-slate-300 bg-slate-50 p-3" data-cancellation-outcome>
      <h4 className={SUBHEADING}>
        <Trans>Cancellation outcome</Trans>
      </h4>
      <dl className="grid gap-2">
        <DetailFact label={<Trans>Terms</Trans>}>{i18n._(CANCELLATION_TERMS_LABELS[outcome.terms])}</DetailFact>
        <DetailFact label={<Trans>Cancellation charge</Trans>}>{price(outcome.charge)}</DetailFact>
        <DetailFact label={<Trans>Refund due</Trans>}>
          <span className={outcome.refundDue > 0 ? "font-semibold" : ""}>{price(outcome.refundDue)}</span>
        </DetailFact>
      </dl>
    </div>
  );
}

export function PaymentsSection({ booking }: { booking: Booking }) {
  const { i18n } = useLingui();
  const [sheet, setSheet] = useState<PaymentDirection | null>(null);
  const [removing, setRemoving] = useState<ReceivedPayment | null>(null);
  const receivedHeading = useRef<HTMLHeadingElement>(null);
  const price = (amount: number) => formatPrice(i18n, amount, booking.currency);
  const { paidTotal, outstanding } = booking.payments;
  const recordable = canRecordPayments(booking);
  // What the button opens the sheet with: a cancelled stay with money to pay back starts with the refund.
  const opening: PaymentDirection = booking.status === "CANCELLED" && refundDue(booking) > 0 ? "refund" : "payment";

  return (
    // DetailSection's look, but its lists and buttons are not label/value facts, so they sit outside the <dl>.
    <section className="border-t border-slate-200 pt-4" data-payments>
      <h3 className="font-semibold text-sea-900">
        <Trans>Payments</Trans>
      </h3>
      <dl className="mt-3 grid gap-3">
        <PaymentMethodFact booking={booking} />
        <DetailFact label={<Trans>Payment status</Trans>}>
          <PaymentControl booking={booking} />
        </DetailFact>
        <DetailFact label={<Trans>Paid</Trans>}>
          <span data-money="paidTotal">{price(paidTotal)}</span>
        </DetailFact>
        <DetailFact label={<Trans>Outstanding</Trans>}>
          <span data-money="outstanding" className={outstanding > 0 ? "text-lg font-semibold" : ""}>
            {price(outstanding)}
          </span>
        </DetailFact>
        {booking.invoiceNumber ? (
          <DetailFact label={<Trans>Invoice number</Trans>}>{booking.invoiceNumber}</DetailFact>
        ) : null}
      </dl>
      <div className="mt-4 grid gap-4">
        <div className="grid gap-2">
          <h4 className={SUBHEADING}>
            <Trans>Payment schedule</Trans>
          </h4>
          <ScheduleList booking={booking} />
        </div>
        <ReceivedList booking={booking} onRemove={setRemoving} headingRef={receivedHeading} />
        <CancellationOutcome booking={booking} />
        {booking.invoiceNumber ? <InvoiceButton bookingId={booking.id} invoiceNumber={booking.invoiceNumber} /> : null}
        {recordable ? (
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            <button
              type="button"
              onClick={() => setSheet(opening)}
              className={buttonClass({ size: "md", fullWidth: true, className: `sm:w-auto ${LARGE_BUTTON_PADDING}` })}
            >
              {opening === "refund" ? <Trans>Record refund</Trans> : <Trans>Record payment</Trans>}
            </button>
          </div>
        ) : null}
      </div>
      <RecordPaymentSheet booking={booking} direction={sheet} onClose={() => setSheet(null)} />
      <RemovePaymentSheet
        booking={booking}
        payment={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          // The removed payment's button is gone: the list's heading takes the focus instead.
          requestAnimationFrame(() => receivedHeading.current?.focus());
        }}
      />
    </section>
  );
}
