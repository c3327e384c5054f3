// Which actions and tags a booking shows, from the domain's own rules so the page offers exactly what the
// API accepts (SPEC 4 reading A, DESIGN 4).
import { planTransition, type BookingStatus } from "../../../domain/booking-status.ts";

/** SPEC 6: a guest cancels only while the booking is PENDING or CONFIRMED. */
export function canCancel(status: BookingStatus): boolean {
  return planTransition(status, "cancel").kind === "apply";
}

/** SPEC 4: payment is toggled on CONFIRMED bookings, so Paid / Unpaid means something from then on. */
export function showsPayment(status: BookingStatus): boolean {
  return status === "CONFIRMED" || status === "COMPLETED";
}
