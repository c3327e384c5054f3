// What one account can hold and how fast it may act (DESIGN 4), with the production defaults:
// 3 requests and 60 nights waiting per guest (409 TOO_MANY_OPEN_REQUESTS, also under concurrency), 20 creates and
// cancels per account and 300 per address in any hour (429 RATE_LIMITED with Retry-After, on a controlled clock);
// owners and admins are not capped, and an idempotent replay is neither counted nor refused.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_REQUEST_MESSAGES } from "../../src/domain/schemas/booking-messages.ts";
import { loadConfig } from "../../src/server/config.ts";
import { bookings } from "../../src/server/db/schema.ts";
import { NOW, bookingBody, day, insertVilla } from "./bookings-helpers.ts";
import {
  createTestApp,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

const defaults = loadConfig({});
const LIMITS = {
  maxOpenRequestsPerGuest: defaults.maxOpenRequestsPerGuest,
  maxPendingNightsPerGuest: defaults.maxPendingNightsPerGuest,
  rateLimitBookingsPerHour: defaults.rateLimitBookingsPerHour,
  rateLimitBookingsPerHourPerIp: defaults.rateLimitBookingsPerHourPerIp,
};
const HOUR = 60 * 60_000;
// The clock moves by up to an hour within one test: sign-ins must outlive it.
const LONG_SESSIONS = { accessTokenTtlSeconds: 86_400 };

it("the defaults are DESIGN 4's: 3 requests, 60 nights, 20 an hour per account, 300 per address", () => {
  expect(LIMITS).toEqual({
    maxOpenRequestsPerGuest: 3,
    maxPendingNightsPerGuest: 60,
    rateLimitBookingsPerHour: 20,
    rateLimitBookingsPerHourPerIp: 300,
  });
});

/** Stays that never overlap: each call takes the next free nights of the calendar. */
function stays() {
  let next = 10;
  return (nights: number) => {
    const checkIn = day(next);
    next += nights;
    return { checkIn, checkOut: day(next) };
  };
}

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json<T = { success: boolean; code?: string; message?: string; data?: { id: string } }>(): T;
}

function request(
  app: FastifyInstance,
  who: TestUser,
  body: Record<string, unknown>,
  options: { key?: string; ip?: string } = {},
): Promise<Answer> {
  return app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: { ...who.headers, ...(options.key ? { "idempotency-key": options.key } : {}) },
    payload: body,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  }) as Promise<Answer>;
}

