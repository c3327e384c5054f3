// The owner's ledger requests about one booking (DESIGN 7.2): POST /bookings/{id}/payments records a payment (a
// negative amount is a refund), DELETE /bookings/{id}/payments/{paymentId} removes one. Each answers with the booking,
// which replaces the copy on screen at once; then every list and the dashboard are fetched again, as after a decision
// (use-booking-command.ts).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentRecord } from "../../../../domain/payments/payment-rules.ts";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { apiDelete, apiPost } from "../../../api/http.ts";
import { refreshAfterBookingChange, replaceCachedBooking } from "./use-booking-command.ts";

const paymentsPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/payments`;

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, record }: { bookingId: string; record: PaymentRecord }) =>
      apiPost<Booking>(paymentsPath(bookingId), {
        amount: record.amount,
        receivedOn: record.receivedOn,
        method: record.method,
        ...(record.reference ? { reference: record.reference } : {}),
      }),
    // An owner's edit is not queued offline like a guest's request (DESIGN 5): it fails at once instead.
    networkMode: "always",
    onSuccess: (booking) => replaceCachedBooking(queryClient, booking),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}

export function useRemovePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, paymentId }: { bookingId: string; paymentId: string }) =>
      apiDelete<Booking>(`${paymentsPath(bookingId)}/${encodeURIComponent(paymentId)}`),
    networkMode: "always",
    onSuccess: (booking) => replaceCachedBooking(queryClient, booking),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}
