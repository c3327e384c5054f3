// `/{lang}/admin/messages` (ADMIN): the contact messages and practical-info questions sent through
// POST /api/messages, newest first, 20 a page, with the Unread filter. Filter and page live in the URL.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Message } from "../../../../domain/schemas/message.ts";
import { apiErrorText } from "../../../api/error-text.ts";
import { Pagination } from "../../../ui/pagination.tsx";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { AdminErrorBanner } from "../layout/admin-error-banner.tsx";
import { AdminPageHeader } from "../layout/admin-page-header.tsx";
import { MessageItem } from "./message-item.tsx";
import { MessagesEmpty } from "./messages-empty.tsx";
import { MessagesFilter } from "./messages-filter.tsx";
import { useMarkRead, useMessages, useUnreadCount } from "./messages-query.ts";
import { searchForPage, searchForUnread, type MessagesSearch } from "./search-params.ts";

export interface MessagesPageProps {
  search: MessagesSearch;
  onSearchChange: (next: MessagesSearch, options?: { replace?: boolean }) => void;
}

export function MessagesPage({ search, onSearchChange }: MessagesPageProps) {
  const { t, i18n } = useLingui();
  const unreadOnly = search.unread === true;
  const page = search.page ?? 1;
  const query = useMessages({ unread: unreadOnly, page });
  const unreadCount = useUnreadCount();
  const markRead = useMarkRead();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const data = query.data;
  const total = data?.pagination.total ?? 0;

  // A page past the end (an old link, or messages read away under the filter): show the last page instead.
  const totalPages = data?.pagination.totalPages ?? 0;
  const pastTheEnd = !query.isPlaceholderData && data !== undefined && data.items.length === 0 && page > 1 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) onSearchChange(searchForPage(search, Math.max(totalPages, 1)), { replace: true });
  }, [pastTheEnd, totalPages, search, onSearchChange]);

  const setRead = (message: Message, read: boolean) => {
    markRead.mutate(
      { message, read },
      {
        onError: (error) => toast.error(t`Failed to update the message`, { description: apiErrorText(i18n, error) }),
      },
    );
  };

  const toggle = (message: Message) => {
    const opening = expandedId !== message.id;
    setExpandedId(opening ? message.id : null);
    if (opening && message.readAt === null) setRead(message, true);
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={t`Messages`} description={t`Contact messages and guests' questions.`} noindex />
      <AdminPageHeader
        title={t`Messages`}
        description={t`Contact messages and guests' questions, newest first.`}
        updatedAt={data ? query.dataUpdatedAt : undefined}
        onRefresh={() => {
          void query.refetch();
          void unreadCount.refetch();
        }}
        refreshing={query.isFetching}
      />
      <div className="mt-6">
        <MessagesFilter
          unreadOnly={unreadOnly}
          unreadCount={unreadCount.data}
          onChange={(next) => {
            setExpandedId(null);
            onSearchChange(searchForUnread(next));
          }}
        />
      </div>
      <div className="mt-6" aria-busy={query.isFetching}>
        {query.isError ? (
          <div className="mb-4">
            <AdminErrorBanner
              title={t`Failed to load messages`}
              message={apiErrorText(i18n, query.error, t`Failed to load messages`)}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          </div>
        ) : null}
        {data ? (
          data.items.length === 0 ? (
            pastTheEnd ? null : <MessagesEmpty unreadOnly={unreadOnly} onShowAll={() => onSearchChange(searchForUnread(false))} />
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-700" aria-live="polite">
                <Plural value={total} one="# message" other="# messages" />
              </p>
              <ul className={`grid gap-3 ${query.isPlaceholderData ? "opacity-60" : ""}`}>
                {data.items.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    expanded={expandedId === message.id}
                    onToggle={() => toggle(message)}
                    onMarkRead={(read) => setRead(message, read)}
                  />
                ))}
              </ul>
              <Pagination
                page={page}
                totalPages={data.pagination.totalPages}
                onPageChange={(next) => {
                  setExpandedId(null);
                  onSearchChange(searchForPage(search, next));
                }}
                className="mt-6"
              />
            </>
          )
        ) : query.isPending ? (
          <p role="status" className="py-10 text-center text-slate-700">
            <Trans>Loading messages...</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
