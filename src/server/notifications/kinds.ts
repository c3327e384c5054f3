// What a notification is about: the kinds of the outbox (one row per booking, kind and recipient) and the booking
// events that enqueue them.
export const NOTIFICATION_KINDS = [
  "owner-new-request",
  "guest-request-received",
  "guest-confirmed",
  "guest-rejected",
  "guest-cancelled",
  "guest-arrival-reminder",
  "push-new-request",
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
