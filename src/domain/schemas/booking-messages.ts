// The words of SPEC 5's booking form rules, kept apart from the zod schemas so the browser can show them
// (i18n/rule-text.ts) without shipping zod to every page.

export const BOOKING_MESSAGES = {
  villaIdRequired: "Villa id is required",
  checkInRequired: "Check-in date required",
  checkOutRequired: "Check-out date required",
  phoneRequired: "Phone number required",
  dateOfBirthRequired: "Date of birth required",
  phoneInvalid: "Invalid phone number",
  dateOfBirthInvalid: "Invalid date format",
  underAge: "Must be 18 or older",
  guestCount: (max: number) => `Must be 1-${max} guests`,
  notesTooLong: "Notes must be at most 500 characters",
  arrivalTimeInvalid: "Please choose an arrival time on the hour or half hour, between 15:00 and 23:30",
  reasonRequired: "Please provide a reason for rejecting this booking",
  reasonTooLong: "Reason must be at most 500 characters",
} as const;

export const BOOKING_TITLES = {
  checkInRequired: "Missing Check-in Date",
  checkOutRequired: "Missing Check-out Date",
  phoneRequired: "Missing Phone Number",
  dateOfBirthRequired: "Missing Date of Birth",
  invalidDates: "Invalid Dates",
  phoneInvalid: "Invalid Phone Number",
  underAge: "Age Requirement",
  guestCount: "Invalid Guest Count",
  reasonRequired: "Reason Required",
} as const;

/** SPEC 5: the notification body of the age rule differs from the field message. */
export const UNDER_AGE_NOTICE = "You must be 18 or older to make a booking";

/**
 * The two caps on what one guest account can hold (DESIGN 4, 409 TOO_MANY_OPEN_REQUESTS): the server answers with
 * these words, the browser shows their translation.
 */
export const OPEN_REQUEST_MESSAGES = {
  tooManyRequests:
    "You already have as many booking requests waiting for the owner's answer as one account can. Please wait for a reply, or cancel one, before sending another.",
  tooManyNights:
    "This request would put more nights on hold than one account can while they wait for the owner's answer. Please choose a shorter stay, or wait for a reply to your other requests.",
} as const;
