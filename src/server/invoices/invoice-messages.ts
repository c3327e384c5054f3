// The words of a booking's PDF invoice (DESIGN 7.2), as Lingui message descriptors with explicit ids like the mails'
// (notifications/mail-messages.ts): `lingui extract` writes them into the emails catalog (lingui.config.ts), and
// the invoice reads them through the same mail catalogs, in the booking's language. A descriptor's `message` is the
// English text and the fallback. The stay's facts (villa, dates, nights, guests, total, payment method) are the
// mails' own descriptors, and so are the parts of the schedule, the cancellation terms and the bank details' labels:
// a booking reads the same in its mails and on its invoice.
import type { MessageDescriptor } from "@lingui/core";
import type { PaymentRecordMethod, ScheduleStatus } from "../../domain/payments/booking-payments.ts";
import { PAYMENT_METHOD } from "../notifications/mail-messages.ts";

export const INVOICE = {
  title: /*i18n*/ { id: "invoice.title", message: "Invoice" },
  documentTitle: /*i18n*/ { id: "invoice.documentTitle", message: "Invoice {number}" },
  number: /*i18n*/ { id: "invoice.number", message: "Invoice number" },
  date: /*i18n*/ { id: "invoice.date", message: "Invoice date" },
  seller: /*i18n*/ { id: "invoice.seller", message: "From" },
  billedTo: /*i18n*/ { id: "invoice.billedTo", message: "Billed to" },
  phone: /*i18n*/ { id: "invoice.phone", message: "Phone: {phone}" },
  email: /*i18n*/ { id: "invoice.email", message: "E-mail: {email}" },
  cancelled: /*i18n*/ { id: "invoice.cancelled", message: "This booking was cancelled." },
  stay: /*i18n*/ { id: "invoice.stay", message: "Your stay" },
  footer: /*i18n*/ { id: "invoice.footer", message: "Invoice {number}, page {page} of {pages}" },
} satisfies Record<string, MessageDescriptor>;

/** The price table: the stored quote's parts (domain/rates/quote-parts.ts) and the total. */
export const INVOICE_PRICE = {
  heading: /*i18n*/ { id: "invoice.price.heading", message: "Price" },
  description: /*i18n*/ { id: "invoice.price.description", message: "Description" },
  amount: /*i18n*/ { id: "invoice.price.amount", message: "Amount" },
  nights: /*i18n*/ {
    id: "invoice.price.nights",
    message: "{count, plural, one {# night × {rate}} other {# nights × {rate}}}",
  },
  weeklyDiscount: /*i18n*/ { id: "invoice.price.weeklyDiscount", message: "Weekly discount ({percent})" },
  monthlyDiscount: /*i18n*/ { id: "invoice.price.monthlyDiscount", message: "Monthly discount ({percent})" },
  extraGuests: /*i18n*/ { id: "invoice.price.extraGuests", message: "Extra guests" },
  cleaning: /*i18n*/ { id: "invoice.price.cleaning", message: "Cleaning fee" },
  service: /*i18n*/ { id: "invoice.price.service", message: "Service fee" },
} satisfies Record<string, MessageDescriptor>;

export const INVOICE_SCHEDULE = {
  heading: /*i18n*/ { id: "invoice.schedule.heading", message: "Payment schedule" },
  part: /*i18n*/ { id: "invoice.schedule.part", message: "Payment" },
  dueDate: /*i18n*/ { id: "invoice.schedule.dueDate", message: "Due date" },
  status: /*i18n*/ { id: "invoice.schedule.status", message: "Status" },
  remaining: /*i18n*/ { id: "invoice.schedule.remaining", message: "Left to pay" },
} satisfies Record<string, MessageDescriptor>;

export const INVOICE_SCHEDULE_STATUS: Record<ScheduleStatus, MessageDescriptor> = {
  DUE: /*i18n*/ { id: "invoice.scheduleStatus.due", message: "Due" },
  PAID: /*i18n*/ { id: "invoice.scheduleStatus.paid", message: "Paid" },
  OVERDUE: /*i18n*/ { id: "invoice.scheduleStatus.overdue", message: "Overdue" },
};

export const INVOICE_RECEIVED = {
  heading: /*i18n*/ { id: "invoice.received.heading", message: "Payments received" },
  date: /*i18n*/ { id: "invoice.received.date", message: "Date" },
  method: /*i18n*/ { id: "invoice.received.method", message: "Method" },
  reference: /*i18n*/ { id: "invoice.received.reference", message: "Reference" },
  refund: /*i18n*/ { id: "invoice.received.refund", message: "Refund ({method})" },
  none: /*i18n*/ { id: "invoice.received.none", message: "No payment received yet." },
  more: /*i18n*/ {
    id: "invoice.received.more",
    message: "{count, plural, one {and # earlier payment} other {and # earlier payments}}",
  },
  paidTotal: /*i18n*/ { id: "invoice.received.paidTotal", message: "Paid" },
  outstanding: /*i18n*/ { id: "invoice.received.outstanding", message: "Outstanding" },
  settled: /*i18n*/ { id: "invoice.received.settled", message: "Paid in full. Thank you!" },
} satisfies Record<string, MessageDescriptor>;

export const INVOICE_RECORD_METHOD: Record<PaymentRecordMethod, MessageDescriptor> = {
  BANK_TRANSFER: PAYMENT_METHOD.BANK_TRANSFER,
  CASH: /*i18n*/ { id: "invoice.recordMethod.cash", message: "Cash" },
  CARD: /*i18n*/ { id: "invoice.recordMethod.card", message: "Card" },
  OTHER: /*i18n*/ { id: "invoice.recordMethod.other", message: "Other" },
};

export const INVOICE_CANCELLATION = {
  heading: /*i18n*/ { id: "invoice.cancellation.heading", message: "Cancellation" },
  terms: /*i18n*/ { id: "invoice.cancellation.terms", message: "Terms applied" },
  charge: /*i18n*/ { id: "invoice.cancellation.charge", message: "Cancellation charge" },
  refundDue: /*i18n*/ { id: "invoice.cancellation.refundDue", message: "Refund due to you" },
} satisfies Record<string, MessageDescriptor>;

export const INVOICE_BANK = {
  heading: /*i18n*/ { id: "invoice.bank.heading", message: "How to pay" },
  details: /*i18n*/ { id: "invoice.bank.details", message: "Bank details" },
  transferReference: /*i18n*/ { id: "invoice.bank.transferReference", message: "Transfer reference" },
  qrCaption: /*i18n*/ {
    id: "invoice.bank.qrCaption",
    message: "Scan with your banking app to pay {amount}.",
  },
} satisfies Record<string, MessageDescriptor>;
