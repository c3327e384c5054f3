// Everything about one booking (SPEC 2 "Detail modal: guest, villa, booking details, payment info, notes,
// rejection reason, cancellation reason, created and last-updated times"), plus the stored price breakdown and
// the decisions still open, so a request opened from the dashboard (?booking=<id>) is decided from here.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../../i18n/format.ts";
import { PAYMENT_METHOD_LABELS } from "../../../ui/booking/booking-labels.ts";
import { shortBookingId } from "../../../ui/booking/short-id.ts";
import { StatusBadge } from "../../../ui/booking/status-badge.tsx";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Dialog } from "../../../ui/dialog.tsx";
import { formatInstant } from "./booking-time.ts";
import { AdminErrorBanner } from "../layout/admin-error-banner.tsx";
import { PaymentControl } from "./payment-control.tsx";
import { DecisionButtons } from "./row-actions.tsx";
import type { OwnerAction } from "./offered-actions.ts";

export type DetailState =
  | { kind: "closed" }
  | { kind: "loading" }
  | { kind: "failed"; title: string; message: string }
  | { kind: "ready"; booking: Booking };

interface BookingDetailDialogProps {
  state: DetailState;
  onClose: () => void;
  onAction: (booking: Booking, action: OwnerAction) => void;
}

export function BookingDetailDialog({ state, onClose, onAction }: BookingDetailDialogProps) {
  const { t } = useLingui();
  const shortId = state.kind === "ready" ? shortBookingId(state.booking.id) : "";
  return (
    <Dialog open={state.kind !== "closed"} onClose={onClose} title={state.kind === "ready" ? t`Booking #${shortId}` : t`Booking details`}>
      {state.kind === "loading" ? (
        <p role="status" className="text-slate-800">
          <Trans>Loading booking...</Trans>
        </p>
      ) : state.kind === "failed" ? (
        <div className="grid gap-5">
          <AdminErrorBanner title={state.title} message={state.message} />
          <button type="button" onClick={onClose} className={buttonClass({ size: "sm", className: "justify-self-end" })}>
            <Trans>Close</Trans>
          </button>
        </div>
      ) : state.kind === "ready" ? (
        <BookingDetails booking={state.booking} onClose={onClose} onAction={onAction} />
      ) : null}
    </Dialog>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
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

function BookingDetails({ booking, onClose, onAction }: { booking: Booking } & Omit<BookingDetailDialogProps, "state">) {
  const { i18n } = useLingui();
  const price = (amount: number) => formatPrice(i18n, amount, booking.currency);
  const perNight = price(booking.pricePerNight);
  const nights = booking.nights;
  const { guest, villa } = booking;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={booking.status} />
        <span className="font-mono text-sm break-all text-slate-700">{booking.id}</span>
      </div>

      <Section title={<Trans>Guest</Trans>}>
        <Fact label={<Trans>Name</Trans>}>{guest.fullName}</Fact>
        <Fact label={<Trans>Email</Trans>}>
          <a href={`mailto:${guest.email}`} className="break-all text-sea-900 underline underline-offset-2 hover:text-sea-700">
            {guest.email}
          </a>
        </Fact>
        <Fact label={<Trans>Phone</Trans>}>
          <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`} dir="ltr" className="text-sea-900 underline underline-offset-2 hover:text-sea-700">
            {booking.phone}
          </a>
        </Fact>
        <Fact label={<Trans>Date of birth</Trans>}>{formatCalendarDate(i18n, booking.dateOfBirth, "medium")}</Fact>
      </Section>

      <Section title={<Trans>Villa</Trans>}>
        <Fact label={<Trans>Villa</Trans>}>{villa.title}</Fact>
        <Fact label={<Trans>Location</Trans>}>
          {villa.city}, {villa.country}
        </Fact>
      </Section>

      <Section title={<Trans>Booking details</Trans>}>
        <Fact label={<Trans>Check-in</Trans>}>{formatCalendarDate(i18n, booking.checkIn)}</Fact>
        <Fact label={<Trans>Check-out</Trans>}>{formatCalendarDate(i18n, booking.checkOut)}</Fact>
        <Fact label={<Trans>Nights</Trans>}>
          <Plural value={nights} one="# night" other="# nights" />
        </Fact>
        <Fact label={<Trans>Guests</Trans>}>
          <Plural value={booking.totalGuests} one="# guest" other="# guests" />
        </Fact>
      </Section>

      <Section title={<Trans>Payment</Trans>}>
        <Fact label={<Trans>Payment method</Trans>}>{i18n._(PAYMENT_METHOD_LABELS[booking.paymentMethod])}</Fact>
        <Fact label={<Trans>Payment status</Trans>}>
          <PaymentControl booking={booking} />
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

      <Section title={<Trans>Notes and reasons</Trans>}>
        <Fact label={<Trans>Guest's notes</Trans>}>
          {booking.notes ? <span className="whitespace-pre-line">{booking.notes}</span> : <Trans>None</Trans>}
        </Fact>
        {booking.rejectionReason ? (
          <Fact label={<Trans>Rejection reason</Trans>}>
            <span className="whitespace-pre-line">{booking.rejectionReason}</span>
          </Fact>
        ) : null}
        {booking.cancellationReason ? (
          <Fact label={<Trans>Cancellation reason</Trans>}>
            <span className="whitespace-pre-line">{booking.cancellationReason}</span>
          </Fact>
        ) : null}
        <Fact label={<Trans>Created</Trans>}>{formatInstant(i18n, booking.createdAt, "long")}</Fact>
        <Fact label={<Trans>Last updated</Trans>}>{formatInstant(i18n, booking.updatedAt, "long")}</Fact>
      </Section>

      <div className="grid gap-3 border-t border-slate-200 pt-5">
        {/* Only the decisions: View would open this same dialog again. */}
        <DecisionButtons booking={booking} onAction={onAction} large />
        <button type="button" onClick={onClose} className={buttonClass({ variant: "secondary", size: "md", fullWidth: true, className: "sm:ms-auto sm:w-auto" })}>
          <Trans>Close</Trans>
        </button>
      </div>
    </div>
  );
}
