// What each booking of My Bookings shows: the id as its last 8 characters, the actions and tags its status
// allows, the reason beside the status, the list call, and the cancel request's Idempotency-Key.
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKING_STATUSES } from "../../src/domain/booking-status.ts";
import { canCancel, showsPayment } from "../../src/web/features/my-bookings/booking-rules.ts";
import { newIdempotencyKey } from "../../src/web/features/my-bookings/idempotency-key.ts";
import { myBookingsPath, myBookingsQueryKey } from "../../src/web/shared/my-stays/my-bookings-query.ts";
import { shortBookingId } from "../../src/web/ui/booking/short-id.ts";
import { statusReason } from "../../src/web/features/my-bookings/status-reason.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("shortBookingId", () => {
  it("is the last 8 characters of the id, in capitals", () => {
    expect(shortBookingId("0b9f2c1e-5d4a-4c3b-9a8f-7e6d5c4b3a2f")).toBe("5C4B3A2F");
  });

  it("keeps a shorter id whole", () => {
    expect(shortBookingId("abc")).toBe("ABC");
  });
});

describe("what a status allows", () => {
  it("offers Cancel only for PENDING and CONFIRMED (SPEC 6)", () => {
    expect(BOOKING_STATUSES.filter(canCancel)).toEqual(["PENDING", "CONFIRMED"]);
  });

  it("shows Paid / Unpaid once a booking is confirmed", () => {
    expect(BOOKING_STATUSES.filter(showsPayment)).toEqual(["CONFIRMED", "COMPLETED"]);
  });

  it("shows the cancellation reason on CANCELLED and the rejection reason on REJECTED", () => {
    const reasons = { cancellationReason: "Flight moved", rejectionReason: "Closed for repairs" };
    expect(statusReason({ status: "CANCELLED", ...reasons })).toBe("Flight moved");
    expect(statusReason({ status: "REJECTED", ...reasons })).toBe("Closed for repairs");
    expect(statusReason({ status: "CONFIRMED", ...reasons })).toBeNull();
    expect(statusReason({ status: "CANCELLED", cancellationReason: null, rejectionReason: null })).toBeNull();
  });
});

describe("the list call", () => {
  it("asks for 10 per page, newest first, with the status only when filtered (SPEC 7, SPEC 9)", () => {
    expect(myBookingsPath({ status: undefined, page: 1 })).toBe(
      "/bookings/my?page=1&limit=10&sortBy=createdAt&sortOrder=desc",
    );
    expect(myBookingsPath({ status: "CANCELLED", page: 2 })).toBe(
      "/bookings/my?page=2&limit=10&sortBy=createdAt&sortOrder=desc&status=CANCELLED",
    );
  });

  it("caches each filter and page under the shared bookings key", () => {
    expect(myBookingsQueryKey({ status: undefined, page: 1 })).toEqual(["bookings", "my", { status: "ALL", page: 1 }]);
    expect(myBookingsQueryKey({ status: "PENDING", page: 3 })).toEqual([
      "bookings",
      "my",
      { status: "PENDING", page: 3 },
    ]);
  });
});

describe("newIdempotencyKey", () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("is a fresh version 4 UUID each time", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it("is built from getRandomValues where randomUUID is missing (plain http on a phone)", () => {
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(newIdempotencyKey()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});
