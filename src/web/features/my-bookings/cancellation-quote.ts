// What cancelling would give today as the server works it out (GET /bookings/{id}/cancellation-quote: the terms,
// the charge and the refund due from what was paid), asked for when the cancel dialog opens. Offline, or until it
// answers, the dialog works the same numbers out in the browser with the domain's rule, so it always has them.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CancellationQuote } from "../../../domain/schemas/payments.ts";
import { apiGet } from "../../api/http.ts";

export function cancellationQuoteKey(bookingId: string) {
  return ["bookings", "cancellation-quote", bookingId] as const;
}

export function fetchCancellationQuote(bookingId: string, signal?: AbortSignal): Promise<CancellationQuote> {
  return apiGet<CancellationQuote>(`/bookings/${encodeURIComponent(bookingId)}/cancellation-quote`, {
    signal,
    // The dialog shows the browser's numbers meanwhile: a slow series of retries would only delay the server's.
    retries: 0,
  });
}

/** The server's quote for `bookingId`, fetched since the dialog opened; null until then, offline or on error. */
export function useCancellationQuote(bookingId: string, enabled: boolean): CancellationQuote | null {
  // A quote saved with the cache may be of another day: only one fetched for this opening counts.
  const [openedAt] = useState(Date.now);
  const query = useQuery({
    queryKey: cancellationQuoteKey(bookingId),
    queryFn: ({ signal }) => fetchCancellationQuote(bookingId, signal),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  return query.data && query.dataUpdatedAt >= openedAt ? query.data : null;
}
