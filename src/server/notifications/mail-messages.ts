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

/** The parts of the payment schedule (DESIGN 7.2) as the guest's mails name them. */
export const PAYMENT_PART = {
  DEPOSIT: /*i18n*/ { id: "paymentPart.deposit", message: "Deposit" },
  BALANCE: /*i18n*/ { id: "paymentPart.balance", message: "Balance" },
  FULL: /*i18n*/ { id: "paymentPart.full", message: "Full payment" },
} satisfies Record<string, MessageDescriptor>;

/** What to pay, by when and where: in the confirmation, the payment reminders and a cancellation that leaves money owed. */
export const PAYMENT_MAIL = {
  scheduleHeading: /*i18n*/ { id: "paymentMail.scheduleHeading", message: "What to pay and when" },
  dueBy: /*i18n*/ { id: "paymentMail.dueBy", message: "{amount}, due by {date}" },
  paid: /*i18n*/ { id: "paymentMail.paid", message: "{amount}, paid" },
  bankHeading: /*i18n*/ { id: "paymentMail.bankHeading", message: "How to pay: bank transfer" },
  bankIntro: /*i18n*/ {
    id: "paymentMail.bankIntro",
    message:
      "Please transfer {amount} by {date} to the account below, with the payment reference as given, so the owner can match your payment to your booking.",
  },
  bankIntroNow: /*i18n*/ {
    id: "paymentMail.bankIntroNow",
    message:
      "Please transfer {amount} to the account below, with the payment reference as given, so the owner can match your payment to your booking.",
  },
  accountHolder: /*i18n*/ { id: "paymentMail.accountHolder", message: "Account holder" },
  iban: /*i18n*/ { id: "paymentMail.iban", message: "IBAN" },
  bic: /*i18n*/ { id: "paymentMail.bic", message: "BIC" },
  bankName: /*i18n*/ { id: "paymentMail.bankName", message: "Bank" },
  amount: /*i18n*/ { id: "paymentMail.amount", message: "Amount" },
  remittance: /*i18n*/ { id: "paymentMail.remittance", message: "Payment reference" },
  qrAlt: /*i18n*/ { id: "paymentMail.qrAlt", message: "Payment QR code for {amount}" },
  qrCaption: /*i18n*/ {
    id: "paymentMail.qrCaption",
    message: "Or scan this code with your banking app: it fills in the transfer of {amount} for you.",
  },
  detailsLater: /*i18n*/ {
    id: "paymentMail.detailsLater",
    message: "The owner will send you the payment details.",
  },
} satisfies Record<string, MessageDescriptor>;

/** The guest's reminder a few days before a part of the schedule is due. */
export const GUEST_PAYMENT_DUE = {
  subject: /*i18n*/ { id: "guestPaymentDue.subject", message: "Payment reminder: {amount} due by {date}" },
  DEPOSIT: /*i18n*/ {
    id: "guestPaymentDue.deposit",
    message: "A friendly reminder: the deposit for your stay at {villa} is due by {date}.",
  },
  BALANCE: /*i18n*/ {
    id: "guestPaymentDue.balance",
    message: "A friendly reminder: the balance for your stay at {villa} is due by {date}.",
  },
  FULL: /*i18n*/ {
    id: "guestPaymentDue.full",
    message: "A friendly reminder: the payment for your stay at {villa} is due by {date}.",
  },
  alreadyPaid: /*i18n*/ {
    id: "guestPaymentDue.alreadyPaid",
    message:
      "If you have already paid, thank you: please ignore this message. The owner records each payment as it arrives.",
  },
} satisfies Record<string, MessageDescriptor>;

