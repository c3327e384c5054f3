// The signed-in guest's bookings, one page at a time (SPEC 7 GET /bookings/my: page size 10, newest first).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BookingStatus } from "../../../domain/booking-status.ts";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { apiGetPage, type PageInfo } from "../../api/http.ts";

/** SPEC 9 "Page size: My bookings 10". */
export const MY_BOOKINGS_PAGE_SIZE = 10;

/** Every cached page of the list starts with this key, so one invalidation refreshes them all. */
export const MY_BOOKINGS_KEY = ["bookings", "my"] as const;

export interface MyBookingsFilter {
  status: BookingStatus | undefined;
  page: number;
}

export interface MyBookingsPage {
  items: Booking[];
  pagination: PageInfo;
}

export function myBookingsQueryKey({ status, page }: MyBookingsFilter) {
  return [...MY_BOOKINGS_KEY, { status: status ?? "ALL", page }] as const;
}

/** The list's page by default; a larger `limit` takes the guest's stays of one status in one call. */
export function myBookingsPath({ status, page }: MyBookingsFilter, limit = MY_BOOKINGS_PAGE_SIZE): string {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(limit),
    sortBy: "createdAt",
    sortOrder: "desc",
  });
  if (status) query.set("status", status);
  return `/bookings/my?${query.toString()}`;
}

export async function fetchMyBookings(filter: MyBookingsFilter, signal?: AbortSignal): Promise<MyBookingsPage> {
  const { items, pagination } = await apiGetPage<Booking>(myBookingsPath(filter), { signal });
  // The API always pages its lists; a missing object would mean one page holding everything it sent.
  return {
    items,
    pagination: pagination ?? { page: filter.page, limit: MY_BOOKINGS_PAGE_SIZE, total: items.length, totalPages: 1 },
  };
}

/** The page for `filter`; nothing is fetched while `enabled` is false (signed out). */
export function useMyBookings(filter: MyBookingsFilter, enabled: boolean) {
  return useQuery({
    queryKey: myBookingsQueryKey(filter),
    queryFn: ({ signal }) => fetchMyBookings(filter, signal),
    enabled,
    // The next page or another filter keeps the current rows on screen (dimmed) until it arrives.
    placeholderData: keepPreviousData,
    // The HTTP client already retries what is worth retrying (SPEC 9); a second layer would keep the
    // guest waiting half a minute before the error box.
    retry: false,
  });
}
