// The Payment part of a booking's details in My Bookings: the method chosen, paid or not, the invoice (with its
// download), what a waiting request will cost once confirmed, and once the owner has confirmed, all of the booking's
// money (ui/payments: the schedule, what is paid and outstanding, where to pay with a QR code, a cancelled booking's
// outcome), read from the booking itself, so it shows offline too.
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { villaToday } from "../../../domain/dates.ts";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { DetailFact, PaymentMethodFact } from "../../ui/booking/booking-detail-parts.tsx";
import { PaidBadge } from "../../ui/booking/status-badge.tsx";
import { BookingPaymentsBlock, hasPayments } from "../../ui/payments/booking-payments-block.tsx";
import { ExpectedSchedule } from "../../ui/payments/expected-schedule.tsx";
import { InvoiceButton } from "../../ui/payments/invoice-button.tsx";
import { showsPayment } from "./booking-rules.ts";

export function BookingPaymentSection({ booking }: { booking: Booking }) {
  const [today] = useState(villaToday);
  return (
    <section className="border-t border-slate-200 pt-4" aria-labelledby={`payment-${booking.id}`}>
      <h3 id={`payment-${booking.id}`} className="font-semibold text-sea-900">
        <Trans>Payment</Trans>
      </h3>
      <dl className="mt-3 grid gap-3">
        <PaymentMethodFact booking={booking} />
        {showsPayment(booking.status) ? (
          <DetailFact label={<Trans>Payment status</Trans>}>
            <PaidBadge isPaid={booking.isPaid} />
          </DetailFact>
        ) : null}
        {booking.invoiceNumber ? (
          <DetailFact label={<Trans>Invoice</Trans>}>
            <span className="font-mono">{booking.invoiceNumber}</span>
          </DetailFact>
        ) : null}
      </dl>
      {booking.status === "PENDING" ? (
        <div className="mt-4">
          <ExpectedSchedule stay={booking} today={today} headingLevel={4} />
        </div>
      ) : null}
      {hasPayments(booking) ? (
        <div className="mt-4">
          <BookingPaymentsBlock booking={booking} />
        </div>
      ) : null}
      {booking.invoiceNumber ? (
        <div className="mt-4">
          <InvoiceButton bookingId={booking.id} invoiceNumber={booking.invoiceNumber} />
        </div>
      ) : null}
    </section>
  );
}
