// Idempotency-Key on POST /api/bookings and PUT /api/bookings/{id}/cancel (DESIGN 4): the same
// key, user and body replay the first answer (sequentially and concurrently); another body is
// 422 IDEMPOTENCY_KEY_REUSED; keys are per user and per operation.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, idempotencyKeys } from "../../src/server/db/schema.ts";
import { NOW, bookingBody, day, insertBooking, insertVilla, postBooking } from "./bookings-helpers.ts";
import { createTestApp, movableClock, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

describe(`idempotency keys (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let host: TestUser;
  let guest: TestUser;
  let otherGuest: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now, seed: false });
    [host, guest, otherGuest] = await Promise.all([
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app),
      registerUser(t.app),
    ]);
  });
  afterAll(async () => t?.close());

  const newVilla = async () => (await insertVilla(t.db, host.id)).id;
  const bookingsOf = async (villaId: string) =>
    (await t.db.select({ n: count() }).from(bookings).where(eq(bookings.villaId, villaId)))[0]?.n;
  const keyed = (who: TestUser, key: string) => ({ ...who.headers, "idempotency-key": key });

  it("the same key and body twice: one booking, the first answer replayed", async () => {
    const villaId = await newVilla();
    const first = await postBooking(t.app, keyed(guest, "key-seq-1"), bookingBody(villaId));
    const second = await postBooking(t.app, keyed(guest, "key-seq-1"), bookingBody(villaId));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(await bookingsOf(villaId)).toBe(1);
  });

  it("the same key and body sent at once: one booking, every answer the same", async () => {
    const villaId = await newVilla();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postBooking(t.app, keyed(guest, "key-concurrent"), bookingBody(villaId))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await bookingsOf(villaId)).toBe(1);
  });

  it("field order and unknown fields do not make a different request", async () => {
    const villaId = await newVilla();
    const body = bookingBody(villaId);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await postBooking(t.app, keyed(guest, "key-order"), body);
    const second = await postBooking(t.app, keyed(guest, "key-order"), { ...reordered, totalPrice: 1 });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
  });

  it("the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, nothing created", async () => {
    const villaId = await newVilla();
    const first = await postBooking(t.app, keyed(guest, "key-reuse"), bookingBody(villaId));
    expect(first.statusCode).toBe(201);
    const other = await postBooking(
      t.app,
      keyed(guest, "key-reuse"),
      bookingBody(villaId, { checkIn: day(50), checkOut: day(52) }),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await bookingsOf(villaId)).toBe(1);
  });

  it("the same key with two bodies at once: one 201, one 422", async () => {
    const villaId = await newVilla();
    const [a, b] = await Promise.all([
      postBooking(t.app, keyed(guest, "key-race"), bookingBody(villaId, { checkIn: day(5), checkOut: day(6) })),
      postBooking(t.app, keyed(guest, "key-race"), bookingBody(villaId, { checkIn: day(8), checkOut: day(9) })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect(await bookingsOf(villaId)).toBe(1);
  });

  it("keys belong to one user: another user's same key is a new request", async () => {
    const villaId = await newVilla();
    const mine = await postBooking(t.app, keyed(guest, "shared-key"), bookingBody(villaId));
    const theirs = await postBooking(
      t.app,
      keyed(otherGuest, "shared-key"),
      bookingBody(villaId, { checkIn: day(30), checkOut: day(31) }),
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(theirs.json().data.guestId).toBe(otherGuest.id);
  });

  it("a failure is stored too: the replay of a 409 is the same 409, even once the dates are free", async () => {
    const villaId = await newVilla();
    const blocker = await insertBooking(t.db, {
      villaId,
      guestId: otherGuest.id,
      checkIn: day(10),
      checkOut: day(13),
      status: "CONFIRMED",
    });
    const first = await postBooking(t.app, keyed(guest, "key-409"), bookingBody(villaId));
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe("DATES_UNAVAILABLE");
    await t.db.update(bookings).set({ status: "CANCELLED" }).where(eq(bookings.id, blocker.id));
    const replay = await postBooking(t.app, keyed(guest, "key-409"), bookingBody(villaId));
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual(first.json());
    // A new key is a new request, and now succeeds.
    expect((await postBooking(t.app, keyed(guest, "key-409-retry"), bookingBody(villaId))).statusCode).toBe(201);
  });

  it("a malformed key is 422 and creates nothing", async () => {
    const villaId = await newVilla();
    for (const key of ["", "x".repeat(201), "naïve-ключ"]) {
      const res = await postBooking(t.app, keyed(guest, key), bookingBody(villaId));
      expect(res.statusCode, JSON.stringify(key)).toBe(422);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
    expect(await bookingsOf(villaId)).toBe(0);
    expect((await postBooking(t.app, keyed(guest, "y".repeat(200)), bookingBody(villaId))).statusCode).toBe(201);
  });

  it("cancel with a key: the replay answers as the first time; another reason or booking is 422", async () => {
    const villaId = await newVilla();
    const created = await postBooking(t.app, guest.headers, bookingBody(villaId));
    const id = created.json().data.id;
    const cancel = (key: string, bookingId: string, reason: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/bookings/${bookingId}/cancel`,
        headers: keyed(guest, key),
        payload: { cancellationReason: reason },
      });
    const first = await cancel("cancel-key", id, "Change of plans");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: "Booking cancelled", data: { status: "CANCELLED" } });
    const replay = await cancel("cancel-key", id, "Change of plans");
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect((await cancel("cancel-key", id, "Another reason")).json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    const otherBooking = (
      await postBooking(t.app, guest.headers, bookingBody(villaId, { checkIn: day(40), checkOut: day(41) }))
    ).json().data.id;
    const wrongBooking = await cancel("cancel-key", otherBooking, "Change of plans");
    expect(wrongBooking.statusCode).toBe(422);
    expect(wrongBooking.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("concurrent keyed cancels apply once", async () => {
    const villaId = await newVilla();
    const id = (await postBooking(t.app, guest.headers, bookingBody(villaId))).json().data.id;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: "PUT",
          url: `/api/bookings/${id}/cancel`,
          headers: keyed(guest, "cancel-race"),
          payload: {},
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(results.map((r) => r.json().message)).toEqual(Array(5).fill("Booking cancelled"));
  });

  it("a key used for a booking is independent of the same key used for a cancel", async () => {
    const villaId = await newVilla();
    const created = await postBooking(t.app, keyed(guest, "dual-use"), bookingBody(villaId));
    expect(created.statusCode).toBe(201);
    const cancelled = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/${created.json().data.id}/cancel`,
      headers: keyed(guest, "dual-use"),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe("CANCELLED");
  });

  it("an unkeyed request is never stored", async () => {
    const before = (await t.db.select({ n: count() }).from(idempotencyKeys))[0]?.n;
    const villaId = await newVilla();
    expect((await postBooking(t.app, guest.headers, bookingBody(villaId))).statusCode).toBe(201);
    expect((await t.db.select({ n: count() }).from(idempotencyKeys))[0]?.n).toBe(before);
  });
});
