// Booking storms: many guests asking for the same or overlapping nights at the same moment, and (DESIGN 7.1) the
// owner blocking nights in the middle of them. The database decides: exactly one winner per set of nights, the rest
// 409, never a 5xx; a manual block and a booking never both win.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, villaBlocks } from "../../src/server/db/schema.ts";
import { NOW, bookingBody, day, insertVilla, postBooking } from "./bookings-helpers.ts";
import { createTestApp, movableClock, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

describe(`booking storm (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let host: TestUser;
  let guests: TestUser[];

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now, seed: false });
    host = await registerUser(t.app, { role: "HOST" });
    guests = await Promise.all(
      Array.from({ length: 30 }, (_, i) => registerUser(t.app, { fullName: `Storm Guest ${i}` })),
    );
  }, 120_000);
  afterAll(async () => t?.close());

  const occupying = (villaId: string) =>
    t.db
      .select({ id: bookings.id, checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(bookings)
      .where(and(eq(bookings.villaId, villaId), inArray(bookings.status, ["PENDING", "CONFIRMED"])));

  /** The villa's occupying bookings and manual blocks, as [start, end) ranges. */
  const taken = async (villaId: string) => [
    ...(await occupying(villaId)).map((b) => ({ kind: "booking", id: b.id, start: b.checkIn, end: b.checkOut })),
    ...(
      await t.db
        .select({ id: villaBlocks.id, start: villaBlocks.startDate, end: villaBlocks.endDate })
        .from(villaBlocks)
        .where(eq(villaBlocks.villaId, villaId))
    ).map((b) => ({ kind: "block", ...b })),
  ];

  const block = (villaId: string, startDate: string, endDate: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/villas/${villaId}/blocks`,
      headers: host.headers,
      payload: { startDate, endDate, note: "Owner's week" },
    });

  it("30 guests, the same dates, at once: exactly one 201, 29 × 409 DATES_UNAVAILABLE", async () => {
    const villaId = (await insertVilla(t.db, host.id)).id;
    const results = await Promise.all(guests.map((g) => postBooking(t.app, g.headers, bookingBody(villaId))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(29);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe("DATES_UNAVAILABLE");
    expect(await occupying(villaId)).toHaveLength(1);
  });

  it("30 guests, overlapping stays of different lengths: the accepted ones never overlap", async () => {
    const villaId = (await insertVilla(t.db, host.id)).id;
    // Deterministic spread: starts within 20 days, 1 to 6 nights.
    const stays = guests.map((_, i) => {
      const start = 5 + ((i * 7) % 20);
      return { checkIn: day(start), checkOut: day(start + 1 + ((i * 5) % 6)) };
    });
    const results = await Promise.all(
      guests.map((g, i) => postBooking(t.app, g.headers, bookingBody(villaId, stays[i]))),
    );
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const accepted = await occupying(villaId);
    expect(accepted.length).toBe(results.filter((r) => r.statusCode === 201).length);
    for (const a of accepted) {
      for (const b of accepted) {
        if (a.id !== b.id)
          expect(
            a.checkIn < b.checkOut && b.checkIn < a.checkOut,
            `${a.checkIn}-${a.checkOut} vs ${b.checkIn}-${b.checkOut}`,
          ).toBe(false);
      }
    }
    // Every refused stay really clashes with an accepted one.
    for (const [i, r] of results.entries()) {
      if (r.statusCode !== 409) continue;
      const s = stays[i]!;
      expect(accepted.some((a) => s.checkIn < a.checkOut && a.checkIn < s.checkOut)).toBe(true);
    }
  });

  it("30 back-to-back stays at once: all accepted", async () => {
    const villaId = (await insertVilla(t.db, host.id)).id;
    const results = await Promise.all(
      guests.map((g, i) =>
        postBooking(t.app, g.headers, bookingBody(villaId, { checkIn: day(10 + 2 * i), checkOut: day(12 + 2 * i) })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
  });

  it("one guest's offline outbox replaying the same keyed request 30 times at once: one booking", async () => {
    const villaId = (await insertVilla(t.db, host.id)).id;
    const guest = guests[0]!;
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        postBooking(t.app, { ...guest.headers, "idempotency-key": "outbox-7f3a" }, bookingBody(villaId)),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await occupying(villaId)).toHaveLength(1);
  });

  it("mixed storm, the same nights: 30 booking requests and 10 owner blocks at once, exactly one winner", async () => {
    const villaId = (await insertVilla(t.db, host.id)).id;
    const requests = [
      ...guests.map((g) => postBooking(t.app, g.headers, bookingBody(villaId))),
      ...Array.from({ length: 10 }, () => block(villaId, day(10), day(13))),
    ];
    const results = await Promise.all(requests);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(39);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe("DATES_UNAVAILABLE");
    expect(await taken(villaId)).toHaveLength(1);
  });

  it("mixed storm, overlapping ranges: the accepted bookings and blocks never share a night", async () => {
    const villaId = (await insertVilla(t.db, host.id)).id;
    // Deterministic spread: starts within 20 days, 1 to 6 nights; every third request is the owner's block.
    const ranges = Array.from({ length: 45 }, (_, i) => {
      const start = 5 + ((i * 7) % 20);
      return { start: day(start), end: day(start + 1 + ((i * 5) % 6)), isBlock: i % 3 === 0 };
    });
    const results = await Promise.all(
      ranges.map((range, i) =>
        range.isBlock
          ? block(villaId, range.start, range.end)
          : postBooking(
              t.app,
              guests[i % guests.length]!.headers,
              bookingBody(villaId, { checkIn: range.start, checkOut: range.end }),
            ),
      ),
    );
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
    // A guest may meet their own open-request cap (409 TOO_MANY_OPEN_REQUESTS) too: only date clashes count here.
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const accepted = await taken(villaId);
    expect(accepted.length).toBe(results.filter((r) => r.statusCode === 201).length);
    for (const a of accepted) {
      for (const b of accepted) {
        if (a.id !== b.id)
          expect(
            a.start < b.end && b.start < a.end,
            `${a.kind} ${a.start}-${a.end} vs ${b.kind} ${b.start}-${b.end}`,
          ).toBe(false);
      }
    }
    for (const [i, r] of results.entries()) {
      if (r.statusCode !== 409 || r.json().code !== "DATES_UNAVAILABLE") continue;
      const s = ranges[i]!;
      expect(accepted.some((a) => s.start < a.end && a.start < s.end)).toBe(true);
    }
  });
});