/** The guest's reminder the day after a part of the schedule fell due unpaid. */
export const GUEST_PAYMENT_OVERDUE = {
  subject: /*i18n*/ {
    id: "guestPaymentOverdue.subject",
    message: "Payment overdue: {amount} for your stay at {villa}",
  },
  DEPOSIT: /*i18n*/ {
    id: "guestPaymentOverdue.deposit",
    message: "The deposit for your stay at {villa} was due by {date}, and the owner has not received it yet.",
  },
  BALANCE: /*i18n*/ {
    id: "guestPaymentOverdue.balance",
    message: "The balance for your stay at {villa} was due by {date}, and the owner has not received it yet.",
  },
  FULL: /*i18n*/ {
    id: "guestPaymentOverdue.full",
    message: "The payment for your stay at {villa} was due by {date}, and the owner has not received it yet.",
  },
  payNow: /*i18n*/ { id: "guestPaymentOverdue.payNow", message: "Please pay it as soon as you can." },
} satisfies Record<string, MessageDescriptor>;

/** A cancelled booking's money: the terms that applied, the charge, what was paid and what follows from it. */
export const GUEST_CANCELLED_MONEY = {
  heading: /*i18n*/ { id: "guestCancelledMoney.heading", message: "Your payments" },
  terms: /*i18n*/ { id: "guestCancelledMoney.terms", message: "Cancellation terms" },
  charge: /*i18n*/ { id: "guestCancelledMoney.charge", message: "Cancellation charge" },
  paid: /*i18n*/ { id: "guestCancelledMoney.paid", message: "Paid so far" },
  refundDue: /*i18n*/ { id: "guestCancelledMoney.refundDue", message: "To be refunded to you" },
  outstanding: /*i18n*/ { id: "guestCancelledMoney.outstanding", message: "Still to pay" },
  refund: /*i18n*/ { id: "guestCancelledMoney.refund", message: "The owner will refund {amount} to you." },
  owed: /*i18n*/ {
    id: "guestCancelledMoney.owed",
    message: "Under the cancellation terms, {amount} is still to be paid.",
  },
  settled: /*i18n*/ {
    id: "guestCancelledMoney.settled",
    message: "What you have paid covers the cancellation charge: nothing more is owed on either side.",
  },
  free: /*i18n*/ { id: "guestCancelledMoney.free", message: "Nothing is charged for this cancellation." },
} satisfies Record<string, MessageDescriptor>;

/** The cancellation terms of SPEC 9 as a short label (the same words as My Bookings). */
export const CANCELLATION_TERMS = {
  free: /*i18n*/ { id: "cancellationTerms.free", message: "Free cancellation" },
  partial: /*i18n*/ { id: "cancellationTerms.partial", message: "50% charged" },
  none: /*i18n*/ { id: "cancellationTerms.none", message: "No refund" },
} satisfies Record<string, MessageDescriptor>;

/** The owner's reminders while a request waits for an answer (the 24-hour promise). */
export const OWNER_REQUEST_WAITING = {
  subject12: /*i18n*/ {
    id: "ownerRequestWaiting.subject12",
    message: "Reminder: {guestName}'s booking request is waiting for your answer",
  },
  subject20: /*i18n*/ {
    id: "ownerRequestWaiting.subject20",
    message: "Urgent: {guestName}'s booking request is still waiting for your answer",
  },
  intro: /*i18n*/ {
    id: "ownerRequestWaiting.intro",
    message:
      "{guestName}'s request to stay at {villa} has been waiting for your answer for {hours, plural, one {# hour} other {# hours}}.",
  },
  deadline: /*i18n*/ {
    id: "ownerRequestWaiting.deadline",
    message: "Guests are promised an answer within 24 hours: please confirm or reject it by {deadline}.",
  },
  late: /*i18n*/ {
    id: "ownerRequestWaiting.late",
    message: "Guests are promised an answer within 24 hours: please confirm or reject it as soon as you can.",
  },
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

export const PUSH_REQUEST_WAITING = {
  title: /*i18n*/ { id: "pushRequestWaiting.title", message: "A request is waiting for your answer" },
  body: /*i18n*/ {
    id: "pushRequestWaiting.body",
    message: "{guestName}, {dates}: waiting for {hours, plural, one {# hour} other {# hours}}",
  },
} satisfies Record<string, MessageDescriptor>;