function cancel(app: FastifyInstance, who: TestUser, id: string, options: { ip?: string } = {}): Promise<Answer> {
  return app.inject({
    method: "PUT",
    url: `/api/bookings/${id}/cancel`,
    headers: who.headers,
    payload: {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  }) as Promise<Answer>;
}

function idOf(res: Answer): string {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data?.id ?? "";
}

describe(`open requests per guest (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let villaId: string;
  const next = stays();

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now, config: LIMITS });
    villaId = t.seeded?.villaId ?? "";
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a fourth waiting request with 409 TOO_MANY_OPEN_REQUESTS, until one is answered or cancelled", async () => {
    const guest = await registerUser(t.app);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(idOf(await request(t.app, guest, bookingBody(villaId, next(2)))));
    const fourth = await request(t.app, guest, bookingBody(villaId, next(2)));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      success: false,
      code: "TOO_MANY_OPEN_REQUESTS",
      message: OPEN_REQUEST_MESSAGES.tooManyRequests,
    });

    // Confirmed is no longer waiting: the owner's answer frees the place.
    const admin = await loginAs(t.app, "ADMIN");
    const confirmed = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/${ids[0]}/confirm`,
      headers: admin.headers,
    });
    expect(confirmed.statusCode).toBe(200);
    const afterConfirm = idOf(await request(t.app, guest, bookingBody(villaId, next(2))));
    expect((await request(t.app, guest, bookingBody(villaId, next(2)))).statusCode).toBe(409);
    expect((await cancel(t.app, guest, afterConfirm)).statusCode).toBe(200);
    idOf(await request(t.app, guest, bookingBody(villaId, next(2))));
  });

  it("refuses what would put more than 60 nights on hold: the two-year hostage of the report is two 409s", async () => {
    const guest = await registerUser(t.app);
    // Refused before the calendar is looked at, so these dates need not be free.
    const year = await request(t.app, guest, bookingBody(villaId, { checkIn: day(1), checkOut: day(366) }));
    expect(year.statusCode).toBe(409);
    expect(year.json()).toMatchObject({ code: "TOO_MANY_OPEN_REQUESTS", message: OPEN_REQUEST_MESSAGES.tooManyNights });
    expect(
      (await request(t.app, guest, bookingBody(villaId, { checkIn: day(366), checkOut: day(730) }))).statusCode,
    ).toBe(409);
    expect(await t.db.select().from(bookings).where(eq(bookings.guestId, guest.id))).toEqual([]);

    idOf(await request(t.app, guest, bookingBody(villaId, next(50))));
    expect((await request(t.app, guest, bookingBody(villaId, next(11)))).json()).toMatchObject({
      code: "TOO_MANY_OPEN_REQUESTS",
    });
    idOf(await request(t.app, guest, bookingBody(villaId, next(10))));
  });

  it("holds under concurrency: a guest's parallel requests for five villas take only the places left", async () => {
    const admin = await loginAs(t.app, "ADMIN");
    const villas = await Promise.all(Array.from({ length: 5 }, () => insertVilla(t.db, admin.id)));
    const guest = await registerUser(t.app);
    idOf(await request(t.app, guest, bookingBody(villaId, next(2))));
    const dates = next(2);
    const answers = await Promise.all(villas.map((villa) => request(t.app, guest, bookingBody(villa.id, dates))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const pending = await t.db.select().from(bookings).where(eq(bookings.guestId, guest.id));
    expect(pending).toHaveLength(3);
  });

  it("does not refuse, nor count, the replay of a request already accepted", async () => {
    const guest = await registerUser(t.app);
    idOf(await request(t.app, guest, bookingBody(villaId, next(2))));
    idOf(await request(t.app, guest, bookingBody(villaId, next(2))));
    const body = bookingBody(villaId, next(2));
    const third = idOf(await request(t.app, guest, body, { key: "third-request" }));
    const replay = await request(t.app, guest, body, { key: "third-request" });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json().data?.id).toBe(third);
    expect(await t.db.select().from(bookings).where(eq(bookings.guestId, guest.id))).toHaveLength(3);
  });

  it("never caps the villa's side: an admin may hold any number of requests and nights", async () => {
    const admin = await loginAs(t.app, "ADMIN");
    for (let i = 0; i < 4; i++) idOf(await request(t.app, admin, bookingBody(villaId, next(30))));
  });
});

