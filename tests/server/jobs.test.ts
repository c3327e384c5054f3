// The stay-completion job: CONFIRMED stays become COMPLETED once check-out day reaches 11:00
// in Cairo, only those, safely when instances overlap; expired idempotency keys are purged.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, idempotencyKeys } from "../../src/server/db/schema.ts";
import { IDEMPOTENCY_KEY_RETENTION_MS, purgeIdempotencyKeys } from "../../src/server/bookings/idempotency.ts";
import {
  completeFinishedStays,
  lastFinishedCheckOut,
  msUntilNextRun,
  startStayCompletionJob,
} from "../../src/server/jobs/complete-stays.ts";
import { NOW, day, insertBooking, insertVilla } from "./bookings-helpers.ts";
import { createTestApp, movableClock, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

describe("stay completion timing (Cairo wall clock)", () => {
  it("a stay is over from 11:00 on check-out day", () => {
    expect(lastFinishedCheckOut(new Date("2026-03-10T08:59:00Z"))).toBe("2026-03-09"); // 10:59 Cairo
    expect(lastFinishedCheckOut(new Date("2026-03-10T09:00:00Z"))).toBe("2026-03-10"); // 11:00 Cairo
    expect(lastFinishedCheckOut(new Date("2026-03-09T22:30:00Z"))).toBe("2026-03-09"); // 00:30 on the 10th
    expect(lastFinishedCheckOut(new Date("2026-07-10T08:30:00Z"))).toBe("2026-07-10"); // 11:30 Cairo summer time (UTC+3)
  });

  it("the next run is at 11:05 Cairo time", () => {
    expect(msUntilNextRun(new Date("2026-03-10T08:00:00Z"))).toBe(65 * 60_000); // 10:00 → 11:05
    expect(msUntilNextRun(new Date("2026-03-10T10:00:00Z"))).toBe((23 * 60 + 5) * 60_000); // 12:00 → tomorrow 11:05
    expect(msUntilNextRun(new Date("2026-07-10T07:00:00Z"))).toBe(65 * 60_000); // 10:00 summer time
  });
});

describe(`stay completion job (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let host: TestUser;
  let guest: TestUser;
  const clock = movableClock(NOW); // 12:00 in Cairo

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, seed: false });
    [host, guest] = await Promise.all([registerUser(t.app, { role: "HOST" }), registerUser(t.app)]);
  });
  afterAll(async () => t?.close());

  async function scenario() {
    const villaId = (await insertVilla(t.db, host.id)).id;
    const make = (checkIn: number, checkOut: number, status: "CONFIRMED" | "PENDING" | "CANCELLED") =>
      insertBooking(t.db, { villaId, guestId: guest.id, checkIn: day(checkIn), checkOut: day(checkOut), status });
    return {
      longPast: await make(-30, -25, "CONFIRMED"),
      yesterday: await make(-4, -1, "CONFIRMED"),
      today: await make(-1, 0, "CONFIRMED"),
      tomorrow: await make(0, 1, "CONFIRMED"),
      future: await make(5, 8, "CONFIRMED"),
      pendingPast: await make(-10, -8, "PENDING"),
      cancelledPast: await make(-12, -11, "CANCELLED"),
    };
  }
  const statuses = async (rows: Record<string, { id: string }>) => {
    const found = await t.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          Object.values(rows).map((r) => r.id),
        ),
      );
    const byId = new Map(found.map((r) => [r.id, r.status]));
    return Object.fromEntries(Object.entries(rows).map(([name, r]) => [name, byId.get(r.id)]));
  };

  it("completes only CONFIRMED stays whose check-out has come (after 11:00), once", async () => {
    await t.db.update(bookings).set({ status: "COMPLETED" }).where(eq(bookings.status, "CONFIRMED"));
    const s = await scenario();
    expect(await completeFinishedStays(t.db, clock.now())).toBe(3);
    expect(await statuses(s)).toEqual({
      longPast: "COMPLETED",
      yesterday: "COMPLETED",
      today: "COMPLETED",
      tomorrow: "CONFIRMED",
      future: "CONFIRMED",
      pendingPast: "PENDING",
      cancelledPast: "CANCELLED",
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, s.today.id));
    expect(row?.updatedAt.toISOString()).toBe(NOW);
    expect(await completeFinishedStays(t.db, clock.now())).toBe(0);
  });

  it("before 11:00 the guest checking out today is still in the villa", async () => {
    await t.db.update(bookings).set({ status: "COMPLETED" }).where(eq(bookings.status, "CONFIRMED"));
    const s = await scenario();
    expect(await completeFinishedStays(t.db, new Date("2026-03-10T06:00:00Z"))).toBe(2); // 08:00 Cairo
    expect((await statuses(s)).today).toBe("CONFIRMED");
  });

  it("two instances running at once complete each stay exactly once", async () => {
    await t.db.update(bookings).set({ status: "COMPLETED" }).where(eq(bookings.status, "CONFIRMED"));
    const s = await scenario();
    const counts = await Promise.all([
      completeFinishedStays(t.db, clock.now()),
      completeFinishedStays(t.db, clock.now()),
      completeFinishedStays(t.db, clock.now()),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(Object.values(await statuses(s)).filter((x) => x === "COMPLETED")).toHaveLength(3);
  });

  it("purges idempotency keys past their retention and keeps younger ones", async () => {
    const now = clock.now();
    const age = (ms: number) => new Date(now.getTime() - ms);
    await t.db.insert(idempotencyKeys).values([
      {
        userId: guest.id,
        scope: "POST /bookings",
        key: "old",
        requestHash: "h",
        statusCode: 201,
        response: {},
        createdAt: age(IDEMPOTENCY_KEY_RETENTION_MS + 1000),
      },
      {
        userId: guest.id,
        scope: "POST /bookings",
        key: "day-old",
        requestHash: "h",
        statusCode: 201,
        response: {},
        createdAt: age(25 * 3600_000),
      },
      {
        userId: guest.id,
        scope: "POST /bookings",
        key: "fresh",
        requestHash: "h",
        statusCode: 201,
        response: {},
        createdAt: now,
      },
    ]);
    expect(await purgeIdempotencyKeys(t.db, now)).toBe(1);
    const left = (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key).sort();
    expect(left).toEqual(["day-old", "fresh"]);
  });

  it("startStayCompletionJob runs at once and stops cleanly", async () => {
    await t.db.update(bookings).set({ status: "COMPLETED" }).where(eq(bookings.status, "CONFIRMED"));
    const s = await scenario();
    const stop = startStayCompletionJob(t.app);
    try {
      const deadline = Date.now() + 10_000;
      while ((await statuses(s)).yesterday !== "COMPLETED" && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await statuses(s)).toMatchObject({ yesterday: "COMPLETED", today: "COMPLETED", tomorrow: "CONFIRMED" });
    } finally {
      stop();
    }
  });
});
