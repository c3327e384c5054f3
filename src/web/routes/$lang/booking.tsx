// `/{lang}/booking`: the villa page with its booking card (SPEC 2). `?checkIn=&checkOut=&guests=` (the home
// teaser's Book Now) prefill the form; a value that makes no sense is dropped, never an error page.
import { createFileRoute } from "@tanstack/react-router";
import { parseBookingSearch, type BookingSearch } from "../../shared/booking/booking-search.ts";
import { BookingPage } from "../../features/booking/villa-page/booking-page.tsx";

export const Route = createFileRoute("/$lang/booking")({
  // A plain function rather than a zod schema: this part of the route is in the eagerly loaded bundle.
  validateSearch: (search: Record<string, unknown>): BookingSearch => parseBookingSearch(search),
  component: BookingRoute,
});

function BookingRoute() {
  const search = Route.useSearch();
  return <BookingPage search={search} />;
}