describe(`creates and cancels per hour (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let villaId: string;
  const clock = movableClock(NOW);
  const next = stays();

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, config: { ...LIMITS, ...LONG_SESSIONS } });
    villaId = t.seeded?.villaId ?? "";
  });
  afterAll(async () => {
    await t?.close();
  });

  it("allows 20 per account in any hour, then answers 429 RATE_LIMITED with Retry-After until the oldest is an hour old", async () => {
    clock.set(NOW);
    const guest = await registerUser(t.app);
    const ip = "198.51.100.10";
    // A cancelled stay frees its nights, so every cycle can ask for the same ones.
    const cycleBody = bookingBody(villaId, next(2));
    const keptBody = bookingBody(villaId, next(2));
    let kept = "";
    // Ten request-and-cancel cycles, one every minute: the flood of the report (each cycle mailed twice).
    for (let cycle = 0; cycle < 10; cycle++) {
      const id = idOf(await request(t.app, guest, cycle === 9 ? keptBody : cycleBody, { ip, key: `cycle-${cycle}` }));
      if (cycle === 9) kept = id;
      else expect((await cancel(t.app, guest, id, { ip })).statusCode).toBe(200);
      clock.advance(60_000);
    }
    // Nineteen so far (the last request is kept): one more cancel passes, then the account is over the limit.
    expect((await cancel(t.app, guest, kept, { ip })).statusCode).toBe(200);
    const refusedBody = bookingBody(villaId, next(2));
    const refused = await request(t.app, guest, refusedBody, { ip, key: "over-the-limit" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(refused.json().message).toMatch(/from this account/);
    // The first action was 10 minutes ago: 50 minutes to wait.
    expect(refused.headers["retry-after"]).toBe(String(50 * 60));
    const refusedCancel = await cancel(t.app, guest, kept, { ip });
    expect(refusedCancel.statusCode).toBe(429);

    // A replay of an answered request is not a new action: answered as the first time, even now.
    const replay = await request(t.app, guest, keptBody, { ip, key: "cycle-9" });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");

    // Other guests on the same network are not held up by this one.
    idOf(await request(t.app, await registerUser(t.app), bookingBody(villaId, next(2)), { ip }));

    // 49 minutes later the first action is still within the hour; at 50 it has left, and one place is free.
    clock.advance(49 * 60_000);
    expect((await request(t.app, guest, refusedBody, { ip, key: "over-the-limit" })).headers["retry-after"]).toBe("60");
    clock.advance(60_000);
    // The refused key was not stored: the same request is now simply accepted, not a replayed 429.
    const later = await request(t.app, guest, refusedBody, { ip, key: "over-the-limit" });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    // The first cycle's two actions left the hour together: one more place, then the limit again.
    idOf(await request(t.app, guest, bookingBody(villaId, next(2)), { ip }));
    expect((await request(t.app, guest, bookingBody(villaId, next(2)), { ip })).statusCode).toBe(429);
  });

  it("counts every account behind one address together (the villa's side too), then answers 429 for everyone there", async () => {
    // 300 an hour by default (checked above); 30 here keeps the test short, the counting is the same.
    await t.close();
    t = await createTestApp({
      clock: clock.now,
      config: { ...LIMITS, ...LONG_SESSIONS, rateLimitBookingsPerHourPerIp: 30 },
    });
    villaId = t.seeded?.villaId ?? "";
    clock.set("2026-03-12T10:00:00.000Z");
    const ip = "203.0.113.7";
    const guests = await Promise.all(Array.from({ length: 4 }, () => registerUser(t.app)));
    const body = bookingBody(villaId, next(1));
    // 3 guests × 10 actions = 30, each guest within their own limit of 20.
    for (const guest of guests.slice(0, 3)) {
      for (let cycle = 0; cycle < 5; cycle++) {
        const id = idOf(await request(t.app, guest, body, { ip }));
        expect((await cancel(t.app, guest, id, { ip })).statusCode).toBe(200);
        clock.advance(60_000);
      }
    }
    const fresh = guests[3] as TestUser;
    const refused = await request(t.app, fresh, body, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/from this network/);
    // The first of the 30 was 15 minutes ago.
    expect(refused.headers["retry-after"]).toBe(String(45 * 60));
    const admin = await loginAs(t.app, "ADMIN");
    expect((await request(t.app, admin, body, { ip })).statusCode).toBe(429);
    // Another address is another count.
    const elsewhere = idOf(await request(t.app, fresh, body, { ip: "203.0.113.8" }));
    expect((await cancel(t.app, fresh, elsewhere, { ip: "203.0.113.8" })).statusCode).toBe(200);
    clock.advance(HOUR);
    idOf(await request(t.app, fresh, body, { ip }));
  });
});

describe("the hourly counts in Redis (REDIS_URL), shared by every instance", () => {
  // Needs a Redis server (TEST_REDIS_URL=redis://127.0.0.1:6379); a random key keeps runs apart.
  it.skipIf(!process.env.TEST_REDIS_URL)("two instances share one sliding window, on the server's clock", async () => {
    const { Redis } = await import("ioredis");
    const { RedisSlidingWindow } = await import("../../src/server/http/sliding-window.ts");
    const clients = [new Redis(process.env.TEST_REDIS_URL ?? ""), new Redis(process.env.TEST_REDIS_URL ?? "")];
    try {
      const [first, second] = clients.map(
        (redis) =>
          new RedisSlidingWindow(redis, "villa-bookings-rl-test:", (err) => {
            throw err;
          }),
      );
      const key = `account:${Math.random().toString(36).slice(2)}`;
      const start = Date.parse(NOW);
      expect(await first?.hit(key, 2, HOUR, start)).toEqual({ allowed: true, retryAfterMs: 0 });
      expect(await second?.hit(key, 2, HOUR, start + 10 * 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
      expect(await first?.hit(key, 2, HOUR, start + 20 * 60_000)).toEqual({
        allowed: false,
        retryAfterMs: 40 * 60_000,
      });
      expect(await second?.hit(key, 2, HOUR, start + HOUR + 1)).toEqual({ allowed: true, retryAfterMs: 0 });
    } finally {
      await Promise.all(clients.map((redis) => redis.quit()));
    }
  });
});
