// When a signed-in guest's bookings make the worker keep the site offline on Save-Data (src/web/pwa/keep-offline-for-stays.ts).
import { describe, expect, it } from "vitest";
import { bookingsOfQuery } from "../../src/web/pwa/keep-offline-for-stays.ts";

describe("bookingsOfQuery", () => {
  const booking = { status: "CONFIRMED", checkOut: "2027-01-10" };

  it("reads My Bookings' pages and the open stays' list", () => {
    expect(bookingsOfQuery(["bookings", "my", { page: 1 }], { items: [booking] })).toEqual([booking]);
    expect(bookingsOfQuery(["bookings", "own-stays"], [booking])).toEqual([booking]);
  });

  it("ignores every other query", () => {
    expect(bookingsOfQuery(["bookings", "admin", "list"], { items: [booking] })).toEqual([]);
    expect(bookingsOfQuery(["villas"], [booking])).toEqual([]);
    expect(bookingsOfQuery(["bookings", "my"], undefined)).toEqual([]);
  });
});
