// The guest's cancel (SPEC 7 PUT /bookings/{id}/cancel with an optional reason) and what it changes in the
// cache: the booking comes back CANCELLED with its reason, so the visible row changes at once, and every list
// of bookings is fetched again whatever the outcome (a 409 means the booking changed meanwhile).
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { apiPut, type CallOptions } from "../../api/http.ts";
import { MY_BOOKINGS_KEY, type MyBookingsPage } from "./my-bookings-query.ts";

export interface CancelRequest {
  bookingId: string;
  /** Trimmed; empty means no reason. */
  reason: string;
  idempotencyKey: string;
}

export function cancelBooking(
  { bookingId, reason, idempotencyKey }: CancelRequest,
  options?: CallOptions,
): Promise<Booking> {
  return apiPut<Booking>(
    `/bookings/${encodeURIComponent(bookingId)}/cancel`,
    reason === "" ? {} : { cancellationReason: reason },
    { ...options, idempotencyKey },
  );
}

/** Puts the API's copy of `booking` into every cached page that shows it. */
export function replaceCachedBooking(queryClient: QueryClient, booking: Booking): void {
  queryClient.setQueriesData<MyBookingsPage>({ queryKey: MY_BOOKINGS_KEY }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === booking.id ? booking : item)) } : page,
  );
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelRequest) => cancelBooking(request),
    // The dialog decides what happens offline (the request joins the outbox); a paused mutation here would only
    // leave the dialog busy with no word.
    networkMode: "always",
    onSuccess: (booking) => replaceCachedBooking(queryClient, booking),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
    },
  });
}
