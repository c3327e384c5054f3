// GET /messages (ADMIN, newest first, 20 a page, `unread=true` for the unread ones), the unread count, and
// PUT /messages/{id}/read. Marking read updates the message in every cached page at once (it stays where it is,
// even under the Unread filter, until the list is fetched again) and refreshes the unread count.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Message } from "../../../../domain/schemas/message.ts";
import { apiGetPage, apiPut, type PageInfo } from "../../../api/http.ts";
import { MESSAGES_KEY, UNREAD_COUNT_KEY } from "./messages-keys.ts";

export const MESSAGES_PAGE_SIZE = 20;

export { MESSAGES_KEY, UNREAD_COUNT_KEY } from "./messages-keys.ts";

export interface MessagesFilter {
  unread: boolean;
  page: number;
}

export interface MessagesPage {
  items: Message[];
  pagination: PageInfo;
}

export function messagesPath({ unread, page }: MessagesFilter, limit = MESSAGES_PAGE_SIZE): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (unread) query.set("unread", "true");
  return `/messages?${query.toString()}`;
}

export function useMessages(filter: MessagesFilter) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, "list", filter],
    queryFn: async ({ signal }): Promise<MessagesPage> => {
      const { items, pagination } = await apiGetPage<Message>(messagesPath(filter), { signal });
      return {
        items,
        pagination: pagination ?? { page: filter.page, limit: MESSAGES_PAGE_SIZE, total: items.length, totalPages: 1 },
      };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** How many messages nobody has read (the total of a one-item page of the unread ones). */
export const unreadCountQuery = {
  queryKey: UNREAD_COUNT_KEY,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const { items, pagination } = await apiGetPage<Message>(messagesPath({ unread: true, page: 1 }, 1), { signal });
    return pagination?.total ?? items.length;
  },
  retry: false,
} as const;

export function useUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQuery, enabled });
}

function replaceMessage(queryClient: QueryClient, next: Message): void {
  queryClient.setQueriesData<MessagesPage>({ queryKey: [...MESSAGES_KEY, "list"] }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === next.id ? next : item)) } : page,
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, read }: { message: Message; read: boolean }) =>
      apiPut<Message>(`/messages/${message.id}/read`, { read }),
    // Shown at once; put back if the server refuses.
    onMutate: ({ message, read }) => {
      replaceMessage(queryClient, { ...message, readAt: read ? (message.readAt ?? new Date().toISOString()) : null });
      return { previous: message };
    },
    onError: (_error, _variables, context) => {
      if (context) replaceMessage(queryClient, context.previous);
    },
    onSuccess: (updated) => replaceMessage(queryClient, updated),
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
  });
}
