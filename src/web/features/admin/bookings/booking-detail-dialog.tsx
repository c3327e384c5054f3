// Everything about one booking (SPEC 2 "Detail modal: guest, villa, booking details, payment info, notes,
// rejection reason, cancellation reason, created and last-updated times"), plus the stored price breakdown, the
// booking's money (payments-section.tsx: schedule, payments received, Record payment) and the decisions still open,
// so a request opened from the dashboard (?booking=<id>) is decided from here.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatClockTime } from "../../../i18n/format.ts";
import {
  DetailFact,
  DetailSection,
  NotesFact,
  PriceBreakdownSection,
  ReasonFact,
  StayDetailFacts,
} from "../../../ui/booking/booking-detail-parts.tsx";
import { formatInstant } from "../../../ui/booking/booking-time.ts";
import { shortBookingId } from "../../../ui/booking/short-id.ts";
import { StatusBadge } from "../../../ui/booking/status-badge.tsx";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Dialog } from "../../../ui/dialog.tsx";
import { AdminErrorBanner } from "../layout/admin-error-banner.tsx";
import { PaymentsSection } from "./payments-section.tsx";
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
    <Dialog
      open={state.kind !== "closed"}
      onClose={onClose}
      title={state.kind === "ready" ? t`Booking #${shortId}` : t`Booking details`}
    >
      {state.kind === "loading" ? (
        <p role="status" className="text-slate-800">
          <Trans>Loading booking...</Trans>
        </p>
      ) : state.kind === "failed" ? (
        <div className="grid gap-5">
          <AdminErrorBanner title={state.title} message={state.message} />
          <button
            type="button"
            onClick={onClose}
            className={buttonClass({ size: "sm", className: "justify-self-end" })}
          >
            <Trans>Close</Trans>
          </button>
        </div>
      ) : state.kind === "ready" ? (
        <BookingDetails booking={state.booking} onClose={onClose} onAction={onAction} />
      ) : null}
    </Dialog>
  );
}

function BookingDetails({
  booking,
  onClose,
  onAction,
}: { booking: Booking } & Omit<BookingDetailDialogProps, "state">) {
  const { i18n } = useLingui();
  const { guest, villa } = booking;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={booking.status} />
        <span className="font-mono text-sm break-all text-slate-700">{booking.id}</span>
      </div>

      <DetailSection title={<Trans>Guest</Trans>}>
        <DetailFact label={<Trans>Name</Trans>}>{guest.fullName}</DetailFact>
        <DetailFact label={<Trans>Email</Trans>}>
          <a
            href={`mailto:${guest.email}`}
            className="break-all text-sea-900 underline underline-offset-2 hover:text-sea-700"
          >
            {guest.email}
          </a>
        </DetailFact>
        <DetailFact label={<Trans>Phone</Trans>}>
          <a
            href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`}
            dir="ltr"
            className="text-sea-900 underline underline-offset-2 hover:text-sea-700"
          >
            {booking.phone}
          </a>
        </DetailFact>
        <DetailFact label={<Trans>Date of birth</Trans>}>
          {formatCalendarDate(i18n, booking.dateOfBirth, "medium")}
        </DetailFact>
      </DetailSection>

      <DetailSection title={<Trans>Villa</Trans>}>
        <DetailFact label={<Trans>Villa</Trans>}>{villa.title}</DetailFact>
        <DetailFact label={<Trans>Location</Trans>}>
          {villa.city}, {villa.country}
        </DetailFact>
      </DetailSection>

      <DetailSection title={<Trans>Booking details</Trans>}>
        <StayDetailFacts booking={booking} />
        {/* The villa's clock, as the guest chose it: the owner plans the welcome around it. */}
        <DetailFact label={<Trans>Expected arrival time</Trans>}>
          {booking.arrivalTime ? formatClockTime(i18n, booking.arrivalTime) : <Trans>Not given</Trans>}
        </DetailFact>
      </DetailSection>

      <PaymentsSection booking={booking} />

      <PriceBreakdownSection booking={booking} />

      <DetailSection title={<Trans>Notes and reasons</Trans>}>
        <NotesFact label={<Trans>Guest's notes</Trans>} notes={booking.notes} />
        <ReasonFact label={<Trans>Rejection reason</Trans>} reason={booking.rejectionReason} />
        <ReasonFact label={<Trans>Cancellation reason</Trans>} reason={booking.cancellationReason} />
        <DetailFact label={<Trans>Created</Trans>}>{formatInstant(i18n, booking.createdAt, "long")}</DetailFact>
        <DetailFact label={<Trans>Last updated</Trans>}>{formatInstant(i18n, booking.updatedAt, "long")}</DetailFact>
      </DetailSection>

      <div className="grid gap-3 border-t border-slate-200 pt-5">
        {/* Only the decisions: View would open this same dialog again. */}
        <DecisionButtons booking={booking} onAction={onAction} large />
        <button
          type="button"
          onClick={onClose}
          className={buttonClass({
            variant: "secondary",
            size: "md",
            fullWidth: true,
            className: "sm:ms-auto sm:w-auto",
          })}
        >
          <Trans>Close</Trans>
        </button>
      </div>
    </div>
  );
}
