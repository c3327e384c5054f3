// `/{lang}/my-bookings`: the signed-in guest's bookings (SPEC 2). `?status=` and `?page=` are read leniently:
// anything unusable falls back to all statuses and the first page, never an error page. The page reads them from the
// address itself (its guest's part is an island of the prerendered page, my-bookings-island.tsx); the route's own
// reading types the links that carry them.
import { createFileRoute } from "@tanstack/react-router";
import { MyBookingsPage } from "../../features/my-bookings/my-bookings-page.tsx";
import { parseMyBookingsSearch, type MyBookingsSearch } from "../../features/my-bookings/search-params.ts";

export const Route = createFileRoute("/$lang/my-bookings")({
  // A plain function rather than a zod schema: this part of the route is in the eagerly loaded bundle.
  validateSearch: (search: Record<string, unknown>): MyBookingsSearch => parseMyBookingsSearch(search),
  component: MyBookingsPage,
});
