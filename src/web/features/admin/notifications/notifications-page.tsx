// `/{lang}/admin/notifications` (ADMIN): the notification outbox — every mail to the owner and the guests, and
// every push to the owner's phones — newest first, 20 a page, each opening to its text; and the switch that turns
// notifications on for this device. The page lives in the URL.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { AdminIcon } from "../layout/admin-icons.tsx";
import { AdminPageHeader } from "../layout/admin-page-header.tsx";
import { AdminPagedList } from "../layout/admin-paged-list.tsx";
import { NotificationItem } from "./notification-item.tsx";
import { useNotifications } from "./notifications-query.ts";
import { PushSwitch } from "./push-switch.tsx";
import { searchForPage, type NotificationsSearch } from "./search-params.ts";

export interface NotificationsPageProps {
  search: NotificationsSearch;
  onSearchChange: (next: NotificationsSearch, options?: { replace?: boolean }) => void;
}

export function NotificationsPage({ search, onSearchChange }: NotificationsPageProps) {
  const { t } = useLingui();
  const page = search.page ?? 1;
  const query = useNotifications(page);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  // A page past the end (an old link): show the last page instead.
  const toLastPage = useCallback(
    (last: number) => onSearchChange(searchForPage(last), { replace: true }),
    [onSearchChange],
  );

  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={t`Notifications`} description={t`E-mails and push notifications sent about bookings.`} noindex />
      <AdminPageHeader
        title={t`Notifications`}
        description={t`E-mails to you and your guests and pushes to your phone, newest first.`}
        updatedAt={query.data ? query.dataUpdatedAt : undefined}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      />
      <div className="mt-6">
        <PushSwitch />
      </div>
      <AdminPagedList
        query={query}
        page={page}
        errorTitle={t`Failed to load notifications`}
        count={(total) => <Plural value={total} one="# notification" other="# notifications" />}
        empty={
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <AdminIcon name="notifications" className="mx-auto size-12 text-sea-700" />
            <p className="mt-4 text-lg font-semibold text-slate-900">
              <Trans>No notifications yet</Trans>
            </p>
            <p className="mt-2 text-slate-700">
              <Trans>The e-mails and pushes sent about booking requests will appear here.</Trans>
            </p>
          </div>
        }
        loading={<Trans>Loading notifications...</Trans>}
        renderItem={(notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            expanded={expandedId === notification.id}
            onToggle={() => setExpandedId(expandedId === notification.id ? null : notification.id)}
          />
        )}
        onPageChange={(next) => {
          setExpandedId(null);
          onSearchChange(searchForPage(next));
        }}
        onLastPage={toLastPage}
      />
    </div>
  );
}
