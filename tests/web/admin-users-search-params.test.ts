// The back-office user list's URL state (SPEC 2 "Admin users"): `search`, `role`, `status` and `page` read
// leniently; the filter form's draft reaches the URL only through Apply Filters (back to page 1), and Clear All
// empties everything.
import { describe, expect, it } from "vitest";
import { usersListQuerySchema } from "../../src/domain/schemas/profile.ts";
import {
  applyDraft,
  clearedSearch,
  draftOf,
  EMPTY_DRAFT,
  hasPendingChanges,
  isFiltered,
  listFilter,
  parseAdminUsersSearch,
  parsePage,
  parseRole,
  parseSearchText,
  parseStatus,
  SEARCH_MAX_LENGTH,
  withPage,
} from "../../src/web/features/admin/users/search-params.ts";

describe("parseAdminUsersSearch", () => {
  it("keeps a search text, a role, a status and a page past the first", () => {
    expect(parseAdminUsersSearch({ search: "hana", role: "HOST", status: "inactive", page: 3 })).toEqual({
      search: "hana",
      role: "HOST",
      status: "inactive",
      page: 3,
    });
  });

  it("accepts roles and statuses in any letter case, with spaces around, and a page written as text", () => {
    expect(parseAdminUsersSearch({ role: " guest ", status: "ACTIVE", page: "2" })).toEqual({
      search: undefined,
      role: "GUEST",
      status: "active",
      page: 2,
    });
  });

  it("drops unknown roles and statuses and anything that is not text: every account is shown", () => {
    for (const raw of ["ALL", "OWNER", "", ["HOST"], 1, null, undefined])
      expect(parseRole(raw), String(raw)).toBeUndefined();
    for (const raw of ["ALL", "enabled", "true", "", ["active"], true, null])
      expect(parseStatus(raw), String(raw)).toBeUndefined();
  });

  it("drops pages that are not whole numbers above 1: the first page is shown", () => {
    for (const raw of [
      1,
      0,
      -2,
      2.5,
      "abc",
      "2x",
      "",
      null,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "99999999999999999999",
    ]) {
      expect(parsePage(raw), String(raw)).toBeUndefined();
    }
  });

  it("reads a phone number or a year the router parsed as a number as search text, trimmed", () => {
    expect(parseSearchText(4915112345678)).toBe("4915112345678");
    expect(parseSearchText(true)).toBe("true");
    expect(parseSearchText("  Hana Host  ")).toBe("Hana Host");
    expect(parseSearchText("   ")).toBeUndefined();
    expect(parseSearchText({ q: "x" })).toBeUndefined();
  });

  it("cuts the search text to what the API accepts", () => {
    const long = `${"a".repeat(SEARCH_MAX_LENGTH)}bbb`;
    const cut = parseSearchText(long);
    expect(cut).toHaveLength(SEARCH_MAX_LENGTH);
    expect(usersListQuerySchema.safeParse({ search: cut }).success).toBe(true);
    expect(usersListQuerySchema.safeParse({ search: long }).success).toBe(false);
  });

  it("never throws, and names every key even when unusable so the raw values cannot show through", () => {
    expect(parseAdminUsersSearch({})).toStrictEqual({
      search: undefined,
      role: undefined,
      status: undefined,
      page: undefined,
    });
    expect(
      parseAdminUsersSearch({ search: { x: 1 }, role: 7, status: [], page: { y: 2 }, other: "kept out" }),
    ).toStrictEqual({
      search: undefined,
      role: undefined,
      status: undefined,
      page: undefined,
    });
  });
});

describe("the filter draft", () => {
  it("starts from what the address applies, ALL standing for no filter", () => {
    expect(draftOf({})).toEqual(EMPTY_DRAFT);
    expect(draftOf({ search: "x@y.z", role: "ADMIN", status: "active", page: 4 })).toEqual({
      search: "x@y.z",
      role: "ADMIN",
      status: "active",
    });
  });

  it("Apply Filters writes search, role and status together and goes back to page 1", () => {
    expect(applyDraft({ search: "  Hana ", role: "HOST", status: "inactive" })).toStrictEqual({
      search: "Hana",
      role: "HOST",
      status: "inactive",
    });
  });

  it("Apply Filters leaves out what is not filtered, so the address has no empty parameters", () => {
    expect(applyDraft(EMPTY_DRAFT)).toStrictEqual({});
    expect(applyDraft({ search: "   ", role: "ALL", status: "active" })).toStrictEqual({ status: "active" });
  });

  it("Clear All is the bare address: no search, no filter, first page", () => {
    expect(clearedSearch()).toStrictEqual({});
  });

  it("knows when the form holds changes the list does not show yet", () => {
    const applied = { search: "hana", role: "HOST" as const, page: 2 };
    expect(hasPendingChanges(draftOf(applied), applied)).toBe(false);
    // Spaces around the text change nothing that would be sent.
    expect(hasPendingChanges({ search: " hana ", role: "HOST", status: "ALL" }, applied)).toBe(false);
    expect(hasPendingChanges({ search: "hana", role: "ALL", status: "ALL" }, applied)).toBe(true);
    expect(hasPendingChanges({ search: "hana", role: "HOST", status: "inactive" }, applied)).toBe(true);
    expect(hasPendingChanges(EMPTY_DRAFT, applied)).toBe(true);
  });

  it("tells a narrowed list from the whole one (the page alone does not narrow it)", () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ search: "a" })).toBe(true);
    expect(isFiltered({ role: "GUEST" })).toBe(true);
    expect(isFiltered({ status: "inactive" })).toBe(true);
  });
});

describe("paging and the API query", () => {
  it("keeps the filters when paging; page 1 is the address without page", () => {
    const current = { search: "a", status: "active" as const, page: 3 };
    expect(withPage(current, 4)).toStrictEqual({ search: "a", status: "active", page: 4 });
    expect(withPage(current, 1)).toStrictEqual({ search: "a", status: "active" });
  });

  it("turns the URL state into the API filter with every default filled in", () => {
    expect(listFilter({})).toEqual({ search: undefined, role: undefined, isActive: undefined, page: 1 });
    expect(listFilter({ search: "x", role: "GUEST", status: "inactive", page: 2 })).toEqual({
      search: "x",
      role: "GUEST",
      isActive: false,
      page: 2,
    });
    expect(listFilter({ status: "active" }).isActive).toBe(true);
  });
});
