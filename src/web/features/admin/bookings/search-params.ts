// The URL state of the back-office bookings list (SPEC 2 "Admin bookings"): status filter, page, sort field and
// order, the server-side search text, and `booking` — the id whose detail modal is open (the dashboard links
// Recent Bookings here with ?booking=<id> and the Pending tile with ?status=PENDING). Everything is read
// leniently: an unusable value falls back to its default instead of an error page, and defaults are left out
// of new addresses so every view has exactly one.
//
// This module sits in the eagerly loaded route definition (validateSearch), so it imports nothing heavier than
// booking-status.ts: the sort fields are repeated here rather than taken from schemas/booking.ts, which would
// bring zod into every public page (a unit test keeps the two lists equal).
import type { BookingStatus } from "../../../../domain/booking-status.ts";
import { parseStatus } from "../../../ui/booking/status-param.ts";
import { parsePage } from "../../../ui/page-param.ts";

// Shared with the other lists; re-exported so this module still holds all of this list's URL reading.
export { parsePage, parseStatus };

/** The API's sort fields (BOOKING_SORT_FIELDS of schemas/booking.ts), in the order of the sort buttons. */
export const SORT_FIELDS = ["createdAt", "checkIn", "checkOut", "totalPrice"] as const;
export type BookingSortField = (typeof SORT_FIELDS)[number];
export type SortOrder = "asc" | "desc";

/**
 * The sort buttons: the default puts the requests waiting for the owner's decision on top (then newest first),
 * the API's fields sort by that field alone. Choosing one is written into the address and wins over the default.
 */
export const SORT_CHOICES = ["pendingFirst", ...SORT_FIELDS] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

export const DEFAULT_SORT_BY: SortChoice = "pendingFirst";
/** What the default view orders by inside each group (pending, then the rest). */
export const PENDING_FIRST_THEN: BookingSortField = "createdAt";
export const DEFAULT_SORT_ORDER: SortOrder = "desc";
/** The API's limit for the search text (bookingsListQuerySchema). */
export const SEARCH_MAX_LENGTH = 100;

export interface AdminBookingsSearch {
  /** Absent means every status. */
  status?: BookingStatus | undefined;
  /** Absent means the first page. */
  page?: number | undefined;
  /** Absent means pending first, then by creation. */
  sortBy?: BookingSortField | undefined;
  /** Absent means desc. */
  sortOrder?: SortOrder | undefined;
  /** Trimmed, never empty. */
  search?: string | undefined;
  /** The booking whose detail modal is open. */
  booking?: string | undefined;
}

/** The filter buttons in the order the owner sees them; ALL stands for "no status parameter". */
export const STATUS_FILTERS = ["ALL", "PENDING", "CONFIRMED", "COMPLETED", "CANCELLED", "REJECTED"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseSortBy(raw: unknown): BookingSortField | undefined {
  if (typeof raw !== "string") return undefined;
  // "pendingFirst" is the default, so it is not a field an address names.
  return SORT_FIELDS.find((name) => name.toLowerCase() === raw.trim().toLowerCase());
}

export function parseSortOrder(raw: unknown): SortOrder | undefined {
  if (typeof raw !== "string") return undefined;
  const order = raw.trim().toLowerCase();
  // Only the non-default order is written into the address.
  return order === "asc" ? "asc" : undefined;
}

export function parseSearchText(raw: unknown): string | undefined {
  // The router reads `?search=2024` as a number and `?search=true` as a boolean: both are still search text.
  const text = typeof raw === "string" ? raw : typeof raw === "number" || typeof raw === "boolean" ? String(raw) : "";
  const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return trimmed === "" ? undefined : trimmed;
}

export function parseBookingId(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const id = raw.trim().toLowerCase();
  return UUID.test(id) ? id : undefined;
}

/**
 * Every key is always present, undefined when unusable: TanStack Router lays a route's validated search over
 * the raw one it inherits, so a key left out would let the raw `?page=abc` through.
 */
export function parseAdminBookingsSearch(search: Record<string, unknown>): AdminBookingsSearch {
  return {
    status: parseStatus(search.status),
    page: parsePage(search.page),
    sortBy: parseSortBy(search.sortBy),
    sortOrder: parseSortOrder(search.sortOrder),
    search: parseSearchText(search.search),
    booking: parseBookingId(search.booking),
  };
}

/** The search without its undefined keys, so an address never carries `?status=undefined`. */
function compact(search: AdminBookingsSearch): AdminBookingsSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as AdminBookingsSearch;
}

/** The list the URL asks for, with every default filled in (what the API is asked for). */
export interface BookingsListFilter {
  status: BookingStatus | undefined;
  page: number;
  sortBy: SortChoice;
  sortOrder: SortOrder;
  search: string | undefined;
}

export function listFilter(search: AdminBookingsSearch): BookingsListFilter {
  return {
    status: search.status,
    page: search.page ?? 1,
    sortBy: search.sortBy ?? DEFAULT_SORT_BY,
    sortOrder: search.sortOrder ?? DEFAULT_SORT_ORDER,
    search: search.search,
  };
}

/** Another status filter: ALL clears the parameter, and the list starts again at page 1. */
export function withStatus(current: AdminBookingsSearch, filter: StatusFilter): AdminBookingsSearch {
  return compact({ ...current, status: filter === "ALL" ? undefined : filter, page: undefined, booking: undefined });
}

/** Another sort (the order is kept); back to page 1. */
export function withSortBy(current: AdminBookingsSearch, sortBy: SortChoice): AdminBookingsSearch {
  return compact({
    ...current,
    sortBy: sortBy === "pendingFirst" ? undefined : sortBy,
    page: undefined,
    booking: undefined,
  });
}

/** Another order; back to page 1. */
export function withSortOrder(current: AdminBookingsSearch, sortOrder: SortOrder): AdminBookingsSearch {
  return compact({
    ...current,
    sortOrder: sortOrder === DEFAULT_SORT_ORDER ? undefined : sortOrder,
    page: undefined,
    booking: undefined,
  });
}

/** New search text (trimmed; empty removes it); back to page 1. */
export function withSearchText(current: AdminBookingsSearch, text: string): AdminBookingsSearch {
  return compact({ ...current, search: parseSearchText(text), page: undefined, booking: undefined });
}

/** Another page of the same list; page 1 is the address without `page`. */
export function withPage(current: AdminBookingsSearch, page: number): AdminBookingsSearch {
  return compact({ ...current, page: page > 1 ? page : undefined, booking: undefined });
}

/** The detail modal of `bookingId` opened (or closed with undefined) over the same list. */
export function withBooking(current: AdminBookingsSearch, bookingId: string | undefined): AdminBookingsSearch {
  return compact({ ...current, booking: bookingId });
}

/** Filters and search cleared; the sort is kept (it changes the order, not what is shown). */
export function withoutFilters(current: AdminBookingsSearch): AdminBookingsSearch {
  return compact({ sortBy: current.sortBy, sortOrder: current.sortOrder });
}
