// The booking as the API returns it, the create payload with SPEC 5 "Booking form" rules,
// the booking list queries, booked dates and the reject/cancel payloads.
import { z } from "zod";
import { BOOKING_STATUSES } from "../booking-status.ts";
import { ageOn, isIsoDate, type IsoDate } from "../dates.ts";
import { isValidBookingPhone, PHONE_MAX_LENGTH } from "../phone.ts";
import { issue, type RuleIssue } from "../rule-issue.ts";
import { checkStayDates, checkStayDateShape } from "../stay.ts";
import {
  idSchema,
  isoDateSchema,
  optionalQueryEnum,
  optionalQueryText,
  paginationQuerySchema,
  queryIntSchema,
  sortOrderSchema,
  reportIssues,
  timestampSchema,
} from "./common.ts";
import { MIN_AGE } from "./profile.ts";
import { VILLA_LIMITS } from "./villa.ts";
import { BOOKING_MESSAGES, BOOKING_TITLES, UNDER_AGE_NOTICE } from "./booking-messages.ts";
export { BOOKING_MESSAGES, BOOKING_TITLES, UNDER_AGE_NOTICE } from "./booking-messages.ts";
import { DEFAULT_PAYMENT_METHOD, NOTES_MAX_LENGTH, PAYMENT_METHODS, REASON_MAX_LENGTH } from "./booking-fields.ts";
export { DEFAULT_PAYMENT_METHOD, NOTES_MAX_LENGTH, PAYMENT_METHODS, REASON_MAX_LENGTH, type PaymentMethod } from "./booking-fields.ts";

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
  status: z.enum(BOOKING_STATUSES),
  isPaid: z.boolean(),
  pricePerNight: z.number(),
  cleaningFee: z.number(),
  serviceFee: z.number(),
  totalPrice: z.number(),
  currency: z.string(),
  rejectionReason: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export type Booking = z.infer<typeof bookingSchema>;

export interface BookingRequestInput {
  checkIn?: string | null | undefined;
  checkOut?: string | null | undefined;
  totalGuests?: number | string | null | undefined;
  phone?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  notes?: string | null | undefined;
}

const filled = (v: string | null | undefined): v is string => typeof v === "string" && v.trim() !== "";

// `context` null leaves out what needs the day or the villa (past, 2 years, age, max guests).
function bookingIssues(
  input: BookingRequestInput,
  context: { today: IsoDate; maxGuests: number } | null,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const { checkIn, checkOut, phone, dateOfBirth } = input;
  if (!filled(checkIn)) {
    issues.push(issue("checkIn", "checkInRequired", BOOKING_MESSAGES.checkInRequired, BOOKING_TITLES.checkInRequired));
  }
  if (!filled(checkOut)) {
    issues.push(
      issue("checkOut", "checkOutRequired", BOOKING_MESSAGES.checkOutRequired, BOOKING_TITLES.checkOutRequired),
    );
  }
  if (!filled(phone)) {
    issues.push(issue("phone", "phoneRequired", BOOKING_MESSAGES.phoneRequired, BOOKING_TITLES.phoneRequired));
  }
  if (!filled(dateOfBirth)) {
    issues.push(
      issue(
        "dateOfBirth",
        "dateOfBirthRequired",
        BOOKING_MESSAGES.dateOfBirthRequired,
        BOOKING_TITLES.dateOfBirthRequired,
      ),
    );
  }
  if (filled(checkIn) && filled(checkOut)) {
    const dates = { checkIn: checkIn.trim(), checkOut: checkOut.trim() };
    const dateIssues = context
      ? checkStayDates(dates, { purpose: "booking", today: context.today })
      : checkStayDateShape(dates, "booking");
    issues.push(...dateIssues.map((i) => ({ ...i, title: BOOKING_TITLES.invalidDates })));
  }
  if (filled(phone) && !isValidBookingPhone(phone)) {
    issues.push(issue("phone", "phoneInvalid", BOOKING_MESSAGES.phoneInvalid, BOOKING_TITLES.phoneInvalid));
  }
  if (filled(dateOfBirth)) {
    const dob = dateOfBirth.trim();
    if (!isIsoDate(dob)) {
      issues.push(issue("dateOfBirth", "dateOfBirthInvalid", BOOKING_MESSAGES.dateOfBirthInvalid));
    } else if (context && ageOn(dob, context.today) < MIN_AGE) {
      issues.push({
        ...issue("dateOfBirth", "underAge", BOOKING_MESSAGES.underAge, BOOKING_TITLES.underAge),
        notice: UNDER_AGE_NOTICE,
      });
    }
  }
  // Only the villa knows its maximum: without it the count is left to checkBookingRequest, so
  // the guest always reads the villa's own range ("Must be 1-10 guests"), never a generic one.
  if (context) {
    const guestsRaw = input.totalGuests;
    const guests = guestsRaw === null || guestsRaw === undefined || guestsRaw === "" ? Number.NaN : Number(guestsRaw);
    if (!Number.isInteger(guests) || guests < 1 || guests > context.maxGuests) {
      issues.push(
        issue("totalGuests", "guestCountInvalid", BOOKING_MESSAGES.guestCount(context.maxGuests), BOOKING_TITLES.guestCount),
      );
    }
  }
  if ((input.notes ?? "").length > NOTES_MAX_LENGTH) {
    issues.push(issue("notes", "notesTooLong", BOOKING_MESSAGES.notesTooLong));
  }
  return issues;
}

/**
 * Every SPEC 5 booking-form rule in SPEC's order: required fields, the shared date check
 * (notification Invalid Dates), phone, age 18 on the villa's today, guests 1..maxGuests, notes.
 */
export function checkBookingRequest(
  input: BookingRequestInput,
  context: { today: IsoDate; maxGuests: number },
): RuleIssue[] {
  return bookingIssues(input, context);
}

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
    notes: z.preprocess(emptyToUndefined, z.string().trim().optional()),
  })
  .superRefine((body, ctx) => reportIssues(ctx, bookingIssues(body, null)));

export type BookingCreateBody = z.infer<typeof bookingCreateBodySchema>;

export const BOOKING_SORT_FIELDS = ["createdAt", "checkIn", "checkOut", "totalPrice"] as const;

export const bookingsListQuerySchema = paginationQuerySchema(20).extend({
  sortBy: z.enum(BOOKING_SORT_FIELDS).default("createdAt"),
  sortOrder: sortOrderSchema,
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
