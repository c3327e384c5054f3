// What the back office offers on a booking, taken from the domain's own transition rules (SPEC 4 reading A,
// which the API enforces: DESIGN 4), so a button is shown exactly when the server would accept it.
import { availableActions, canTogglePayment, type BookingStatus } from "../../../../domain/booking-status.ts";
import { villaToday, type IsoDate } from "../../../../domain/dates.ts";

/** The decisions of the action sheet. Cancelling belongs to the guest's My Bookings, not to this list. */
export type OwnerAction = "confirm" | "reject" | "complete";

/** Every request this screen can send about one booking. */
export type OwnerCommand = OwnerAction | "toggle-payment";

const OWNER_ACTIONS: readonly OwnerAction[] = ["confirm", "reject", "complete"];

function isOwnerAction(action: string): action is OwnerAction {
  return (OWNER_ACTIONS as readonly string[]).includes(action);
}

/**
 * PENDING: confirm and reject; CONFIRMED: complete, once the stay has reached its check-out day in the villa's
 * time zone (the API refuses it earlier); every other status: nothing.
 */
export function offeredActions(
  booking: { status: BookingStatus; checkOut: IsoDate },
  today: IsoDate = villaToday(),
): OwnerAction[] {
  return availableActions(booking.status, { checkOut: booking.checkOut, today }).filter(isOwnerAction);
}

/** Mark Paid / Mark Unpaid is a button only where the API lets the payment change (CONFIRMED); elsewhere the
 * Paid / Unpaid tag shows what was recorded (a cancelled booking that was paid may need a refund). */
export function canMarkPayment(status: BookingStatus): boolean {
  return canTogglePayment(status);
}

/**
 * The ledger (DESIGN 7.2) takes payments once a booking is confirmed, and stays open after it ends: a completed stay
 * may still owe its balance, a cancelled one its charge or a refund. A request or a refusal owes nothing.
 */
export function canRecordPayments(booking: {
  status: BookingStatus;
  payments: { paidTotal: number; outstanding: number };
}): boolean {
  if (booking.status === "CONFIRMED" || booking.status === "COMPLETED") return true;
  if (booking.status === "CANCELLED") return booking.payments.paidTotal > 0 || booking.payments.outstanding > 0;
  return false;
}
