// The reason that came with a cancellation or a rejection, shown beside the status in the list (SPEC 4:
// "after a guest cancel, the row becomes CANCELLED and carries the cancellation reason").
import { Trans } from "@lingui/react/macro";
import type { Booking } from "../../../domain/schemas/booking.ts";

export function statusReason(
  booking: Pick<Booking, "status" | "cancellationReason" | "rejectionReason">,
): string | null {
  if (booking.status === "CANCELLED") return booking.cancellationReason;
  if (booking.status === "REJECTED") return booking.rejectionReason;
  return null;
}

export function StatusReason({ booking, className = "" }: { booking: Booking; className?: string }) {
  const reason = statusReason(booking);
  if (!reason) return null;
  return (
    <p className={`text-sm break-words text-slate-700 ${className}`}>
      <span className="font-medium text-slate-800">
        <Trans>Reason:</Trans>
      </span>{" "}
      {reason}
    </p>
  );
}
