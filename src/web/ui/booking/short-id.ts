// The booking's reference as the guest and the owner see it everywhere (the rule is the domain's).
export {
  BOOKING_REFERENCE_LENGTH as SHORT_ID_LENGTH,
  bookingReference as shortBookingId,
} from "../../../domain/booking-reference.ts";
