// A booking's money for the guest (DESIGN 7.2), from the booking alone so it shows offline from the saved list: what
// is paid and outstanding, the schedule part by part, the payments received, a cancelled booking's kept outcome, and
// where to pay what is due next: the owner's bank details with a SEPA QR code, or, when the owner has given none,
// that the owner sends them. My Bookings shows it in a booking's details; the back office may too.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { remittanceText } from "../../../domain/payments/remittance.ts";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../i18n/format.ts";
import { amountDueNow } from "../../../domain/payments/booking-payments.ts";
import { cancellationMoneyText } from "./cancellation-money.ts";
import { CANCELLATION_TERMS_LABELS, PAYMENT_RECORD_METHOD_LABELS, SCHEDULE_KIND_LABELS } from "./payment-labels.ts";
import { PaymentScheduleList } from "./payment-schedule-list.tsx";
import { PayToDetails } from "./pay-to-details.tsx";

export type PaymentsBooking = Pick<
  Booking,
  "id" | "status" | "invoiceNumber" | "currency" | "payments" | "cancellation"
>;

type HeadingLevel = 3 | 4;

function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  const Tag = level === 3 ? "h3" : "h4";
  return <Tag className="font-semibold text-sea-900">{children}</Tag>;
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** Whether the booking has any money to show: a schedule, a payment, or a cancellation's outcome. */
export function hasPayments(booking: PaymentsBooking): boolean {
  const { payments } = booking;
  return payments.schedule.length > 0 || payments.received.length > 0 || booking.cancellation !== null;
}

export function BookingPaymentsBlock({
  booking,
  headingLevel = 4,
}: {
  booking: PaymentsBooking;
  /** Under the details dialog's "Payment" (h3) by default. */
  headingLevel?: HeadingLevel;
}) {
  const { i18n } = useLingui();
  const { payments, cancellation, currency } = booking;
  if (!hasPayments(booking)) return null;
  const price = (amount: number) => formatPrice(i18n, amount, currency);
  const due = amountDueNow(payments);

  return (
    <div className="grid gap-5" data-testid="booking-payments">
      {cancellation ? (
        <div className="grid gap-2">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <Fact label={<Trans>Cancellation charge</Trans>}>{price(cancellation.charge)}</Fact>
            <Fact label={<Trans>Cancellation terms</Trans>}>
              <span className="text-base">{i18n._(CANCELLATION_TERMS_LABELS[cancellation.terms])}</span>
            </Fact>
          </dl>
          <p className="font-medium text-slate-900" data-testid="cancellation-money">
            {cancellationMoneyText(i18n, { charge: cancellation.charge, paidTotal: payments.paidTotal }, currency)}
          </p>
        </div>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <Fact label={<Trans>Paid so far</Trans>}>{price(payments.paidTotal)}</Fact>
        <Fact label={<Trans>Outstanding</Trans>}>{price(payments.outstanding)}</Fact>
      </dl>

      {payments.schedule.length > 0 ? (
        <section className="grid gap-2">
          <Heading level={headingLevel}>
            <Trans>Payment schedule</Trans>
          </Heading>
          <PaymentScheduleList schedule={payments.schedule} currency={currency} />
        </section>
      ) : null}

      {payments.received.length > 0 ? (
        <section className="grid gap-2">
          <Heading level={headingLevel}>
            <Trans>Payments received</Trans>
          </Heading>
          <ul className="grid gap-1">
            {payments.received.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-x-3 text-slate-900">
                <span>
                  {formatCalendarDate(i18n, payment.receivedOn, "medium")}
                  <span className="text-sm text-slate-700">
                    {" · "}
                    {payment.amount < 0 ? <Trans>Refund</Trans> : i18n._(PAYMENT_RECORD_METHOD_LABELS[payment.method])}
                  </span>
                </span>
                <span className="font-medium">{price(payment.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {due ? (
        <section className="grid gap-2" data-testid="where-to-pay">
          <Heading level={headingLevel}>
            <Trans>How to pay</Trans>
          </Heading>
          <WhereToPay booking={booking} amount={due.amount} kind={due.line?.kind} />
        </section>
      ) : null}
    </div>
  );
}

function WhereToPay({
  booking,
  amount,
  kind,
}: {
  booking: PaymentsBooking;
  amount: number;
  kind: keyof typeof SCHEDULE_KIND_LABELS | undefined;
}) {
  const { i18n } = useLingui();
  const payTo = booking.payments.payTo;
  const amountText = formatPrice(i18n, amount, booking.currency);
  if (!payTo) {
    return (
      <p className="text-slate-800">
        <Trans>The owner will send you the payment details.</Trans>
      </p>
    );
  }
  const part = kind ? i18n._(SCHEDULE_KIND_LABELS[kind]) : null;
  return (
    <>
      <p className="text-slate-800">
        {part ? (
          <Trans>
            Pay {amountText} ({part}) by bank transfer to:
          </Trans>
        ) : (
          <Trans>Pay {amountText} by bank transfer to:</Trans>
        )}
      </p>
      <PayToDetails
        payTo={payTo}
        reference={remittanceText(booking)}
        amount={amount}
        amountText={amountText}
        currency={booking.currency}
      />
    </>
  );
}
