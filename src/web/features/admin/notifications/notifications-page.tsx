// `/{lang}/admin/notifications` (ADMIN): the notification outbox — every mail to the owner and the guests, and
// every push to the owner's phones — newest first, 20 a page, each opening to its text; and the switch that turns
// notifications on for this device. The page lives in the URL.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { apiErrorText } from "../../../api/error-text.ts";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { AdminErrorBanner } from "../layout/admin-error-banner.tsx";
import { AdminIcon } from "../layout/admin-icons.tsx";
import { AdminPageHeader } from "../layout/admin-page-header.tsx";
import { NotificationItem } from "./notification-item.tsx";
import { useNotifications } from "./notifications-query.ts";
import { PushSwitch } from "./push-switch.tsx";
import { searchForPage, type NotificationsSearch } from "./search-params.ts";

export interface NotificationsPageProps {
  search: NotificationsSearch;
  onSearchChange: (next: NotificationsSearch, options?: { replace?: boolean }) => void;
}

export function NotificationsPage({ search, onSearchChange }: NotificationsPageProps) {
  const { t, i18n } = useLingui();
  const page = search.page ?? 1;
  const query = useNotifications(page);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const data = query.data;
  const total = data?.pagination.total ?? 0;

  // A page past the end (an old link): show the last page instead.
  const totalPages = data?.pagination.totalPages ?? 0;
  const pastTheEnd = !query.isPlaceholderData && data !== undefined && data.items.length === 0 && page > 1 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) onSearchChange(searchForPage(Math.max(totalPages, 1)), { replace: true });
  }, [pastTheEnd, totalPages, onSearchChange]);

  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={t`Notifications`} description={t`E-mails and push notifications sent about bookings.`} noindex />
      <AdminPageHeader
        title={t`Notifications`}
        description={t`E-mails to you and your guests and pushes to your phone, newest first.`}
        updatedAt={data ? query.dataUpdatedAt : undefined}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      />
      <div className="mt-6">
        <PushSwitch />
      </div>
      <div className="mt-6" aria-busy={query.isFetching}>
        {query.isError ? (
          <div className="mb-4">
            <AdminErrorBanner
              title={t`Failed to load notifications`}
              message={apiErrorText(i18n, query.error, t`Failed to load notifications`)}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          </div>
        ) : null}
        {data ? (
          data.items.length === 0 ? (
            pastTheEnd ? null : (
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <AdminIcon name="notifications" className="mx-auto size-12 text-sea-700" />
                <p className="mt-4 text-lg font-semibold text-slate-900">
                  <Trans>No notifications yet</Trans>
                </p>
                <p className="mt-2 text-slate-700">
                  <Trans>The e-mails and pushes sent about booking requests will appear here.</Trans>
                </p>
              </div>
            )
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-700" aria-live="polite">
                <Plural value={total} one="# notification" other="# notifications" />
              </p>
              <ul className={`grid gap-3 ${query.isPlaceholderData ? "opacity-60" : ""}`}>
                {data.items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    expanded={expandedId === notification.id}
                    onToggle={() => setExpandedId(expandedId === notification.id ? null : notification.id)}
                  />
                ))}
              </ul>
              <Pagination
                page={page}
                totalPages={data.pagination.totalPages}
                onPageChange={(next) => {
                  setExpandedId(null);
                  onSearchChange(searchForPage(next));
                }}
                className="mt-6"
              />
            </>
          )
        ) : query.isPending ? (
          <p role="status" className="py-10 text-center text-slate-700">
            <Trans>Loading notifications...</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
