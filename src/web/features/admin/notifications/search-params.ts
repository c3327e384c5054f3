// The URL state of the notifications screen: the page, read leniently (anything unusable is the first page) and
// left out of the address on page 1. Import-free: the route's validateSearch runs in the eagerly loaded bundle.
import { parsePage } from "../../../ui/page-param.ts";

export interface NotificationsSearch {
  /** Absent means the first page. */
  page?: number;
}

export function parseNotificationsSearch(search: Record<string, unknown>): NotificationsSearch {
  return { page: parsePage(search.page) };
}

export function searchForPage(page: number): NotificationsSearch {
  return page > 1 ? { page } : {};
}
