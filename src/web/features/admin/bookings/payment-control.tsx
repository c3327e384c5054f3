// The payment column of SPEC 2: on a CONFIRMED booking a Mark Paid / Mark Unpaid button (SPEC 4: payment is
// toggled only there), elsewhere the Paid / Unpaid tag of what was recorded. The click sends the request at once
// (it is undone by the same button) and answers with a toast; a refused permission is SPEC 6's Access Denied /
// "You do not have permission to update payment status".
import { useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { PaidBadge } from "../../../ui/booking/status-badge.tsx";
import { shortBookingId } from "../../../ui/booking/short-id.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { commandFailure, SUCCESS_TITLES } from "./command-texts.ts";
import { canMarkPayment } from "./offered-actions.ts";
import { useBookingCommand } from "./use-booking-command.ts";

export function PaymentControl({ booking, large = false }: { booking: Booking; large?: boolean }) {
  const { t, i18n } = useLingui();
  const command = useBookingCommand();
  if (!canMarkPayment(booking.status)) return <PaidBadge isPaid={booking.isPaid} />;

  const shortId = shortBookingId(booking.id);
  const label = booking.isPaid ? t`Mark Unpaid` : t`Mark Paid`;

  async function toggle() {
    try {
      const updated = await command.mutateAsync({ bookingId: booking.id, command: "toggle-payment" });
      const updatedId = shortBookingId(updated.id);
      toast.success(i18n._(SUCCESS_TITLES["toggle-payment"]), {
        description: updated.isPaid
          ? t`Booking #${updatedId} is marked as paid.`
          : t`Booking #${updatedId} is marked as unpaid.`,
      });
    } catch (error) {
      const failure = commandFailure(i18n, "toggle-payment", error);
      toast.error(failure.title, { description: failure.description });
    }
  }

  return (
    <div className={`flex flex-wrap items-center gap-2 ${large ? "w-full" : ""}`}>
      <PaidBadge isPaid={booking.isPaid} />
      <button
        type="button"
        // The visible words come first in the name (WCAG 2.5.3); the booking tells the rows' buttons apart.
        aria-label={booking.isPaid ? t`Mark Unpaid: booking #${shortId}` : t`Mark Paid: booking #${shortId}`}
        disabled={command.isPending}
        aria-busy={command.isPending || undefined}
        onClick={() => void toggle()}
        className={buttonClass({ variant: "secondary", size: "sm", className: large ? "flex-1" : "" })}
      >
        {command.isPending ? t`Saving...` : label}
      </button>
    </div>
  );
}
