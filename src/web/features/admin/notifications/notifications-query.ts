// GET /notifications (ADMIN, newest first, 20 a page) and GET /notifications/{id} for one notification's text.
// The shapes mirror the server's outbox view (src/server/notifications/outbox-view.ts).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, apiGetPage, type PageInfo } from "../../../api/http.ts";

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_KEY = ["admin", "notifications"] as const;

export type NotificationKind =
  | "owner-new-request"
  | "guest-request-received"
  | "guest-confirmed"
  | "guest-rejected"
  | "guest-cancelled"
  | "guest-arrival-reminder"
  | "push-new-request"
  | "guest-payment-due-deposit"
  | "guest-payment-due-balance"
  | "guest-payment-due-full"
  | "guest-payment-overdue-deposit"
  | "guest-payment-overdue-balance"
  | "guest-payment-overdue-full"
  | "owner-request-waiting-12h"
  | "owner-request-waiting-20h"
  | "push-request-waiting-12h"
  | "push-request-waiting-20h";
export type NotificationStatus = "pending" | "sending" | "sent" | "failed" | "kept" | "suppressed";

export interface OutboxNotification {
  id: string;
  channel: "email" | "push";
  kind: NotificationKind;
  bookingId: string;
  /** An e-mail address, or the phone's subscription id for a push. */
  recipient: string;
  language: string;
  subject: string;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

export interface NotificationsPage {
  items: OutboxNotification[];
  pagination: PageInfo;
}

export function notificationsPath(page: number, limit = NOTIFICATIONS_PAGE_SIZE): string {
  return `/notifications?${new URLSearchParams({ page: String(page), limit: String(limit) }).toString()}`;
}

export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "list", page],
    queryFn: async ({ signal }): Promise<NotificationsPage> => {
      const { items, pagination } = await apiGetPage<OutboxNotification>(notificationsPath(page), { signal });
      return {
        items,
        pagination: pagination ?? { page, limit: NOTIFICATIONS_PAGE_SIZE, total: items.length, totalPages: 1 },
      };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One notification's plain text, fetched when it is opened. */
export function useNotificationText(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "text", id],
    queryFn: async ({ signal }) =>
      (await apiGet<OutboxNotification & { text: string }>(`/notifications/${id}`, { signal })).text,
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
