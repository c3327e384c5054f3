// The owner's requests about one booking (SPEC 7 PUT /bookings/{id}/confirm | reject | complete | toggle-payment)
// and what they change in the cache: the API's copy of the booking replaces the one on screen at once, then every
// booking list and the back office's own queries (the dashboard's figures) are fetched again, whatever the
// outcome — a 409 means the booking changed meanwhile, so the screen must catch up with it.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { apiPut } from "../../../api/http.ts";
import { ADMIN_BOOKINGS_KEY, type AdminBookingsPage } from "./bookings-query.ts";
import type { OwnerCommand } from "./offered-actions.ts";

export interface BookingCommandRequest {
  bookingId: string;
  command: OwnerCommand;
  /** The rejection reason (reject only), already checked and trimmed. */
  reason?: string;
}

export function sendBookingCommand({ bookingId, command, reason }: BookingCommandRequest): Promise<Booking> {
  return apiPut<Booking>(
    `/bookings/${encodeURIComponent(bookingId)}/${command}`,
    command === "reject" ? { rejectionReason: reason ?? "" } : {},
  );
}

/** Puts the API's copy of `booking` into every cached page and detail that shows it. */
export function replaceCachedBooking(queryClient: QueryClient, booking: Booking): void {
  queryClient.setQueriesData<AdminBookingsPage>({ queryKey: [...ADMIN_BOOKINGS_KEY, "list"] }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === booking.id ? booking : item)) } : page,
  );
  queryClient.setQueryData<Booking>([...ADMIN_BOOKINGS_KEY, "one", booking.id], booking);
}

/** Everything a booking change can make stale: every booking list, and the back office's queries (dashboard). */
export function refreshAfterBookingChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["bookings"] }),
    queryClient.invalidateQueries({ queryKey: ["admin"] }),
  ]).then(() => undefined);
}

export function useBookingCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBookingCommand,
    // Offline, a paused mutation would leave the sheet busy with no word: the owner gets "Network connection
    // failed" at once and can try again.
    networkMode: "always",
    onSuccess: (booking) => replaceCachedBooking(queryClient, booking),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}
