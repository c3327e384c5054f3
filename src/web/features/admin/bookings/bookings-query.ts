// The back-office bookings from GET /api/bookings (SPEC 7: 20 a page, sorted, filtered by status and searched
// server-side by guest name, e-mail, villa title or city; a HOST gets only their villas' bookings, DESIGN 4),
// the pending count of the header, and one booking by id for a detail link whose row is not on this page.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { apiGet, apiGetPage, type PageInfo } from "../../../api/http.ts";
import { ADMIN_BOOKINGS_KEY, PENDING_COUNT_KEY } from "./bookings-keys.ts";
import { PENDING_FIRST_THEN, type BookingsListFilter } from "./search-params.ts";

/** SPEC 7 "GET /bookings ... limit (20)". */
export const ADMIN_BOOKINGS_PAGE_SIZE = 20;

export { ADMIN_BOOKINGS_KEY } from "./bookings-keys.ts";

export interface AdminBookingsPage {
  items: Booking[];
  pagination: PageInfo;
}

export function adminBookingsPath(filter: BookingsListFilter, limit = ADMIN_BOOKINGS_PAGE_SIZE): string {
  const pendingFirst = filter.sortBy === "pendingFirst";
  const query = new URLSearchParams({
    page: String(filter.page),
    limit: String(limit),
    sortBy: pendingFirst ? PENDING_FIRST_THEN : filter.sortBy,
    sortOrder: filter.sortOrder,
  });
  if (pendingFirst) query.set("pendingFirst", "true");
  if (filter.status) query.set("status", filter.status);
  if (filter.search) query.set("search", filter.search);
  return `/bookings?${query.toString()}`;
}

async function fetchPage(
  path: string,
  fallbackPage: number,
  limit: number,
  signal: AbortSignal,
): Promise<AdminBookingsPage> {
  const { items, pagination } = await apiGetPage<Booking>(path, { signal });
  // The API always pages its lists; a missing object would mean one page holding everything it sent.
  return { items, pagination: pagination ?? { page: fallbackPage, limit, total: items.length, totalPages: 1 } };
}

export function useAdminBookings(filter: BookingsListFilter) {
  return useQuery({
    queryKey: [...ADMIN_BOOKINGS_KEY, "list", filter],
    queryFn: ({ signal }) => fetchPage(adminBookingsPath(filter), filter.page, ADMIN_BOOKINGS_PAGE_SIZE, signal),
    // Another page, filter or sort keeps the current rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    // The HTTP client already retries what is worth retrying (SPEC 9).
    retry: false,
  });
}

const PENDING_FILTER: BookingsListFilter = {
  status: "PENDING",
  page: 1,
  sortBy: "createdAt",
  sortOrder: "desc",
  search: undefined,
};

/** How many bookings wait for a decision, whatever the list shows: one row asked for, the total read. */
export const pendingCountQuery = {
  queryKey: PENDING_COUNT_KEY,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await fetchPage(adminBookingsPath(PENDING_FILTER, 1), 1, 1, signal)).pagination.total,
  retry: false,
} as const;

export function usePendingCount() {
  return useQuery(pendingCountQuery);
}

/** One booking by id, for `?booking=<id>` when the current page does not hold it. */
export function useAdminBooking(bookingId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_BOOKINGS_KEY, "one", bookingId],
    queryFn: ({ signal }) => apiGet<Booking>(`/bookings/${encodeURIComponent(bookingId ?? "")}`, { signal }),
    enabled: enabled && bookingId !== undefined,
    retry: false,
  });
}
