// `/{lang}/admin/notifications`: the e-mail and push outbox and this device's notification switch (ADMIN only: the
// API answers 403 to a host, so a host is sent to Access Denied here too). `?page=` is read leniently.
import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { requireRole } from "../../../auth/route-guard.ts";
import { NotificationsPage } from "../../../features/admin/notifications/notifications-page.tsx";
import {
  parseNotificationsSearch,
  type NotificationsSearch,
} from "../../../features/admin/notifications/search-params.ts";

export const Route = createFileRoute("/$lang/admin/notifications")({
  beforeLoad: requireRole("ADMIN"),
  // A plain function rather than a schema: this part of the route is in the eagerly loaded bundle.
  validateSearch: (search: Record<string, unknown>): NotificationsSearch => parseNotificationsSearch(search),
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: NotificationsSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  return <NotificationsPage search={search} onSearchChange={onSearchChange} />;
}
