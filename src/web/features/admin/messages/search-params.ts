// The URL state of the messages screen: the Unread filter and the page. Read leniently (anything unusable is
// the default: all messages, first page), and defaults are left out of addresses. Only import-free modules: the
// route's validateSearch runs in the eagerly loaded bundle.
import { parsePage } from "../../../ui/page-param.ts";

export interface MessagesSearch {
  /** Only the messages nobody has marked read; absent means all. */
  unread?: true;
  /** Absent means the first page. */
  page?: number;
}

function parseUnread(raw: unknown): true | undefined {
  return raw === true || raw === "true" || raw === "1" || raw === 1 ? true : undefined;
}

/** Both keys always present (undefined when unusable), so a raw `?page=abc` never shows through. */
export function parseMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  return { unread: parseUnread(search.unread), page: parsePage(search.page) };
}

/** The search for the All / Unread choice: a new filter starts at page 1. */
export function searchForUnread(unread: boolean): MessagesSearch {
  return unread ? { unread: true } : {};
}

/** Another page of the same filter; page 1 is the address without `page`. */
export function searchForPage(current: MessagesSearch, page: number): MessagesSearch {
  return { ...(current.unread ? { unread: true as const } : {}), ...(page > 1 ? { page } : {}) };
}
