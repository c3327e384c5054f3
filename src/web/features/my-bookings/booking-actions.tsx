// The two things a guest can do with a booking in the list: look at all of it, and cancel it while SPEC 6
// allows. Every row has the same pair, so each button's accessible name adds the booking (and keeps the
// visible word in it, WCAG 2.5.3).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { canCancel } from "./booking-rules.ts";
import { dangerOutlineClass } from "./danger-button.ts";
import { shortBookingId } from "../../ui/booking/short-id.ts";

export interface BookingActionHandlers {
  onViewDetails: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  /** Bookings whose cancel waits in the outbox: their Cancel button gives way to a note. */
  queuedCancels: ReadonlySet<string>;
}

export function BookingActions({
  booking,
  onViewDetails,
  onCancel,
  queuedCancels,
  fullWidth = false,
}: BookingActionHandlers & { booking: Booking; fullWidth?: boolean }) {
  const { t } = useLingui();
  const shortId = shortBookingId(booking.id);
  const cancelQueued = queuedCancels.has(booking.id);
  return (
    <div className={fullWidth ? "grid gap-2 sm:grid-cols-2" : "flex flex-wrap justify-end gap-2"}>
      <button
        type="button"
        aria-label={t`View details of booking ${shortId}`}
        data-booking-details={booking.id}
        onClick={() => onViewDetails(booking)}
        className={buttonClass({ variant: "secondary", size: "sm", fullWidth })}
      >
        <Trans>View details</Trans>
      </button>
      {cancelQueued && canCancel(booking.status) ? (
        <p className="self-center text-sm font-medium text-amber-900">
          <Trans>Cancellation waiting for connection</Trans>
        </p>
      ) : canCancel(booking.status) ? (
        <button
          type="button"
          aria-label={t`Cancel booking ${shortId}`}
          onClick={() => onCancel(booking)}
          className={dangerOutlineClass(fullWidth)}
        >
          <Trans>Cancel booking</Trans>
        </button>
      ) : null}
    </div>
  );
}
