// scripts/seed-demo.ts: realistic demo data in every booking status, a host with a second
// villa, valid against every database rule, and added only once however often it runs.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_GUESTS, DEMO_HOST, seedDemo } from "../../scripts/seed-demo.ts";
import { bookings, users, villas } from "../../src/server/db/schema.ts";
import { NOW } from "./bookings-helpers.ts";
import { createTestApp, login, movableClock, TEST_DB_KIND, type TestApp } from "./test-app.ts";

describe(`seed:demo (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  const password = "Demo-Pass-2026";

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now });
  });
  afterAll(async () => t?.close());

  const totals = async () => ({
    users: (await t.db.select({ n: count() }).from(users))[0]?.n,
    villas: (await t.db.select({ n: count() }).from(villas))[0]?.n,
    bookings: (await t.db.select({ n: count() }).from(bookings))[0]?.n,
  });

  it("adds guests, a host with a villa, and bookings in every status; runs (even twice at once) only once", async () => {
    const mainVillaId = t.seeded!.villaId!;
    const [a, b] = await Promise.all([
      seedDemo(t.db, { mainVillaId, password, now: new Date(NOW) }),
      seedDemo(t.db, { mainVillaId, password, now: new Date(NOW) }),
    ]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    const first = await totals();
    expect(first).toEqual({ users: 1 + 1 + DEMO_GUESTS.length, villas: 2, bookings: 22 });

    const again = await seedDemo(t.db, { mainVillaId, password, now: new Date(NOW) });
    expect(again.created).toBe(false);
    expect(await totals()).toEqual(first);

    const statuses = new Set((await t.db.select({ s: bookings.status }).from(bookings)).map((r) => r.s));
    expect([...statuses].sort()).toEqual(["CANCELLED", "COMPLETED", "CONFIRMED", "PENDING", "REJECTED"]);
    const emails = (await t.db.select({ e: users.email }).from(users))
      .map((r) => r.e)
      .filter((e) => e !== "admin@villa.test");
    expect(emails.every((e) => e.endsWith("@example.com"))).toBe(true);
  });

  it("the demo host signs in and sees only their own villa's bookings; a guest sees their own", async () => {
    const host = await login(t.app, DEMO_HOST.email, password);
    expect(host.user.role).toBe("HOST");
    const list = (await t.app.inject({ method: "GET", url: "/api/bookings", headers: host.headers })).json();
    expect(list.pagination.total).toBe(6);
    const [hostVilla] = await t.db.select().from(villas).where(eq(villas.ownerId, host.id));
    expect(list.data.every((b: { villaId: string }) => b.villaId === hostVilla?.id)).toBe(true);
    const guest = await login(t.app, DEMO_GUESTS[0]!.email, password);
    const mine = (await t.app.inject({ method: "GET", url: "/api/bookings/my", headers: guest.headers })).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((b: { guestId: string }) => b.guestId === guest.id)).toBe(true);
    // Prices are the domain's quote.
    for (const b of mine.data) {
      expect(b.totalPrice).toBe(b.nights * b.pricePerNight + b.cleaningFee + b.serviceFee);
    }
  });
});
