// `/{lang}/admin/messages`: the messages and questions visitors sent (ADMIN only: the API answers 403 to a host,
// so a host is sent to Access Denied here too). `?unread=true` and `?page=` are read leniently.
import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { requireRole } from "../../../auth/route-guard.ts";
import { MessagesPage } from "../../../features/admin/messages/messages-page.tsx";
import { parseMessagesSearch, type MessagesSearch } from "../../../features/admin/messages/search-params.ts";

export const Route = createFileRoute("/$lang/admin/messages")({
  beforeLoad: requireRole("ADMIN"),
  // A plain function rather than a schema: this part of the route is in the eagerly loaded bundle.
  validateSearch: (search: Record<string, unknown>): MessagesSearch => parseMessagesSearch(search),
  component: MessagesRoute,
});

function MessagesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: MessagesSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  return <MessagesPage search={search} onSearchChange={onSearchChange} />;
}
