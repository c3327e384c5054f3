// `/{lang}/admin/users`: the user list (SPEC 2 "Admin users"). ADMIN only (DESIGN 4): the admin area's guard
// lets hosts in, so this route asks again and sends a host to Access Denied. `?search=&role=&status=&page=`
// are read leniently: anything unusable falls back to its default, never an error page.
import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { guardPending, requireRole } from "../../../auth/route-guard.ts";
import { AdminUsersPage } from "../../../features/admin/users/admin-users-page.tsx";
import { parseAdminUsersSearch, type AdminUsersSearch } from "../../../features/admin/users/search-params.ts";

export const Route = createFileRoute("/$lang/admin/users")({
  beforeLoad: requireRole("ADMIN"),
  ...guardPending,
  // A plain function rather than a zod schema: this part of the route is in the eagerly loaded bundle.
  validateSearch: (search: Record<string, unknown>): AdminUsersSearch => parseAdminUsersSearch(search),
  component: AdminUsersRoute,
});

function AdminUsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: AdminUsersSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  return <AdminUsersPage search={search} onSearchChange={onSearchChange} />;
}
