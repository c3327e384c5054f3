// The booking page's link parameters (/{lang}/booking?checkIn=&checkOut=&guests=): built by the home teaser, read
// leniently by the page — a value that makes no sense is dropped, never an error.
import { describe, expect, it } from "vitest";
import { bookingHref, parseBookingSearch } from "../../src/web/shared/booking/booking-search.ts";

describe("parseBookingSearch", () => {
  it("reads the teaser's dates and guests", () => {
    expect(parseBookingSearch({ checkIn: "2027-03-12", checkOut: "2027-03-15", guests: 4 })).toEqual({
      checkIn: "2027-03-12",
      checkOut: "2027-03-15",
      guests: 4,
    });
    // The guests arrive as text when the router does not turn them into a number.
    expect(parseBookingSearch({ guests: "3" })).toEqual({ guests: 3 });
  });

  it("round-trips what bookingHref writes", () => {
    const href = bookingHref("de", { checkIn: "2027-03-12", checkOut: "2027-03-15", guests: 2 });
    const query = Object.fromEntries(new URL(href, "http://villa.test").searchParams);
    expect(parseBookingSearch(query)).toEqual({ checkIn: "2027-03-12", checkOut: "2027-03-15", guests: 2 });
  });

  it("drops dates that are not a real, ordered pair", () => {
    expect(parseBookingSearch({ checkIn: "2027-02-30", checkOut: "2027-03-02" })).toEqual({});
    expect(parseBookingSearch({ checkIn: "2027-03-15", checkOut: "2027-03-12" })).toEqual({});
    expect(parseBookingSearch({ checkIn: "2027-03-15", checkOut: "2027-03-15" })).toEqual({});
    expect(parseBookingSearch({ checkIn: "2027-03-12" })).toEqual({});
    expect(parseBookingSearch({ checkIn: "<script>", checkOut: ["2027-03-15"] })).toEqual({});
  });

  it("drops a guest count that is not a small whole number", () => {
    for (const guests of [0, -1, 2.5, 51, "abc", "4 ", "1e1", null, {}, Number.NaN]) {
      expect(parseBookingSearch({ guests })).toEqual(guests === "4 " ? { guests: 4 } : {});
    }
    expect(parseBookingSearch({ guests: 50 })).toEqual({ guests: 50 });
  });
});

describe("bookingHref", () => {
  it("carries the chosen dates and guests", () => {
    expect(bookingHref("fr", { checkIn: "2027-03-12", checkOut: "2027-03-15", guests: 4 })).toBe(
      "/fr/booking?checkIn=2027-03-12&checkOut=2027-03-15&guests=4",
    );
  });

  it("leaves out dates the guest has not chosen", () => {
    expect(bookingHref("en", { checkIn: "2027-03-12", checkOut: null, guests: 2 })).toBe("/en/booking?guests=2");
  });
});
