// The back-office user list, one page at a time (SPEC 7 GET /profile/all: page size 10, newest accounts first;
// ADMIN only). Search, role and active state are filtered by the server, so they cover every page.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { User } from "../../../../domain/schemas/user.ts";
import { apiGetPage, type PageInfo } from "../../../api/http.ts";
import type { UsersListFilter } from "./search-params.ts";

/** SPEC 7 "GET /profile/all ... limit (10)". */
export const ADMIN_USERS_PAGE_SIZE = 10;

/** Every cached page of the list starts with this key, so one invalidation refreshes them all. */
export const ADMIN_USERS_KEY = ["users", "admin-list"] as const;

export interface AdminUsersPage {
  items: User[];
  pagination: PageInfo;
}

export function adminUsersQueryKey(filter: UsersListFilter) {
  return [
    ...ADMIN_USERS_KEY,
    { search: filter.search ?? "", role: filter.role ?? "ALL", isActive: filter.isActive ?? "ALL", page: filter.page },
  ] as const;
}

export function adminUsersPath(filter: UsersListFilter): string {
  const query = new URLSearchParams({
    page: String(filter.page),
    limit: String(ADMIN_USERS_PAGE_SIZE),
    sortBy: "createdAt",
    sortOrder: "desc",
  });
  if (filter.search) query.set("search", filter.search);
  if (filter.role) query.set("role", filter.role);
  if (filter.isActive !== undefined) query.set("isActive", String(filter.isActive));
  return `/profile/all?${query.toString()}`;
}

export async function fetchAdminUsers(filter: UsersListFilter, signal?: AbortSignal): Promise<AdminUsersPage> {
  const { items, pagination } = await apiGetPage<User>(adminUsersPath(filter), { signal });
  // The API always pages its lists; a missing object would mean one page holding everything it sent.
  return {
    items,
    pagination: pagination ?? { page: filter.page, limit: ADMIN_USERS_PAGE_SIZE, total: items.length, totalPages: 1 },
  };
}

export function useAdminUsers(filter: UsersListFilter) {
  return useQuery({
    queryKey: adminUsersQueryKey(filter),
    queryFn: ({ signal }) => fetchAdminUsers(filter, signal),
    // Another page or filter keeps the current rows on screen (dimmed) until it arrives.
    placeholderData: keepPreviousData,
    // The HTTP client already retries what is worth retrying; a second layer would delay the error box.
    retry: false,
  });
}
