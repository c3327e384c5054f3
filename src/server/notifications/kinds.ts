// What a notification is about: the kinds of the outbox (one row per booking, kind and recipient) and the booking
// events that enqueue them. A reminder has a kind per moment (each part of the payment schedule, each hour mark of
// a waiting request), so the unique key lets each be sent once and only once.
import type { ScheduleKind } from "../../domain/payments/payment-schedule.ts";

export const NOTIFICATION_KINDS = [
  "owner-new-request",
  "guest-request-received",
  "guest-confirmed",
  "guest-rejected",
  "guest-cancelled",
  "guest-arrival-reminder",
  "push-new-request",
  "guest-payment-due-deposit",
  "guest-payment-due-balance",
  "guest-payment-due-full",
  "guest-payment-overdue-deposit",
  "guest-payment-overdue-balance",
  "guest-payment-overdue-full",
  "owner-request-waiting-12h",
  "owner-request-waiting-20h",
  "push-request-waiting-12h",
  "push-request-waiting-20h",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_STATUSES = ["pending", "sending", "sent", "failed", "kept", "suppressed"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_CHANNELS = ["email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A booking change that tells someone: a new request, or a status the booking has just reached. */
export type BookingEvent = "requested" | "confirmed" | "rejected" | "cancelled";

/** The guest's mail for each status change (the request itself also tells the owner). */
export const GUEST_MAIL_OF = {
  requested: "guest-request-received",
  confirmed: "guest-confirmed",
  rejected: "guest-rejected",
  cancelled: "guest-cancelled",
} as const satisfies Record<BookingEvent, NotificationKind>;

/** A payment reminder: a part is due soon, or overdue. */
export type PaymentReminder = "due" | "overdue";

export const PAYMENT_REMINDER_KIND = {
  due: {
    DEPOSIT: "guest-payment-due-deposit",
    BALANCE: "guest-payment-due-balance",
    FULL: "guest-payment-due-full",
  },
  overdue: {
    DEPOSIT: "guest-payment-overdue-deposit",
    BALANCE: "guest-payment-overdue-balance",
    FULL: "guest-payment-overdue-full",
  },
} as const satisfies Record<PaymentReminder, Record<ScheduleKind, NotificationKind>>;

export type PaymentReminderKind = (typeof PAYMENT_REMINDER_KIND)[PaymentReminder][ScheduleKind];

/** Which reminder and which part of the schedule a payment reminder's kind is about. */
export function paymentReminderOf(kind: PaymentReminderKind): { reminder: PaymentReminder; part: ScheduleKind } {
  for (const reminder of ["due", "overdue"] as const) {
    for (const [part, candidate] of Object.entries(PAYMENT_REMINDER_KIND[reminder])) {
      if (candidate === kind) return { reminder, part: part as ScheduleKind };
    }
  }
  throw new Error(`Not a payment reminder: ${kind}`);
}

/** The hours a request waits for the owner's answer before they are reminded (the 24-hour promise). */
export const REQUEST_WAITING_MARKS = [12, 20] as const;
export type RequestWaitingMark = (typeof REQUEST_WAITING_MARKS)[number];

export const REQUEST_WAITING_KIND = {
  12: { email: "owner-request-waiting-12h", push: "push-request-waiting-12h" },
  20: { email: "owner-request-waiting-20h", push: "push-request-waiting-20h" },
} as const satisfies Record<RequestWaitingMark, Record<NotificationChannel, NotificationKind>>;
