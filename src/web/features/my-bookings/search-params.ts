// The URL state of My Bookings (SPEC 2): the status filter and the page. Whatever arrives in the address bar
// is read leniently: an unknown status or a page that is not a positive whole number falls back to the
// default instead of an error page, and the defaults are left out of new addresses so every view has one.
import type { BookingStatus } from "../../../domain/booking-status.ts";
import { parseStatus } from "../../ui/booking/status-param.ts";
import { parsePage } from "../../ui/page-param.ts";

// Shared with the other lists; re-exported so this module still holds all of this list's URL reading.
export { parsePage, parseStatus };

export interface MyBookingsSearch {
  /** Absent means ALL. */
  status?: BookingStatus;
  /** Absent means the first page. */
  page?: number;
}

/** The filter choices in the order the guest sees them; ALL stands for "no status parameter". */
export const STATUS_FILTERS = ["ALL", "PENDING", "CONFIRMED", "REJECTED", "CANCELLED", "COMPLETED"] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * Both keys are always present, undefined when unusable: TanStack Router lays a route's validated search over
 * the raw one it inherits, so a key left out would let the raw `?page=abc` through.
 */
export function parseMyBookingsSearch(search: Record<string, unknown>): MyBookingsSearch {
  return { status: parseStatus(search.status), page: parsePage(search.page) };
}

/** The search after choosing a filter: ALL clears the parameter, and any change starts again at page 1. */
export function searchForFilter(filter: StatusFilter): MyBookingsSearch {
  return filter === "ALL" ? {} : { status: filter };
}

/** The search for another page of the same filter; page 1 is the address without `page`. */
export function searchForPage(current: MyBookingsSearch, page: number): MyBookingsSearch {
  const { status } = current;
  return { ...(status ? { status } : {}), ...(page > 1 ? { page } : {}) };
}

/** The address's query for `search` (the defaults left out, as above). */
export function searchParams({ status, page }: MyBookingsSearch): Record<string, string> {
  return { ...(status ? { status } : {}), ...(page !== undefined && page > 1 ? { page: String(page) } : {}) };
}
