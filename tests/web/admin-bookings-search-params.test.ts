// The back-office bookings list's URL state (SPEC 2 "Admin bookings"): status, page, sortBy, sortOrder,
// search and booking read leniently (bad values fall back to the defaults), defaults left out of addresses,
// and every change of what is listed starting again at page 1.
import { describe, expect, it } from "vitest";
import { BOOKING_SORT_FIELDS } from "../../src/domain/schemas/booking.ts";
import {
  SORT_CHOICES,
  SORT_FIELDS,
  STATUS_FILTERS,
  listFilter,
  parseAdminBookingsSearch,
  parseBookingId,
  parsePage,
  parseSearchText,
  parseSortBy,
  parseSortOrder,
  withBooking,
  withoutFilters,
  withPage,
  withSearchText,
  withSortBy,
  withSortOrder,
  withStatus,
} from "../../src/web/features/admin/bookings/search-params.ts";

const ID = "0b6f3c1e-5d2a-4c9b-8e7f-1a2b3c4d5e6f";

describe("parseAdminBookingsSearch", () => {
  it("keeps every usable value", () => {
    expect(
      parseAdminBookingsSearch({
        status: "PENDING",
        page: 3,
        sortBy: "checkIn",
        sortOrder: "asc",
        search: "anna@example.com",
        booking: ID,
      }),
    ).toEqual({
      status: "PENDING",
      page: 3,
      sortBy: "checkIn",
      sortOrder: "asc",
      search: "anna@example.com",
      booking: ID,
    });
  });

  it("reads values in any letter case and pages written as text, as a pasted address may have them", () => {
    expect(
      parseAdminBookingsSearch({
        status: " confirmed ",
        page: "2",
        sortBy: "TOTALPRICE",
        sortOrder: "ASC",
        booking: ID.toUpperCase(),
      }),
    ).toEqual({
      status: "CONFIRMED",
      page: 2,
      sortBy: "totalPrice",
      sortOrder: "asc",
      search: undefined,
      booking: ID,
    });
  });

  it("has every key even when nothing is usable, so the raw values cannot leak through", () => {
    const parsed = parseAdminBookingsSearch({
      status: "ARCHIVED",
      page: "abc",
      sortBy: "guestName",
      sortOrder: "sideways",
      search: "   ",
      booking: "42",
    });
    expect(Object.keys(parsed).sort()).toEqual(["booking", "page", "search", "sortBy", "sortOrder", "status"]);
    expect(Object.values(parsed).every((value) => value === undefined)).toBe(true);
  });

  it("leaves the defaults out: pending first, desc, page 1, all statuses", () => {
    expect(parseSortBy("pendingFirst")).toBeUndefined();
    // Newest first is a choice of the owner's once pending-first is the default.
    expect(parseSortBy("createdAt")).toBe("createdAt");
    expect(parseSortOrder("desc")).toBeUndefined();
    expect(parsePage(1)).toBeUndefined();
    expect(parseAdminBookingsSearch({ status: "ALL" }).status).toBeUndefined();
  });

  it("drops pages that are not whole numbers above 1", () => {
    for (const raw of [1, 0, -2, 2.5, "abc", "2x", "", null, Number.NaN, "99999999999999999999"]) {
      expect(parsePage(raw), String(raw)).toBeUndefined();
    }
  });

  it("drops sort values that are not strings of the API's fields", () => {
    for (const raw of [["checkIn"], 1, null, "check_in", "updatedAt"]) expect(parseSortBy(raw)).toBeUndefined();
    for (const raw of [["asc"], 1, true, "ascending"]) expect(parseSortOrder(raw)).toBeUndefined();
  });

  it("keeps search text the router read as a number or boolean, trimmed and cut to the API's 100 characters", () => {
    expect(parseSearchText(2024)).toBe("2024");
    expect(parseSearchText(true)).toBe("true");
    expect(parseSearchText("  El Gouna  ")).toBe("El Gouna");
    expect(parseSearchText("x".repeat(150))).toHaveLength(100);
    expect(parseSearchText(["anna"])).toBeUndefined();
    expect(parseSearchText({ q: "anna" })).toBeUndefined();
  });

  it("opens a detail only for something shaped like a booking id", () => {
    expect(parseBookingId(` ${ID} `)).toBe(ID);
    for (const raw of ["1", "not-an-id", `${ID}x`, 42, null, [ID]])
      expect(parseBookingId(raw), String(raw)).toBeUndefined();
  });
});

