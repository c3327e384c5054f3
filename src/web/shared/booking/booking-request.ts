// From the form's draft to a booking request (SPEC 5 "Booking form", SPEC 7 POST /bookings): the rules the page
// checks before sending, which field each failure belongs to, and the body it sends. Pure, for unit tests.
// Types only from zod and the request schema: the browser gets the body's shape without downloading either.
import type { z } from "zod";
import type { IsoDate } from "../../../domain/dates.ts";
import type { RuleIssue } from "../../../domain/rule-issue.ts";
import { checkBookingRequest } from "../../../domain/booking-rules.ts";
import { BOOKING_REQUEST_FIELDS, type BookingRequestField } from "../../../domain/schemas/booking-fields.ts";
import type { bookingCreateBodySchema } from "../../../domain/schemas/booking.ts";
import type { BookingFormDraft } from "./draft.ts";

/** The form's fields: the request's, except that one dates box holds both dates. */
export type BookingField = "dates" | Exclude<BookingRequestField, "checkIn" | "checkOut">;

const formFieldOf = (field: BookingRequestField): BookingField =>
  field === "checkIn" || field === "checkOut" ? "dates" : field;

/** The form's fields in the order the guest meets them (the request's order). */
export const BOOKING_FIELDS: readonly BookingField[] = [...new Set(BOOKING_REQUEST_FIELDS.map(formFieldOf))];

type ParsedBody = z.output<typeof bookingCreateBodySchema>;

/** The POST /bookings body as the form sends it: every field the server's schema reads, none left out. */
export type BookingRequestBody = { [Field in keyof ParsedBody]-?: Exclude<ParsedBody[Field], undefined> };

/** Every SPEC 5 booking-form rule the draft breaks, judged on the villa's today and its guest maximum. */
export function checkDraft(draft: BookingFormDraft, villa: { today: IsoDate; maxGuests: number }): RuleIssue[] {
  return checkBookingRequest(draft, villa);
}

/** The field a rule (or an API field error) belongs to; check-in and check-out both live in the dates box. */
export function fieldOf(path: string): BookingField | null {
  return (BOOKING_REQUEST_FIELDS as readonly string[]).includes(path) ? formFieldOf(path as BookingRequestField) : null;
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
  // Every draft field is a request field (both come from the domain's list); the typed text is sent trimmed.
  return { villaId, ...draft, phone: draft.phone.trim(), notes: draft.notes.trim() };
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
