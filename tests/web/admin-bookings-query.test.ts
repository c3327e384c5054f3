// The back-office bookings request (SPEC 7 GET /bookings: page, limit 20, sortBy, sortOrder, status, and the
// server-side search): what the URL state turns into.
import { describe, expect, it } from "vitest";
import { ADMIN_BOOKINGS_PAGE_SIZE, adminBookingsPath } from "../../src/web/features/admin/bookings/bookings-query.ts";
import { listFilter } from "../../src/web/features/admin/bookings/search-params.ts";

const query = (path: string) => Object.fromEntries(new URL(path, "http://x").searchParams);

describe("adminBookingsPath", () => {
  it("asks for 20 a page, pending requests first, then newest first, when the URL says nothing", () => {
    expect(ADMIN_BOOKINGS_PAGE_SIZE).toBe(20);
    expect(adminBookingsPath(listFilter({}))).toMatch(/^\/bookings\?/);
    expect(query(adminBookingsPath(listFilter({})))).toEqual({
      page: "1",
      limit: "20",
      sortBy: "createdAt",
      sortOrder: "desc",
      pendingFirst: "true",
    });
    expect(query(adminBookingsPath(listFilter({ sortOrder: "asc" })))).toMatchObject({
      sortOrder: "asc",
      pendingFirst: "true",
    });
  });

  it("a sort the owner chose wins: no pending-first, even by creation", () => {
    expect(query(adminBookingsPath(listFilter({ sortBy: "createdAt" })))).toEqual({
      page: "1",
      limit: "20",
      sortBy: "createdAt",
      sortOrder: "desc",
    });
    expect(query(adminBookingsPath(listFilter({ sortBy: "checkIn" })))).not.toHaveProperty("pendingFirst");
  });

  it("passes the filter, sort, page and search, encoded", () => {
    expect(
      query(
        adminBookingsPath(
          listFilter({
            status: "PENDING",
            page: 3,
            sortBy: "totalPrice",
            sortOrder: "asc",
            search: "anna+1@example.com & co",
          }),
        ),
      ),
    ).toEqual({
      page: "3",
      limit: "20",
      sortBy: "totalPrice",
      sortOrder: "asc",
      status: "PENDING",
      search: "anna+1@example.com & co",
    });
  });

  it("the open detail is not part of the list request", () => {
    expect(
      query(adminBookingsPath(listFilter({ booking: "0b6f3c1e-5d2a-4c9b-8e7f-1a2b3c4d5e6f" }))),
    ).not.toHaveProperty("booking");
  });
});
