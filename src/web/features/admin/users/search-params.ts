// The URL state of the back-office user list (SPEC 2 "Admin users"): the search text (name, e-mail or phone),
// the role and status filters, and the page. Everything is read leniently: an unusable value falls back to its
// default instead of an error page, and defaults are left out of new addresses so every view has exactly one.
//
// The filter form edits a draft (UsersFilterDraft) that reaches the URL only on Apply Filters; Clear All
// empties the URL. This module sits in the eagerly loaded route definition (validateSearch), so it imports
// nothing heavier than roles.ts.
import { ROLES, type Role } from "../../../../domain/roles.ts";
import { parsePage } from "../../../ui/page-param.ts";

// Shared with the other lists; re-exported so this module still holds all of this list's URL reading.
export { parsePage };

/** The account states of the status filter, as they stand in the URL. */
export const USER_STATUSES = ["active", "inactive"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The API's limit for the search text (usersListQuerySchema: optionalQueryText(100)). */
export const SEARCH_MAX_LENGTH = 100;

export interface AdminUsersSearch {
  /** Trimmed, never empty. */
  search?: string | undefined;
  /** Absent means every role. */
  role?: Role | undefined;
  /** Absent means active and inactive accounts. */
  status?: UserStatus | undefined;
  /** Absent means the first page. */
  page?: number | undefined;
}

export function parseSearchText(raw: unknown): string | undefined {
  // The router reads `?search=2024` as a number and `?search=true` as a boolean: both are still search text
  // (a phone number typed into the box arrives as a number).
  const text = typeof raw === "string" ? raw : typeof raw === "number" || typeof raw === "boolean" ? String(raw) : "";
  const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return trimmed === "" ? undefined : trimmed;
}

export function parseRole(raw: unknown): Role | undefined {
  if (typeof raw !== "string") return undefined;
  const upper = raw.trim().toUpperCase();
  return ROLES.find((role) => role === upper);
}

export function parseStatus(raw: unknown): UserStatus | undefined {
  if (typeof raw !== "string") return undefined;
  const lower = raw.trim().toLowerCase();
  return USER_STATUSES.find((status) => status === lower);
}

/**
 * Every key is always present, undefined when unusable: TanStack Router lays a route's validated search over
 * the raw one it inherits, so a key left out would let the raw `?page=abc` through.
 */
export function parseAdminUsersSearch(search: Record<string, unknown>): AdminUsersSearch {
  return {
    search: parseSearchText(search.search),
    role: parseRole(search.role),
    status: parseStatus(search.status),
    page: parsePage(search.page),
  };
}

/** The search without its undefined keys, so an address never carries `?role=undefined`. */
function compact(search: AdminUsersSearch): AdminUsersSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as AdminUsersSearch;
}

/** What the filter form holds before Apply Filters: "ALL" stands for "no parameter". */
export interface UsersFilterDraft {
  search: string;
  role: Role | "ALL";
  status: UserStatus | "ALL";
}

export const EMPTY_DRAFT: UsersFilterDraft = { search: "", role: "ALL", status: "ALL" };

/** The form as the applied URL state fills it (on load, after Back, after Clear All). */
export function draftOf(search: AdminUsersSearch): UsersFilterDraft {
  return { search: search.search ?? "", role: search.role ?? "ALL", status: search.status ?? "ALL" };
}

/** Apply Filters: the draft becomes the URL state, and the list starts again at page 1. */
export function applyDraft(draft: UsersFilterDraft): AdminUsersSearch {
  return compact({
    search: parseSearchText(draft.search),
    role: draft.role === "ALL" ? undefined : draft.role,
    status: draft.status === "ALL" ? undefined : draft.status,
  });
}

/** Clear All: no search, no filter, first page — the bare address. */
export function clearedSearch(): AdminUsersSearch {
  return {};
}

/** Whether the form holds something the list does not show yet. */
export function hasPendingChanges(draft: UsersFilterDraft, applied: AdminUsersSearch): boolean {
  const next = applyDraft(draft);
  return next.search !== applied.search || next.role !== applied.role || next.status !== applied.status;
}

/** Whether the list is narrowed by a search or a filter (the empty state then offers Clear All). */
export function isFiltered(search: AdminUsersSearch): boolean {
  return search.search !== undefined || search.role !== undefined || search.status !== undefined;
}

/** Another page of the same list; page 1 is the address without `page`. */
export function withPage(current: AdminUsersSearch, page: number): AdminUsersSearch {
  return compact({ ...current, page: page > 1 ? page : undefined });
}

/** The list the URL asks for, with every default filled in (what the API is asked for). */
export interface UsersListFilter {
  search: string | undefined;
  role: Role | undefined;
  isActive: boolean | undefined;
  page: number;
}

export function listFilter(search: AdminUsersSearch): UsersListFilter {
  return {
    search: search.search,
    role: search.role,
    isActive: search.status === undefined ? undefined : search.status === "active",
    page: search.page ?? 1,
  };
}
