// PUT /api/bookings/{id}/confirm|reject|cancel|complete|toggle-payment: the SPEC 4 reading A
// state machine (same-state requests idempotent), who may do what, and concurrent requests.
import { eq } from "drizzle-orm";
import { addDays } from "../../src/domain/dates.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../src/server/db/schema.ts";
import { NOW, bookingBody, day, insertBooking, insertVilla, postBooking } from "./bookings-helpers.ts";
import {
  createTestApp,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

type Status = "PENDING" | "CONFIRMED" | "COMPLETED" | "CANCELLED" | "REJECTED";
type Action = "confirm" | "reject" | "cancel" | "complete";
const DONE: Record<Action, string> = {
  confirm: "Booking confirmed",
  reject: "Booking rejected",
  cancel: "Booking cancelled",
  complete: "Booking completed",
};

describe(`booking transitions (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let host: TestUser;
  let otherHost: TestUser;
  let guest: TestUser;
  let otherGuest: TestUser;
  let villaId: string;
  let nextNight = 1;
  // Past stays end before yesterday: the nights around today belong to the check-out test.
  let lastPastCheckOut = -2;

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now });
    [admin, host, otherHost, guest, otherGuest] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app),
      registerUser(t.app),
    ]);
    villaId = (await insertVilla(t.db, host.id)).id;
  });
  afterAll(async () => t?.close());

  /** A booking of `guest` on the host's villa, on nights no other test uses. */
  async function bookingIn(status: Status, extra: Partial<typeof bookings.$inferInsert> = {}) {
    const checkIn = day(nextNight);
    nextNight += 3;
    return insertBooking(t.db, { villaId, guestId: guest.id, checkIn, checkOut: day(nextNight - 1), status, ...extra });
  }
  /** A booking whose stay is over, on past nights no other test uses. */
  async function stayEndedIn(status: Status) {
    const checkOut = day(lastPastCheckOut);
    lastPastCheckOut -= 3;
    return insertBooking(t.db, { villaId, guestId: guest.id, checkIn: addDays(checkOut, -2), checkOut, status });
  }
  const put = (who: TestUser | null, id: string, action: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: "PUT",
      url: `/api/bookings/${id}/${action}`,
      headers: who ? who.headers : {},
      ...(payload ? { payload } : {}),
    });
  const statusOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  // [from, action, expected HTTP status, resulting status]
  const table: [Status, Action, number, Status][] = [
    ["PENDING", "confirm", 200, "CONFIRMED"],
    ["CONFIRMED", "confirm", 200, "CONFIRMED"],
    ["COMPLETED", "confirm", 409, "COMPLETED"],
    ["CANCELLED", "confirm", 409, "CANCELLED"],
    ["REJECTED", "confirm", 409, "REJECTED"],
    ["PENDING", "reject", 200, "REJECTED"],
    ["REJECTED", "reject", 200, "REJECTED"],
    ["CONFIRMED", "reject", 409, "CONFIRMED"],
    ["COMPLETED", "reject", 409, "COMPLETED"],
    ["CANCELLED", "reject", 409, "CANCELLED"],
    ["PENDING", "cancel", 200, "CANCELLED"],
    ["CONFIRMED", "cancel", 200, "CANCELLED"],
    ["CANCELLED", "cancel", 200, "CANCELLED"],
    ["COMPLETED", "cancel", 409, "COMPLETED"],
    ["REJECTED", "cancel", 409, "REJECTED"],
    ["CONFIRMED", "complete", 200, "COMPLETED"],
    ["COMPLETED", "complete", 200, "COMPLETED"],
    ["PENDING", "complete", 409, "PENDING"],
    ["CANCELLED", "complete", 409, "CANCELLED"],
    ["REJECTED", "complete", 409, "REJECTED"],
  ];
  for (const [from, action, code, to] of table) {
    it(`${action} on ${from} → ${code} ${to}`, async () => {
      // Completing is about the status here; its dates are the next test's.
      const booking = action === "complete" ? await stayEndedIn(from) : await bookingIn(from);
      const res = await put(admin, booking.id, action);
      expect(res.statusCode).toBe(code);
      if (code === 200) {
        expect(res.json().data).toMatchObject({ id: booking.id, status: to });
        expect(res.json().message).toBe(from === to ? "Booking unchanged" : DONE[action]);
      } else {
        expect(res.json()).toMatchObject({ success: false, code: "INVALID_TRANSITION" });
      }
      const row = await statusOf(booking.id);
      expect(row?.status).toBe(to);
      // An unchanged booking is left alone entirely.
      if (from === to) expect(row?.updatedAt.getTime()).toBe(booking.updatedAt.getTime());
    });
  }

  it("complete: 409 INVALID_TRANSITION before the check-out day (villa's today), then allowed from that day", async () => {
    for (const booking of [
      await bookingIn("CONFIRMED"),
      await insertBooking(t.db, {
        villaId,
        guestId: guest.id,
        checkIn: day(0),
        checkOut: day(1),
        status: "CONFIRMED",
      }),
    ]) {
      const res = await put(admin, booking.id, "complete");
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        code: "INVALID_TRANSITION",
        message: "A stay can only be completed from its check-out date",
      });
      expect((await statusOf(booking.id))?.status).toBe("CONFIRMED");
    }
    // NOW is 12:00 in Cairo on TODAY: the guest checked out this morning.
    const endsToday = await insertBooking(t.db, {
      villaId,
      guestId: guest.id,
      checkIn: day(-1),
      checkOut: day(0),
      status: "CONFIRMED",
    });
    const res = await put(host, endsToday.id, "complete");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "COMPLETED" });
  });

  it("the villa owner and an admin decide; the guest may not (403)", async () => {
    for (const action of ["confirm", "reject", "complete", "toggle-payment"]) {
      const booking = await bookingIn(action === "complete" || action === "toggle-payment" ? "CONFIRMED" : "PENDING");
      const res = await put(guest, booking.id, action);
      expect(res.statusCode, action).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
      expect((await statusOf(booking.id))?.status).toBe(booking.status);
    }
    const denied = await put(guest, (await bookingIn("CONFIRMED")).id, "toggle-payment");
    expect(denied.json().message).toBe("You do not have permission to update payment status");
    expect((await put(host, (await bookingIn("PENDING")).id, "confirm")).statusCode).toBe(200);
    expect((await put(admin, (await bookingIn("PENDING")).id, "confirm")).statusCode).toBe(200);
  });

  it("someone else's guest or host cannot touch a booking, and learns nothing (404)", async () => {
    const booking = await bookingIn("PENDING");
    for (const who of [otherGuest, otherHost]) {
      for (const action of ["confirm", "reject", "cancel", "complete", "toggle-payment"]) {
        const res = await put(who, booking.id, action);
        expect(res.statusCode, action).toBe(404);
        expect(res.json().code).toBe("NOT_FOUND");
      }
    }
    expect((await statusOf(booking.id))?.status).toBe("PENDING");
  });

  it("401 when signed out, 404 for an unknown booking, 422 for a malformed id", async () => {
    const booking = await bookingIn("PENDING");
    expect((await put(null, booking.id, "cancel")).statusCode).toBe(401);
    expect((await put(admin, "00000000-0000-4000-8000-000000000009", "confirm")).statusCode).toBe(404);
    expect((await put(admin, "12345", "confirm")).statusCode).toBe(422);
  });

  it("the guest cancels with a reason; the owner may cancel too", async () => {
    const mine = await bookingIn("CONFIRMED");
    const res = await put(guest, mine.id, "cancel", { cancellationReason: "  Flight cancelled  " });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "CANCELLED", cancellationReason: "Flight cancelled" });
    expect(res.json().message).toBe("Booking cancelled");
    const byOwner = await put(host, (await bookingIn("PENDING")).id, "cancel");
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().data).toMatchObject({ status: "CANCELLED", cancellationReason: null });
  });

  it("reject stores the reason; a body is optional; a reason over 500 characters is 422", async () => {
    const a = await bookingIn("PENDING");
    const res = await put(host, a.id, "reject", { rejectionReason: "Villa under maintenance" });
    expect(res.json().data).toMatchObject({ status: "REJECTED", rejectionReason: "Villa under maintenance" });
    const b = await bookingIn("PENDING");
    const bare = await put(host, b.id, "reject");
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data.rejectionReason).toBeNull();
    const c = await bookingIn("PENDING");
    const long = await put(host, c.id, "reject", { rejectionReason: "x".repeat(501) });
    expect(long.statusCode).toBe(422);
    expect((await statusOf(c.id))?.status).toBe("PENDING");
  });

  it("toggle-payment flips isPaid on CONFIRMED only", async () => {
    const confirmed = await bookingIn("CONFIRMED");
    const on = await put(host, confirmed.id, "toggle-payment");
    expect(on.statusCode).toBe(200);
    expect(on.json().data.isPaid).toBe(true);
    const off = await put(admin, confirmed.id, "toggle-payment");
    expect(off.json().data.isPaid).toBe(false);
    for (const status of ["PENDING", "COMPLETED", "CANCELLED", "REJECTED"] as const) {
      const other = await bookingIn(status);
      const res = await put(admin, other.id, "toggle-payment");
      expect(res.statusCode, status).toBe(409);
      expect(res.json().code).toBe("INVALID_TRANSITION");
      expect((await statusOf(other.id))?.isPaid).toBe(false);
    }
  });

  it("a cancelled booking frees its nights for a new request", async () => {
    const first = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: day(200), checkOut: day(203) }),
    );
    expect(first.statusCode).toBe(201);
    expect(
      (await postBooking(t.app, otherGuest.headers, bookingBody(villaId, { checkIn: day(200), checkOut: day(203) })))
        .statusCode,
    ).toBe(409);
    expect((await put(guest, first.json().data.id, "cancel")).statusCode).toBe(200);
    expect(
      (await postBooking(t.app, otherGuest.headers, bookingBody(villaId, { checkIn: day(200), checkOut: day(203) })))
        .statusCode,
    ).toBe(201);
  });

  it("concurrent confirm and reject: exactly one applies", async () => {
    const booking = await bookingIn("PENDING");
    const [confirm, reject] = await Promise.all([put(host, booking.id, "confirm"), put(admin, booking.id, "reject")]);
    const codes = [confirm.statusCode, reject.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = confirm.statusCode === 200 ? "CONFIRMED" : "REJECTED";
    expect((await statusOf(booking.id))?.status).toBe(winner);
  });

  it("concurrent payment toggles never lose an update", async () => {
    const booking = await bookingIn("CONFIRMED");
    const results = await Promise.all(Array.from({ length: 6 }, () => put(host, booking.id, "toggle-payment")));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    // Six serialised flips end where they started.
    expect((await statusOf(booking.id))?.isPaid).toBe(false);
  });

  it("concurrent cancels: one changes the booking, the others answer unchanged", async () => {
    const booking = await bookingIn("CONFIRMED");
    const results = await Promise.all([
      put(guest, booking.id, "cancel"),
      put(host, booking.id, "cancel"),
      put(admin, booking.id, "cancel"),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.json().message === "Booking cancelled")).toHaveLength(1);
    expect((await statusOf(booking.id))?.status).toBe("CANCELLED");
  });
});
