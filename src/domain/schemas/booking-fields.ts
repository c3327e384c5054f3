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
  "arrivalTime",
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

/**
 * When a guest may say they expect to arrive: the half hours from check-in at 15:00 (SPEC 9) to 23:30, written
 * "HH:MM" in the villa's wall-clock time (Africa/Cairo), whatever the guest's own time zone. Optional.
 */
export const ARRIVAL_TIMES: readonly string[] = Array.from({ length: 18 }, (_, slot) => {
  const hour = 15 + Math.floor(slot / 2);
  return `${hour}:${slot % 2 === 0 ? "00" : "30"}`;
});

export const isArrivalTime = (value: unknown): value is string =>
  typeof value === "string" && ARRIVAL_TIMES.includes(value);
