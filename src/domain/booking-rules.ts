// SPEC 5 "Booking form": every rule a booking request must pass, in SPEC's order, for the browser's form and the
// server's POST /bookings alike. No zod here: the booking page checks its form without downloading zod's schemas
// (schemas/booking.ts builds the request schema on these rules).
import { ageOn, isIsoDate, type IsoDate } from "./dates.ts";
import { MIN_AGE } from "./age-limits.ts";
import { isValidBookingPhone } from "./phone.ts";
import { issue, type RuleIssue } from "./rule-issue.ts";
import { BOOKING_MESSAGES, BOOKING_TITLES, UNDER_AGE_NOTICE } from "./schemas/booking-messages.ts";
import { isArrivalTime, NOTES_MAX_LENGTH, type BookingRequestField } from "./schemas/booking-fields.ts";
import { checkStayDates, checkStayDateShape } from "./stay.ts";

/** A request as the form holds it or as it arrived: any field may be missing, the guest count may still be text. */
export type BookingRequestInput = {
  [Field in BookingRequestField]?: (Field extends "totalGuests" ? number | string : string) | null | undefined;
};

const filled = (v: string | null | undefined): v is string => typeof v === "string" && v.trim() !== "";

// `context` null leaves out what needs the day or the villa (past, 2 years, age, max guests).
export function bookingIssues(
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
    const guestIssue = guestCountIssue(input.totalGuests, context.maxGuests);
    if (guestIssue) issues.push(guestIssue);
  }
  const { arrivalTime } = input;
  if (filled(arrivalTime) && !isArrivalTime(arrivalTime.trim())) {
    issues.push(issue("arrivalTime", "arrivalTimeInvalid", BOOKING_MESSAGES.arrivalTimeInvalid));
  }
  if ((input.notes ?? "").length > NOTES_MAX_LENGTH) {
    issues.push(issue("notes", "notesTooLong", BOOKING_MESSAGES.notesTooLong));
  }
  return issues;
}

/**
 * SPEC 5's guest count, 1 to the villa's `maxGuests`, under the field `path` (the form's totalGuests, a quote's
 * guests); null when it holds.
 */
export function guestCountIssue(
  raw: number | string | null | undefined,
  maxGuests: number,
  path = "totalGuests",
): RuleIssue | null {
  const guests = raw === null || raw === undefined || raw === "" ? Number.NaN : Number(raw);
  if (Number.isInteger(guests) && guests >= 1 && guests <= maxGuests) return null;
  return issue(path, "guestCountInvalid", BOOKING_MESSAGES.guestCount(maxGuests), BOOKING_TITLES.guestCount);
}

/**
 * Every SPEC 5 booking-form rule in SPEC's order: required fields, the shared date check
 * (notification Invalid Dates), phone, age 18 on the villa's today, guests 1..maxGuests, the optional arrival time
 * (a half hour from 15:00 to 23:30), notes.
 */
export function checkBookingRequest(
  input: BookingRequestInput,
  context: { today: IsoDate; maxGuests: number },
): RuleIssue[] {
  return bookingIssues(input, context);
}
