// The words of every notification (e-mails and the owner's push), as Lingui message descriptors with explicit
// ids: the server runs without the Babel macros, so `/*i18n*/` marks them for `lingui extract`, which writes them
// into locales/{locale}/emails.po (the "emails" catalog of lingui.config.ts). mail-catalog.ts loads the
// translations; a descriptor's `message` is the English text and the fallback.
import type { MessageDescriptor } from "@lingui/core";

export const MAIL = {
  greeting: /*i18n*/ { id: "mail.greeting", message: "Dear {name}," },
  signOff: /*i18n*/ { id: "mail.signOff", message: "Warm regards," },
  team: /*i18n*/ { id: "mail.team", message: "The Red Sea Villa team" },
  automatic: /*i18n*/ {
    id: "mail.automatic",
    message: "This message was sent automatically about booking {reference}.",
  },
  dateRange: /*i18n*/ { id: "mail.dateRange", message: "{checkIn} to {checkOut}" },
  nights: /*i18n*/ { id: "mail.nights", message: "{count, plural, one {# night} other {# nights}}" },
  guests: /*i18n*/ { id: "mail.guests", message: "{count, plural, one {# guest} other {# guests}}" },
  fromTime: /*i18n*/ { id: "mail.fromTime", message: "from {time}" },
  untilTime: /*i18n*/ { id: "mail.untilTime", message: "until {time}" },
} satisfies Record<string, MessageDescriptor>;

/** The labels of the facts listed in a mail. */
export const FACT = {
  villa: /*i18n*/ { id: "fact.villa", message: "Villa" },
  dates: /*i18n*/ { id: "fact.dates", message: "Dates" },
  stay: /*i18n*/ { id: "fact.stay", message: "Length of stay" },
  guests: /*i18n*/ { id: "fact.guests", message: "Guests" },
  total: /*i18n*/ { id: "fact.total", message: "Total price" },
  payment: /*i18n*/ { id: "fact.payment", message: "Payment" },
  reference: /*i18n*/ { id: "fact.reference", message: "Booking reference" },
  guest: /*i18n*/ { id: "fact.guest", message: "Guest" },
  email: /*i18n*/ { id: "fact.email", message: "E-mail" },
  phone: /*i18n*/ { id: "fact.phone", message: "Phone" },
  notes: /*i18n*/ { id: "fact.notes", message: "Guest's notes" },
  arrivalTime: /*i18n*/ { id: "fact.arrivalTime", message: "Expected arrival time" },
  checkIn: /*i18n*/ { id: "fact.checkIn", message: "Check-in" },
  checkOut: /*i18n*/ { id: "fact.checkOut", message: "Check-out" },
  address: /*i18n*/ { id: "fact.address", message: "Address" },
} satisfies Record<string, MessageDescriptor>;

export const PAYMENT_METHOD = {
  BANK_TRANSFER: /*i18n*/ { id: "payment.bankTransfer", message: "Bank transfer" },
  PAYMENT_ON_ARRIVAL: /*i18n*/ { id: "payment.onArrival", message: "Payment on arrival" },
} satisfies Record<string, MessageDescriptor>;

export const OWNER_NEW_REQUEST = {
  subject: /*i18n*/ { id: "ownerNewRequest.subject", message: "New booking request from {guestName}: {dates}" },
  intro: /*i18n*/ {
    id: "ownerNewRequest.intro",
    message: "{guestName} would like to stay at {villa}. Please confirm or reject the request within 24 hours.",
  },
  action: /*i18n*/ { id: "ownerNewRequest.action", message: "Open the request" },
} satisfies Record<string, MessageDescriptor>;

export const GUEST_REQUEST_RECEIVED = {
  subject: /*i18n*/ { id: "guestReceived.subject", message: "We have received your booking request" },
  intro: /*i18n*/ {
    id: "guestReceived.intro",
    message: "Thank you for your request to stay at {villa}. The owner will reply within 24 hours.",
  },
  noCharge: /*i18n*/ {
    id: "guestReceived.noCharge",
    message: "Nothing is charged now: your booking becomes final only once the owner confirms it.",
  },
  action: /*i18n*/ { id: "guestReceived.action", message: "See my bookings" },
} satisfies Record<string, MessageDescriptor>;

export const GUEST_CONFIRMED = {
  subject: /*i18n*/ { id: "guestConfirmed.subject", message: "Your booking is confirmed: {dates}" },
  intro: /*i18n*/ {
    id: "guestConfirmed.intro",
    message: "Good news: your stay at {villa} is confirmed. We look forward to welcoming you.",
  },
  action: /*i18n*/ { id: "guestConfirmed.action", message: "See my bookings" },
} satisfies Record<string, MessageDescriptor>;

export const GUEST_REJECTED = {
  subject: /*i18n*/ { id: "guestRejected.subject", message: "Your booking request could not be accepted" },
  intro: /*i18n*/ {
    id: "guestRejected.intro",
    message: "We are sorry: your request to stay at {villa} from {checkIn} to {checkOut} could not be accepted.",
  },
  reason: /*i18n*/ { id: "guestRejected.reason", message: "The owner's reason: {reason}" },
  outro: /*i18n*/ {
    id: "guestRejected.outro",
    message: "Other dates may still be free: you are welcome to send a new request.",
  },
  action: /*i18n*/ { id: "guestRejected.action", message: "Choose other dates" },
} satisfies Record<string, MessageDescriptor>;

export const GUEST_CANCELLED = {
  subject: /*i18n*/ { id: "guestCancelled.subject", message: "Your booking has been cancelled" },
  intro: /*i18n*/ {
    id: "guestCancelled.intro",
    message: "Your booking at {villa} from {checkIn} to {checkOut} has been cancelled.",
  },
  reason: /*i18n*/ { id: "guestCancelled.reason", message: "Reason: {reason}" },
  outro: /*i18n*/ {
    id: "guestCancelled.outro",
    message: "We hope to welcome you another time: you can send a new request whenever you like.",
  },
  action: /*i18n*/ { id: "guestCancelled.action", message: "See my bookings" },
} satisfies Record<string, MessageDescriptor>;

export const GUEST_ARRIVAL_REMINDER = {
  subject: /*i18n*/ { id: "guestReminder.subject", message: "See you soon: your stay begins on {checkIn}" },
  intro: /*i18n*/ {
    id: "guestReminder.intro",
    message: "Your stay at {villa} is coming up. Here is what you need for your arrival.",
  },
  outro: /*i18n*/ { id: "guestReminder.outro", message: "Have a good journey, and see you soon at the villa!" },
  action: /*i18n*/ { id: "guestReminder.action", message: "See my booking" },
} satisfies Record<string, MessageDescriptor>;

/** In a guest's mails while their address is unconfirmed (mail-cap.ts caps the mails until it is). */
export const CONFIRM_ADDRESS = {
  text: /*i18n*/ {
    id: "confirmAddress.text",
    message:
      "Please confirm that this e-mail address is yours, so that we can keep writing to you about your bookings.",
  },
  action: /*i18n*/ { id: "confirmAddress.action", message: "Confirm my e-mail address" },
} satisfies Record<string, MessageDescriptor>;

export const PUSH_NEW_REQUEST = {
  title: /*i18n*/ { id: "pushNewRequest.title", message: "New booking request" },
  body: /*i18n*/ { id: "pushNewRequest.body", message: "{guestName}, {dates}, {guests}" },
} satisfies Record<string, MessageDescriptor>;
