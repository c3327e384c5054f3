// The words for booking statuses and payment methods (SPEC 3 "Booking"), shared by My Bookings and the back
// office: the badge says "Pending", filters and details say "Pending Approval"; lists say "On Arrival".
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BookingStatus } from "../../../domain/booking-status.ts";
import type { PaymentMethod } from "../../../domain/schemas/booking.ts";

export const STATUS_BADGE_LABELS: Record<BookingStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  CONFIRMED: msg`Confirmed`,
  COMPLETED: msg`Completed`,
  CANCELLED: msg`Cancelled`,
  REJECTED: msg`Rejected`,
};

export const STATUS_LABELS: Record<BookingStatus, MessageDescriptor> = {
  ...STATUS_BADGE_LABELS,
  PENDING: msg`Pending Approval`,
};

/** A status filter's options: every status, and ALL. */
export const STATUS_FILTER_LABELS: Record<BookingStatus | "ALL", MessageDescriptor> = {
  ALL: msg`All bookings`,
  ...STATUS_LABELS,
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  BANK_TRANSFER: msg`Bank Transfer`,
  PAYMENT_ON_ARRIVAL: msg`On Arrival`,
};