describe("the sort fields", () => {
  it("are exactly the API's, in the API's order", () => {
    expect([...SORT_FIELDS]).toEqual([...BOOKING_SORT_FIELDS]);
  });

  it("come after the default, pending first", () => {
    expect([...SORT_CHOICES]).toEqual(["pendingFirst", ...BOOKING_SORT_FIELDS]);
  });
});

describe("listFilter", () => {
  it("fills in the defaults the API is asked for", () => {
    expect(listFilter({})).toEqual({
      status: undefined,
      page: 1,
      sortBy: "pendingFirst",
      sortOrder: "desc",
      search: undefined,
    });
    expect(listFilter({ status: "PENDING", page: 4, sortBy: "checkOut", sortOrder: "asc", search: "Hana" })).toEqual({
      status: "PENDING",
      page: 4,
      sortBy: "checkOut",
      sortOrder: "asc",
      search: "Hana",
    });
  });
});

describe("changing the list", () => {
  const current = {
    status: "CONFIRMED" as const,
    page: 3,
    sortBy: "checkIn" as const,
    sortOrder: "asc" as const,
    search: "anna",
    booking: ID,
  };

  it("a status filter keeps the sort and search, starts at page 1 and closes the detail; ALL removes it", () => {
    expect(withStatus(current, "PENDING")).toEqual({
      status: "PENDING",
      sortBy: "checkIn",
      sortOrder: "asc",
      search: "anna",
    });
    expect(withStatus(current, "ALL")).toEqual({ sortBy: "checkIn", sortOrder: "asc", search: "anna" });
    expect(STATUS_FILTERS[0]).toBe("ALL");
  });

  it("a sort field or order starts at page 1, and the default one leaves the address", () => {
    expect(withSortBy(current, "totalPrice")).toEqual({
      status: "CONFIRMED",
      sortBy: "totalPrice",
      sortOrder: "asc",
      search: "anna",
    });
    expect(withSortBy(current, "pendingFirst")).toEqual({ status: "CONFIRMED", sortOrder: "asc", search: "anna" });
    expect(withSortBy({}, "createdAt")).toEqual({ sortBy: "createdAt" });
    expect(withSortOrder(current, "desc")).toEqual({ status: "CONFIRMED", sortBy: "checkIn", search: "anna" });
    expect(withSortOrder({}, "asc")).toEqual({ sortOrder: "asc" });
  });

  it("search text is trimmed, empty text removes it, and the list starts at page 1", () => {
    expect(withSearchText(current, "  Hurghada ")).toEqual({
      status: "CONFIRMED",
      sortBy: "checkIn",
      sortOrder: "asc",
      search: "Hurghada",
    });
    expect(withSearchText(current, "   ")).toEqual({ status: "CONFIRMED", sortBy: "checkIn", sortOrder: "asc" });
  });

  it("another page keeps everything else; page 1 has no parameter", () => {
    expect(withPage(current, 2)).toEqual({
      status: "CONFIRMED",
      page: 2,
      sortBy: "checkIn",
      sortOrder: "asc",
      search: "anna",
    });
    expect(withPage(current, 1)).toEqual({ status: "CONFIRMED", sortBy: "checkIn", sortOrder: "asc", search: "anna" });
  });

  it("opening and closing a detail keeps the list as it is", () => {
    const { booking: _closed, ...list } = current;
    expect(withBooking(list, ID)).toEqual(current);
    expect(withBooking(current, undefined)).toEqual(list);
  });

  it("clearing filters keeps only the sort", () => {
    expect(withoutFilters(current)).toEqual({ sortBy: "checkIn", sortOrder: "asc" });
    expect(withoutFilters({ status: "PENDING", search: "x" })).toEqual({});
  });
});
