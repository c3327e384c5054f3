// The nights the signed-in guest holds already: their PENDING and CONFIRMED bookings (GET /bookings/my, one call per
// status). A 409 DATES_UNAVAILABLE does not say whose booking is in the way (DESIGN 4 has one code for both), so the
// browser looks here: a guest refused because of their own request is told so, not that "someone else" booked.
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { OCCUPYING_STATUSES } from "../../../domain/booking-status.ts";
import { staysOverlap, type DatedStay } from "../../../domain/stay-overlap.ts";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { apiGetPage } from "../../api/http.ts";
import { myBookingsPath } from "./my-bookings-query.ts";

/** Under ["bookings"], which every booking change (sent, cancelled, answered) invalidates. */
export const OWN_STAYS_KEY = ["bookings", "own-stays"] as const;

/** The API's largest page: a guest holds far fewer open stays than this (their waiting requests are capped at a few). */
const PAGE_LIMIT = 100;

async function fetchOwnStays(signal?: AbortSignal): Promise<Booking[]> {
  const pages = await Promise.all(
    OCCUPYING_STATUSES.map((status) =>
      apiGetPage<Booking>(myBookingsPath({ status, page: 1 }, PAGE_LIMIT), { signal, retries: 0 }),
    ),
  );
  return pages.flatMap((page) => page.items);
}

const ownStaysQuery = {
  queryKey: OWN_STAYS_KEY,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchOwnStays(signal),
  retry: false,
} as const;

/**
 * The guest's open stays as last fetched (offline: as saved). `settled` is false while a fetch is on its way, when
 * the answer may be about to change.
 */
export function useOwnStays(enabled: boolean): { stays: readonly Booking[]; settled: boolean } {
  const query = useQuery({ ...ownStaysQuery, enabled });
  return { stays: query.data ?? [], settled: query.fetchStatus !== "fetching" };
}

/** The guest's open stays as the server holds them now (after a 409, or once a queued request left the outbox). */
export function freshOwnStays(queryClient: QueryClient): Promise<Booking[]> {
  return queryClient.fetchQuery({ ...ownStaysQuery, staleTime: 0 });
}

/** The guest's own open booking of `villaId` that wants one of `stay`'s nights, if any. */
export function ownStayOverlapping(stays: readonly Booking[], villaId: string, stay: DatedStay): Booking | null {
  return stays.find((booking) => isOpen(booking) && booking.villaId === villaId && staysOverlap(booking, stay)) ?? null;
}

/** The open booking a request for exactly this villa and these dates became, if the server holds one. */
export function ownStayMatching(stays: readonly Booking[], request: { villaId: string } & DatedStay): Booking | null {
  return (
    stays.find(
      (booking) =>
        isOpen(booking) &&
        booking.villaId === request.villaId &&
        booking.checkIn === request.checkIn &&
        booking.checkOut === request.checkOut,
    ) ?? null
  );
}

function isOpen(booking: Booking): boolean {
  return (OCCUPYING_STATUSES as readonly string[]).includes(booking.status);
}
