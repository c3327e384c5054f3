// `/{lang}/admin/messages` (ADMIN): the contact messages and practical-info questions sent through
// POST /api/messages, newest first, 20 a page, with the Unread filter. Filter and page live in the URL.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import type { Message } from "../../../../domain/schemas/message.ts";
import { apiErrorText } from "../../../api/error-text.ts";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { AdminPageHeader } from "../layout/admin-page-header.tsx";
import { AdminPagedList } from "../layout/admin-paged-list.tsx";
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
  // A page past the end (an old link, or messages read away under the filter): show the last page instead.
  const toLastPage = useCallback(
    (last: number) => onSearchChange(searchForPage(search, last), { replace: true }),
    [search, onSearchChange],
  );

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
        updatedAt={query.data ? query.dataUpdatedAt : undefined}
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
      <AdminPagedList
        query={query}
        page={page}
        errorTitle={t`Failed to load messages`}
        count={(total) => <Plural value={total} one="# message" other="# messages" />}
        empty={<MessagesEmpty unreadOnly={unreadOnly} onShowAll={() => onSearchChange(searchForUnread(false))} />}
        loading={<Trans>Loading messages...</Trans>}
        renderItem={(message) => (
          <MessageItem
            key={message.id}
            message={message}
            expanded={expandedId === message.id}
            onToggle={() => toggle(message)}
            onMarkRead={(read) => setRead(message, read)}
          />
        )}
        onPageChange={(next) => {
          setExpandedId(null);
          onSearchChange(searchForPage(search, next));
        }}
        onLastPage={toLastPage}
      />
    </div>
  );
}
