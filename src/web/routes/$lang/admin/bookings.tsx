// `/{lang}/admin/bookings`: the back office's bookings (SPEC 2 "Admin bookings"). Hosts and admins (the parent
// route's guard); the API scopes a host to their own villas. The search — status, page, sortBy, sortOrder,
// search and booking (an open detail) — is read leniently: anything unusable falls back to its default.
import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { AdminBookingsPage } from "../../../features/admin/bookings/admin-bookings-page.tsx";
import { parseAdminBookingsSearch, type AdminBookingsSearch } from "../../../features/admin/bookings/search-params.ts";

export const Route = createFileRoute("/$lang/admin/bookings")({
  // A plain function rather than a zod schema: this part of the route is in the eagerly loaded bundle.
  validateSearch: (search: Record<string, unknown>): AdminBookingsSearch => parseAdminBookingsSearch(search),
  component: AdminBookingsRoute,
});

function AdminBookingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: AdminBookingsSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  return <AdminBookingsPage search={search} onSearchChange={onSearchChange} />;
}
