// Everything about one booking (SPEC 2 "details dialog"): the stay, the price breakdown the server stored,
// payment, the guest's notes, the owner's or guest's reason for a rejection or cancellation, and when it was
// requested. From here a booking that may still be cancelled can be cancelled.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../i18n/format.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { PAYMENT_METHOD_LABELS } from "../../ui/booking/booking-labels.ts";
import { canCancel, showsPayment } from "./booking-rules.ts";
import { dangerOutlineClass } from "./danger-button.ts";
import { shortBookingId } from "../../ui/booking/short-id.ts";
import { PaidBadge, StatusBadge } from "../../ui/booking/status-badge.tsx";

interface BookingDetailsDialogProps {
  booking: Booking | null;
  onClose: () => void;
  onCancel: (booking: Booking) => void;
}

export function BookingDetailsDialog({ booking, onClose, onCancel }: BookingDetailsDialogProps) {
  const { t } = useLingui();
  const shortId = booking ? shortBookingId(booking.id) : "";
  return (
    <Dialog open={booking !== null} onClose={onClose} title={t`Booking #${shortId}`}>
      {booking ? <BookingDetails booking={booking} onClose={onClose} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-sea-900">{title}</h3>
      <dl className="mt-3 grid gap-3">{children}</dl>
    </section>
  );
}

function BookingDetails({ booking, onClose, onCancel }: { booking: Booking } & Omit<BookingDetailsDialogProps, "booking">) {
  const { i18n } = useLingui();
  const price = (amount: number) => formatPrice(i18n, amount, booking.currency);
  const perNight = price(booking.pricePerNight);
  const nights = booking.nights;
  const requestedAt = i18n.date(new Date(booking.createdAt), { dateStyle: "long", timeStyle: "short" });
  const villa = booking.villa;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={booking.status} />
        {booking.status === "PENDING" ? (
          <p className="text-slate-700">
            <Trans>The owner reviews your request and replies within 24 hours.</Trans>
          </p>
        ) : null}
      </div>

      <Section title={<Trans>Stay</Trans>}>
        <Fact label={<Trans>Villa</Trans>}>
          {villa.title}
          <span className="block text-sm text-slate-700">
            {villa.city}, {villa.country}
          </span>
        </Fact>
        <Fact label={<Trans>Check-in</Trans>}>{formatCalendarDate(i18n, booking.checkIn)}</Fact>
        <Fact label={<Trans>Check-out</Trans>}>{formatCalendarDate(i18n, booking.checkOut)}</Fact>
        <Fact label={<Trans>Nights</Trans>}>
          <Plural value={nights} one="# night" other="# nights" />
        </Fact>
        <Fact label={<Trans>Guests</Trans>}>
          <Plural value={booking.totalGuests} one="# guest" other="# guests" />
        </Fact>
        <Fact label={<Trans>Phone</Trans>}>
          <span dir="ltr">{booking.phone}</span>
        </Fact>
      </Section>

      <Section title={<Trans>Price</Trans>}>
        <Fact
          label={
            <>
              <Plural value={nights} one="# night" other="# nights" /> × {perNight}
            </>
          }
        >
          {price(nights * booking.pricePerNight)}
        </Fact>
        <Fact label={<Trans>Cleaning fee</Trans>}>{price(booking.cleaningFee)}</Fact>
        <Fact label={<Trans>Service fee</Trans>}>{price(booking.serviceFee)}</Fact>
        <Fact label={<Trans>Total</Trans>}>
          <span className="text-lg font-semibold">{price(booking.totalPrice)}</span>
        </Fact>
      </Section>

      <Section title={<Trans>Payment</Trans>}>
        <Fact label={<Trans>Payment method</Trans>}>{i18n._(PAYMENT_METHOD_LABELS[booking.paymentMethod])}</Fact>
        {showsPayment(booking.status) ? (
          <Fact label={<Trans>Payment status</Trans>}>
            <PaidBadge isPaid={booking.isPaid} />
          </Fact>
        ) : null}
      </Section>

      <Section title={<Trans>Notes and messages</Trans>}>
        <Fact label={<Trans>Your notes</Trans>}>
          {booking.notes ? <span className="whitespace-pre-line">{booking.notes}</span> : <Trans>None</Trans>}
        </Fact>
        {booking.cancellationReason ? (
          <Fact label={<Trans>Cancellation reason</Trans>}>
            <span className="whitespace-pre-line">{booking.cancellationReason}</span>
          </Fact>
        ) : null}
        {booking.rejectionReason ? (
          <Fact label={<Trans>Rejection reason</Trans>}>
            <span className="whitespace-pre-line">{booking.rejectionReason}</span>
          </Fact>
        ) : null}
        <Fact label={<Trans>Requested on</Trans>}>{requestedAt}</Fact>
        <Fact label={<Trans>Booking reference</Trans>}>
          <span className="font-mono text-sm break-all">{booking.id}</span>
        </Fact>
      </Section>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        {canCancel(booking.status) ? (
          <button type="button" onClick={() => onCancel(booking)} className={dangerOutlineClass()}>
            <Trans>Cancel this booking</Trans>
          </button>
        ) : null}
        <button type="button" onClick={onClose} className={buttonClass({ size: "sm" })}>
          <Trans>Close</Trans>
        </button>
      </div>
    </div>
  );
}
