// The request behind the back-office user list (SPEC 7 GET /profile/all: page, limit 10, search, role,
// isActive, newest first), checked against the server's own query schema so the two cannot drift apart.
import { describe, expect, it } from "vitest";
import { usersListQuerySchema } from "../../src/domain/schemas/profile.ts";
import { listFilter, parseAdminUsersSearch } from "../../src/web/features/admin/users/search-params.ts";
import {
  ADMIN_USERS_PAGE_SIZE,
  adminUsersPath,
  adminUsersQueryKey,
} from "../../src/web/features/admin/users/users-query.ts";

function queryOf(path: string): Record<string, string> {
  const url = new URL(path, "http://localhost");
  expect(url.pathname).toBe("/profile/all");
  return Object.fromEntries(url.searchParams);
}

describe("adminUsersPath", () => {
  it("asks for the first 10 accounts, newest first, when nothing is filtered", () => {
    expect(ADMIN_USERS_PAGE_SIZE).toBe(10);
    expect(queryOf(adminUsersPath(listFilter({})))).toEqual({
      page: "1",
      limit: "10",
      sortBy: "createdAt",
      sortOrder: "desc",
    });
  });

  it("sends the search text, the role and the active state the server filters by", () => {
    const filter = listFilter(
      parseAdminUsersSearch({ search: "+49 151 & co", role: "host", status: "inactive", page: "3" }),
    );
    const query = queryOf(adminUsersPath(filter));
    expect(query).toEqual({
      page: "3",
      limit: "10",
      sortBy: "createdAt",
      sortOrder: "desc",
      search: "+49 151 & co",
      role: "HOST",
      isActive: "false",
    });
    const parsed = usersListQuerySchema.parse(query);
    expect(parsed).toMatchObject({
      page: 3,
      limit: 10,
      search: "+49 151 & co",
      role: "HOST",
      isActive: false,
      sortBy: "createdAt",
      sortOrder: "desc",
    });
  });

  it("asks for active accounts as isActive=true", () => {
    expect(usersListQuerySchema.parse(queryOf(adminUsersPath(listFilter({ status: "active" })))).isActive).toBe(true);
  });

  it("caches each filter and page separately, under one prefix", () => {
    const a = adminUsersQueryKey(listFilter({ role: "GUEST" }));
    const b = adminUsersQueryKey(listFilter({ role: "GUEST", page: 2 }));
    const c = adminUsersQueryKey(listFilter({ role: "HOST" }));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
    expect(a.slice(0, 2)).toEqual(b.slice(0, 2));
  });
});
