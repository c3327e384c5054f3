// Everything about one booking (SPEC 2 "details dialog"): the stay, the price breakdown the server stored,
// payment (what is due, by when and where: booking-payment-section.tsx), the guest's notes, the owner's or guest's reason for a rejection or cancellation, and when it was
// requested. From here a booking that may still be cancelled can be cancelled.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { Dialog } from "../../ui/dialog.tsx";
import {
  DetailFact,
  DetailSection,
  NotesFact,
  PriceBreakdownSection,
  ReasonFact,
  StayDetailFacts,
} from "../../ui/booking/booking-detail-parts.tsx";
import { formatInstant } from "../../ui/booking/booking-time.ts";
import { BookingPaymentSection } from "./booking-payment-section.tsx";
import { canCancel } from "./booking-rules.ts";
import { dangerOutlineClass } from "./danger-button.ts";
import { shortBookingId } from "../../ui/booking/short-id.ts";
import { StatusBadge } from "../../ui/booking/status-badge.tsx";

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

function BookingDetails({
  booking,
  onClose,
  onCancel,
}: { booking: Booking } & Omit<BookingDetailsDialogProps, "booking">) {
  const { i18n } = useLingui();
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

      <DetailSection title={<Trans>Stay</Trans>}>
        <DetailFact label={<Trans>Villa</Trans>}>
          {villa.title}
          <span className="block text-sm text-slate-700">
            {villa.city}, {villa.country}
          </span>
        </DetailFact>
        <StayDetailFacts booking={booking} />
        <DetailFact label={<Trans>Phone</Trans>}>
          <span dir="ltr">{booking.phone}</span>
        </DetailFact>
      </DetailSection>

      <PriceBreakdownSection booking={booking} />

      <BookingPaymentSection booking={booking} />

      <DetailSection title={<Trans>Notes and messages</Trans>}>
        <NotesFact label={<Trans>Your notes</Trans>} notes={booking.notes} />
        <ReasonFact label={<Trans>Cancellation reason</Trans>} reason={booking.cancellationReason} />
        <ReasonFact label={<Trans>Rejection reason</Trans>} reason={booking.rejectionReason} />
        <DetailFact label={<Trans>Requested on</Trans>}>{formatInstant(i18n, booking.createdAt, "long")}</DetailFact>
        <DetailFact label={<Trans>Booking reference</Trans>}>
          <span className="font-mono text-sm break-all">{booking.id}</span>
        </DetailFact>
      </DetailSection>

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
