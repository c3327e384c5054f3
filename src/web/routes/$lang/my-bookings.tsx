// `/{lang}/my-bookings`: the signed-in guest's bookings (SPEC 2). `?status=` and `?page=` are read leniently:
// anything unusable falls back to all statuses and the first page, never an error page.
import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { MyBookingsPage } from "../../features/my-bookings/my-bookings-page.tsx";
import { parseMyBookingsSearch, type MyBookingsSearch } from "../../features/my-bookings/search-params.ts";

export const Route = createFileRoute("/$lang/my-bookings")({
  // A plain function rather than a zod schema: this part of the route is in the eagerly loaded bundle.
  validateSearch: (search: Record<string, unknown>): MyBookingsSearch => parseMyBookingsSearch(search),
  component: MyBookingsRoute,
});

function MyBookingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: MyBookingsSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  return <MyBookingsPage search={search} onSearchChange={onSearchChange} />;
}
