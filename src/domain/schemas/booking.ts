// The booking as the API returns it, the create payload with SPEC 5 "Booking form" rules,
// the booking list queries, booked dates and the reject/cancel payloads.
import { z } from "zod";
import { BOOKING_STATUSES } from "../booking-status.ts";
import { bookingIssues } from "../booking-rules.ts";
import { PHONE_MAX_LENGTH } from "../phone.ts";
import { issue, type RuleIssue } from "../rule-issue.ts";
import {
  idSchema,
  isoDateSchema,
  optionalQueryEnum,
  optionalQueryText,
  paginationQuerySchema,
  queryBooleanSchema,
  queryIntSchema,
  sortOrderSchema,
  reportIssues,
  timestampSchema,
} from "./common.ts";
import { bookingPaymentsSchema, cancellationQuoteSchema } from "./payments.ts";
import { seasonalQuoteSchema } from "./rates.ts";
import { VILLA_LIMITS } from "./villa.ts";
import { BOOKING_MESSAGES, BOOKING_TITLES } from "./booking-messages.ts";
export { BOOKING_MESSAGES, BOOKING_TITLES, UNDER_AGE_NOTICE } from "./booking-messages.ts";
export { checkBookingRequest, guestCountIssue, type BookingRequestInput } from "../booking-rules.ts";
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  REASON_MAX_LENGTH,
  type BookingRequestField,
} from "./booking-fields.ts";
export {
  BOOKING_REQUEST_FIELDS,
  DEFAULT_PAYMENT_METHOD,
  NOTES_MAX_LENGTH,
  PAYMENT_METHODS,
  REASON_MAX_LENGTH,
  type BookingRequestField,
  type PaymentMethod,
} from "./booking-fields.ts";

