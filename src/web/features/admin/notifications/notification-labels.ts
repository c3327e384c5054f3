// The words for what a notification is about and where its delivery stands.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NotificationKind, NotificationStatus } from "./notifications-query.ts";

export const KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  "owner-new-request": msg`New request (to the owner)`,
  "guest-request-received": msg`Request received (to the guest)`,
  "guest-confirmed": msg`Booking confirmed (to the guest)`,
  "guest-rejected": msg`Request rejected (to the guest)`,
  "guest-cancelled": msg`Booking cancelled (to the guest)`,
  "guest-arrival-reminder": msg`Arrival reminder (to the guest)`,
  "push-new-request": msg`New request (push to a phone)`,
  "guest-payment-due-deposit": msg`Deposit due soon (to the guest)`,
  "guest-payment-due-balance": msg`Balance due soon (to the guest)`,
  "guest-payment-due-full": msg`Payment due soon (to the guest)`,
  "guest-payment-overdue-deposit": msg`Deposit overdue (to the guest)`,
  "guest-payment-overdue-balance": msg`Balance overdue (to the guest)`,
  "guest-payment-overdue-full": msg`Payment overdue (to the guest)`,
  "owner-request-waiting-12h": msg`Request waiting 12 hours (to the owner)`,
  "owner-request-waiting-20h": msg`Request waiting 20 hours (to the owner)`,
  "push-request-waiting-12h": msg`Request waiting 12 hours (push to a phone)`,
  "push-request-waiting-20h": msg`Request waiting 20 hours (push to a phone)`,
};

export const STATUS_LABELS: Record<NotificationStatus, MessageDescriptor> = {
  pending: msg`Waiting to be sent`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  failed: msg`Failed`,
  kept: msg`Kept (no mail server)`,
  suppressed: msg`Held back (address not confirmed)`,
};

/** Tag colours by status: sent is calm, kept and waiting neutral, held back a warning, failed stands out. */
export const STATUS_STYLES: Record<NotificationStatus, string> = {
  pending: "bg-sand-100 text-slate-900 ring-sand-300",
  sending: "bg-sand-100 text-slate-900 ring-sand-300",
  sent: "bg-sea-50 text-sea-900 ring-sea-700",
  failed: "bg-red-100 text-red-900 ring-red-300",
  kept: "bg-slate-100 text-slate-800 ring-slate-300",
  suppressed: "bg-amber-50 text-amber-900 ring-amber-300",
};
