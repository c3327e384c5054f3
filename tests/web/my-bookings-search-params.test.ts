// My Bookings' URL state (SPEC 2): `status` and `page` read leniently, ALL clears the filter, a filter change
// starts again at page 1, and page 1 has no parameter.
import { describe, expect, it } from "vitest";
import {
  STATUS_FILTERS,
  parseMyBookingsSearch,
  parsePage,
  parseStatus,
  searchForFilter,
  searchForPage,
} from "../../src/web/features/my-bookings/search-params.ts";

describe("parseMyBookingsSearch", () => {
  it("keeps a booking status and a page past the first", () => {
    expect(parseMyBookingsSearch({ status: "CONFIRMED", page: 3 })).toEqual({ status: "CONFIRMED", page: 3 });
  });

  it("accepts a status in any letter case and a page written as text", () => {
    expect(parseMyBookingsSearch({ status: " pending ", page: "2" })).toEqual({ status: "PENDING", page: 2 });
  });

  it("drops ALL, unknown statuses and non-strings: all statuses are shown", () => {
    expect(parseStatus("ALL")).toBeUndefined();
    expect(parseStatus("ARCHIVED")).toBeUndefined();
    expect(parseStatus(["PENDING"])).toBeUndefined();
    expect(parseStatus(undefined)).toBeUndefined();
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

  it("never throws, and names both keys even when unusable so the raw values cannot show through", () => {
    expect(parseMyBookingsSearch({})).toStrictEqual({ status: undefined, page: undefined });
    expect(parseMyBookingsSearch({ status: { x: 1 }, page: { y: 2 }, other: "kept out" })).toStrictEqual({
      status: undefined,
      page: undefined,
    });
  });
});

describe("filter and page changes", () => {
  it("lists ALL first, then the statuses in the order of the brief", () => {
    expect(STATUS_FILTERS).toEqual(["ALL", "PENDING", "CONFIRMED", "REJECTED", "CANCELLED", "COMPLETED"]);
  });

  it("ALL clears the status; any filter drops the page", () => {
    expect(searchForFilter("ALL")).toEqual({});
    expect(searchForFilter("CANCELLED")).toEqual({ status: "CANCELLED" });
  });

  it("a page change keeps the filter and leaves page 1 out of the URL", () => {
    expect(searchForPage({ status: "PENDING", page: 3 }, 4)).toEqual({ status: "PENDING", page: 4 });
    expect(searchForPage({ status: "PENDING", page: 2 }, 1)).toEqual({ status: "PENDING" });
    expect(searchForPage({}, 2)).toEqual({ page: 2 });
  });
});
