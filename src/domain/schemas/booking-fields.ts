// The booking form's fields, choices and lengths, kept apart from the zod schemas so the browser's form draft (also
// read by the home teaser and the outbox at start-up) does not ship zod to every page.

/**
 * What a guest fills in on a booking request, in the order the form asks for it. The request schema, the rules'
 * input, the request body and the form's draft are all checked against this list, so a new field is declared here
 * once and the compiler points at every place that has to handle it.
 */
export const BOOKING_REQUEST_FIELDS = [
  "checkIn",
  "checkOut",
  "totalGuests",
  "phone",
  "dateOfBirth",
  "paymentMethod",
  "notes",
] as const;
export type BookingRequestField = (typeof BOOKING_REQUEST_FIELDS)[number];

export const PAYMENT_METHODS = ["BANK_TRANSFER", "PAYMENT_ON_ARRIVAL"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "BANK_TRANSFER";

export const NOTES_MAX_LENGTH = 500;
export const REASON_MAX_LENGTH = 500;
