// An outbox row as the back office sees it (GET /api/notifications): who, what, its delivery state and, for one
// notification, the text it carries, links completed with the site's address as they are (or would be) sent.
import { z } from "zod";
import { idSchema, paginationQuerySchema, timestampSchema } from "../../domain/schemas/common.ts";
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_STATUSES, type NotificationKind } from "./kinds.ts";
import type { OutboxRow } from "./outbox.ts";
import { completeLinks } from "./site-links.ts";

export const notificationSchema = z.object({
  id: idSchema,
  channel: z.enum(NOTIFICATION_CHANNELS),
  kind: z.enum(NOTIFICATION_KINDS),
  bookingId: idSchema,
  /** An e-mail address, or for a push the phone's subscription id. */
  recipient: z.string(),
  language: z.string(),
  subject: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationDetailSchema = notificationSchema.extend({ text: z.string() });

export const notificationsListQuerySchema = paginationQuerySchema(20).extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(NOTIFICATION_STATUSES).optional()),
});

export function toNotificationView(row: OutboxRow): NotificationView {
  return {
    id: row.id,
    channel: row.channel,
    // Only enqueue.ts writes rows, always with one of NOTIFICATION_KINDS.
    kind: row.kind as NotificationKind,
    bookingId: row.bookingId,
    recipient: row.recipient,
    language: row.language,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toNotificationDetail(row: OutboxRow, site: string) {
  return { ...toNotificationView(row), text: completeLinks(row.bodyText, site) };
}