export const bookingSchema = z.object({
  id: idSchema,
  guestId: idSchema,
  villaId: idSchema,
  villa: z.object({ id: idSchema, title: z.string(), city: z.string(), country: z.string(), ownerId: idSchema }),
  guest: z.object({ id: idSchema, fullName: z.string(), email: z.string() }),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  nights: z.number().int(),
  totalGuests: z.number().int(),
  phone: z.string(),
  dateOfBirth: isoDateSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  notes: z.string().nullable(),
  /** "HH:MM", the villa's wall-clock time; null when the guest gave none. */
  arrivalTime: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  isPaid: z.boolean(),
  pricePerNight: z.number(),
  cleaningFee: z.number(),
  serviceFee: z.number(),
  totalPrice: z.number(),
  currency: z.string(),
  /** The quote the request was priced with (DESIGN 7.1), night by night; null for bookings made before rates. */
  priceBreakdown: seasonalQuoteSchema.nullable(),
  rejectionReason: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  /** The villa's day the owner confirmed the booking (the payment schedule counts from it); null before. */
  confirmedOn: isoDateSchema.nullable(),
  /** The invoice's number, given at confirmation, gap-free per year: "2026-0007". */
  invoiceNumber: z.string().nullable(),
  /** The schedule, the payments received, what is paid and outstanding, and where to pay (DESIGN 7.2). */
  payments: bookingPaymentsSchema,
  /** A cancelled booking's outcome: the terms that applied, the charge, and what is still to be refunded. */
  cancellation: cancellationQuoteSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export type Booking = z.infer<typeof bookingSchema>;

const emptyToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/**
 * POST /bookings. Price, status and guest id are not accepted (stripped if sent). The
 * handler then runs checkBookingRequest with the villa's today and maxGuests.
 */
export const bookingCreateBodySchema = z
  .object({
    villaId: z.guid({ error: (iss) => (iss.input === undefined ? BOOKING_MESSAGES.villaIdRequired : "Invalid id") }),
    checkIn: z.string({ error: BOOKING_MESSAGES.checkInRequired }).trim(),
    checkOut: z.string({ error: BOOKING_MESSAGES.checkOutRequired }).trim(),
    totalGuests: z.number({ error: BOOKING_MESSAGES.guestCount(VILLA_LIMITS.guestsMax) }),
    phone: z.string({ error: BOOKING_MESSAGES.phoneRequired }).trim().max(PHONE_MAX_LENGTH, {
      error: BOOKING_MESSAGES.phoneInvalid,
    }),
    dateOfBirth: z.string({ error: BOOKING_MESSAGES.dateOfBirthRequired }).trim(),
    paymentMethod: z.enum(PAYMENT_METHODS).default(DEFAULT_PAYMENT_METHOD),
    arrivalTime: z.preprocess(
      emptyToUndefined,
      z.string({ error: BOOKING_MESSAGES.arrivalTimeInvalid }).trim().optional(),
    ),
    notes: z.preprocess(emptyToUndefined, z.string().trim().optional()),
  } satisfies Record<BookingRequestField | "villaId", z.ZodType>)
  .superRefine((body, ctx) => reportIssues(ctx, bookingIssues(body, null)));

export type BookingCreateBody = z.infer<typeof bookingCreateBodySchema>;

export const BOOKING_SORT_FIELDS = ["createdAt", "checkIn", "checkOut", "totalPrice"] as const;

export const bookingsListQuerySchema = paginationQuerySchema(20).extend({
  sortBy: z.enum(BOOKING_SORT_FIELDS).default("createdAt"),
  sortOrder: sortOrderSchema,
  /** PENDING requests on top, then the rest; each group in sortBy/sortOrder (the back office's default view). */
  pendingFirst: z.preprocess((v) => (v === "" ? undefined : v), queryBooleanSchema.optional()),
  status: optionalQueryEnum(BOOKING_STATUSES),
  villaId: z.preprocess((v) => (v === "" ? undefined : v), idSchema.optional()),
  search: optionalQueryText(100),
});

export type BookingsListQuery = z.infer<typeof bookingsListQuerySchema>;

export const myBookingsQuerySchema = paginationQuerySchema(10).extend({
  status: optionalQueryEnum(BOOKING_STATUSES),
  sortBy: z.enum(BOOKING_SORT_FIELDS).default("createdAt"),
  sortOrder: sortOrderSchema,
});

export type MyBookingsQuery = z.infer<typeof myBookingsQuerySchema>;

export const bookedDatesQuerySchema = z.object({
  year: z.preprocess((v) => (v === "" ? undefined : v), queryIntSchema(2000, 2200).optional()),
  month: z.preprocess((v) => (v === "" ? undefined : v), queryIntSchema(1, 12).optional()),
});

export type BookedDatesQuery = z.infer<typeof bookedDatesQuerySchema>;

export const bookedDatesSchema = z.object({ bookedDates: z.array(isoDateSchema) });

export type BookedDates = z.infer<typeof bookedDatesSchema>;

const optionalReason = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(REASON_MAX_LENGTH, { error: BOOKING_MESSAGES.reasonTooLong }).optional(),
);

// A PUT without a body arrives as undefined; it means "no reason given".
const bodyOrEmpty = (v: unknown) => (v === undefined || v === null ? {} : v);

export const rejectBodySchema = z.preprocess(bodyOrEmpty, z.object({ rejectionReason: optionalReason }));

export type RejectBody = z.infer<typeof rejectBodySchema>;

export const cancelBodySchema = z.preprocess(bodyOrEmpty, z.object({ cancellationReason: optionalReason }));

export type CancelBody = z.infer<typeof cancelBodySchema>;

/** SPEC 5: the back office requires a reason to reject (the API leaves it optional). */
export function checkRejectReason(reason: string | null | undefined): RuleIssue | null {
  const r = (reason ?? "").trim();
  if (r === "") {
    return issue("rejectionReason", "reasonRequired", BOOKING_MESSAGES.reasonRequired, BOOKING_TITLES.reasonRequired);
  }
  if (r.length > REASON_MAX_LENGTH) return issue("rejectionReason", "reasonTooLong", BOOKING_MESSAGES.reasonTooLong);
  return null;
}
