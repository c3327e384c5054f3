// From the form's draft to a booking request (SPEC 5 "Booking form", SPEC 7 POST /bookings): the rules the page
// checks before sending, which field each failure belongs to, and the body it sends. Pure, for unit tests.
import type { IsoDate } from "../../../domain/dates.ts";
import type { RuleIssue } from "../../../domain/rule-issue.ts";
import { checkBookingRequest } from "../../../domain/booking-rules.ts";
import type { PaymentMethod } from "../../../domain/schemas/booking-fields.ts";
import type { BookingFormDraft } from "./draft.ts";

/** The form's fields in the order the guest meets them (the dates box holds both dates). */
export const BOOKING_FIELDS = ["dates", "totalGuests", "phone", "dateOfBirth", "paymentMethod", "notes"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export interface BookingRequestBody {
  villaId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  totalGuests: number;
  phone: string;
  dateOfBirth: IsoDate;
  paymentMethod: PaymentMethod;
  notes: string;
}

/** Every SPEC 5 booking-form rule the draft breaks, judged on the villa's today and its guest maximum. */
export function checkDraft(draft: BookingFormDraft, villa: { today: IsoDate; maxGuests: number }): RuleIssue[] {
  return checkBookingRequest(draft, villa);
}

/** The field a rule (or an API field error) belongs to; check-in and check-out both live in the dates box. */
export function fieldOf(path: string): BookingField | null {
  if (path === "checkIn" || path === "checkOut") return "dates";
  return (BOOKING_FIELDS as readonly string[]).includes(path) ? (path as BookingField) : null;
}

/**
 * The messages to show under each field: every message of the dates box (check-in and check-out may both be
 * missing), the first one of any other field. Paths the form has no field for are left out.
 */
export function messagesByField(
  problems: readonly { path: string; message: string }[],
): Partial<Record<BookingField, string[]>> {
  const result: Partial<Record<BookingField, string[]>> = {};
  for (const problem of problems) {
    const field = fieldOf(problem.path);
    if (!field) continue;
    const messages = (result[field] ??= []);
    if (!messages.includes(problem.message) && (field === "dates" || messages.length === 0))
      messages.push(problem.message);
  }
  return result;
}

/** The field to put the focus on: the first one with a problem, in the form's order. */
export function firstInvalidField(problems: readonly { path: string }[]): BookingField | null {
  const fields = new Set(problems.map((problem) => fieldOf(problem.path)));
  return BOOKING_FIELDS.find((field) => fields.has(field)) ?? null;
}

/** The POST /bookings body; call only with a draft that passed `checkDraft` (the dates are then set). */
export function bookingRequestBody(villaId: string, draft: BookingFormDraft): BookingRequestBody {
  return {
    villaId,
    checkIn: draft.checkIn,
    checkOut: draft.checkOut,
    totalGuests: draft.totalGuests,
    phone: draft.phone.trim(),
    dateOfBirth: draft.dateOfBirth,
    paymentMethod: draft.paymentMethod,
    notes: draft.notes.trim(),
  };
}

/**
 * One Idempotency-Key per request content: pressing submit again after a failure with the same details resends
 * the same key (the server answers with the first result, never a second booking); changed details get a new one.
 */
export class IdempotencyKeys {
  private current: { body: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(body: BookingRequestBody): string {
    const text = JSON.stringify(body);
    if (this.current?.body !== text) this.current = { body: text, key: this.newKey() };
    return this.current.key;
  }

  /** After a request went through: the next one is a new booking. */
  forget(): void {
    this.current = null;
  }
}
