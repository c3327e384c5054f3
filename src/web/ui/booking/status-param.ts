// The `status` search parameter of a bookings list, read leniently (any case, surrounding spaces): an unknown
// status is no filter. It imports nothing heavier than booking-status.ts, because the routes' validateSearch runs
// in the eagerly loaded bundle.
import { isBookingStatus, type BookingStatus } from "../../../domain/booking-status.ts";

export function parseStatus(raw: unknown): BookingStatus | undefined {
  if (typeof raw !== "string") return undefined;
  const upper = raw.trim().toUpperCase();
  return isBookingStatus(upper) ? upper : undefined;
}
