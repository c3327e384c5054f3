// When a signed-in guest's bookings make the worker keep the site offline on Save-Data (src/web/pwa/keep-offline-for-stays.ts).
import { describe, expect, it } from "vitest";
import { bookingsOfQuery, hasUpcomingStay } from "../../src/web/pwa/keep-offline-for-stays.ts";

const TODAY = "2026-11-27";

describe("hasUpcomingStay", () => {
  it("counts a pending or confirmed stay that has not ended", () => {
    expect(hasUpcomingStay([{ status: "CONFIRMED", checkOut: "2027-01-10" }], TODAY)).toBe(true);
    expect(hasUpcomingStay([{ status: "PENDING", checkOut: TODAY }], TODAY)).toBe(true);
  });

  it("ignores past, cancelled and declined stays", () => {
    expect(
      hasUpcomingStay(
        [
          { status: "CONFIRMED", checkOut: "2026-11-26" },
          { status: "CANCELLED", checkOut: "2027-01-10" },
          { status: "REJECTED", checkOut: "2027-01-10" },
        ],
        TODAY,
      ),
    ).toBe(false);
  });
});

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
