// The limits on /api/auth (DESIGN 4 "Auth"): sign-in and registration per IP and per account, and the session
// calls (refresh, /me, logout) in their own, looser bucket, so failed sign-ins never sign anyone out.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/auth/passwords.ts";
import { loadConfig } from "../../src/server/config.ts";
import { users } from "../../src/server/db/schema.ts";
import { authHeader, createTestApp, registerUser, TEST_DB_KIND, uniqueEmail, type TestApp } from "./test-app.ts";

const DEFAULTS = loadConfig({});

function client(t: TestApp) {
  return {
    login: (ip: string, email: string, password = "wrong-password") =>
      t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: ip, payload: { email, password } }),
    register: (ip: string, email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: ip,
        payload: { email, password: "secret1", fullName: "Guest" },
      }),
    me: (ip: string, accessToken: string) =>
      t.app.inject({ method: "GET", url: "/api/auth/me", remoteAddress: ip, headers: authHeader(accessToken) }),
    refresh: (ip: string, refreshToken: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/refresh-token", remoteAddress: ip, payload: { refreshToken } }),
  };
}

/** An account made straight in the database: registering through the API would count against its sign-in limit. */
async function accountInDatabase(t: TestApp, password: string): Promise<string> {
  const email = uniqueEmail();
  await t.db.insert(users).values({ email, passwordHash: await hashPassword(password), fullName: "Test Guest" });
  return email;
}

describe(`failed sign-ins and the session calls (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The shipped limits.
    t = await createTestApp({
      seed: false,
      config: {
        rateLimitAuthPerMinute: DEFAULTS.rateLimitAuthPerMinute,
        rateLimitSessionPerMinute: DEFAULTS.rateLimitSessionPerMinute,
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`${DEFAULTS.rateLimitAuthPerMinute} bad passwords from one address leave refresh and /me working there`, async () => {
    const api = client(t);
    const guest = await registerUser(t.app);
    const household = "10.1.0.1";
    // Someone else in the house keeps mistyping their password.
    const mistyped = uniqueEmail();
    for (let i = 0; i < DEFAULTS.rateLimitAuthPerMinute; i++)
      expect((await api.login(household, mistyped)).statusCode).toBe(401);
    expect((await api.login(household, uniqueEmail())).statusCode).toBe(429);

    expect((await api.me(household, guest.accessToken)).statusCode).toBe(200);
    const refreshed = await api.refresh(household, guest.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect((await api.me(household, refreshed.json().data.accessToken)).statusCode).toBe(200);
  });
});

describe(`the session calls' own limit (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { rateLimitAuthPerMinute: 2, rateLimitSessionPerMinute: 4 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("refresh, /me and logout share one bucket per address (RATE_LIMIT_SESSION_PER_MINUTE), apart from sign-in's", async () => {
    const api = client(t);
    const guest = await registerUser(t.app);
    const ip = "10.3.0.1";
    for (let i = 0; i < 3; i++) expect((await api.me(ip, guest.accessToken)).statusCode).toBe(200);
    const refreshed = await api.refresh(ip, guest.refreshToken);
    expect(refreshed.statusCode).toBe(200);

    const blocked = await api.me(ip, guest.accessToken);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((await api.refresh(ip, refreshed.json().data.refreshToken)).statusCode).toBe(429);
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      remoteAddress: ip,
      headers: authHeader(guest.accessToken),
    });
    expect(logout.statusCode).toBe(429);

    // Signing in from that address and the session calls from another are still open.
    expect((await api.login(ip, guest.email, guest.password)).statusCode).toBe(200);
    expect((await api.me("10.3.0.2", guest.accessToken)).statusCode).toBe(200);
  });
});

describe(`sign-in limit per account (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { rateLimitAuthPerMinute: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("holds across addresses, and answers an unknown e-mail exactly like a real account", async () => {
    const api = client(t);
    const guest = { email: await accountInDatabase(t, "Guest-Pass-123"), password: "Guest-Pass-123" };
    const other = { email: await accountInDatabase(t, "Other-Pass-123"), password: "Other-Pass-123" };
    const answersFor = async (email: string, net: number) => {
      const answers = [];
      for (let i = 1; i <= 3; i++) answers.push(await api.login(`10.2.${net}.${i}`, email));
      // The same account however it is typed.
      answers.push(await api.login(`10.2.${net}.4`, ` ${email.toUpperCase()} `));
      return answers.map((a) => ({
        status: a.statusCode,
        body: a.json(),
        retryAfter: a.headers["retry-after"] !== undefined,
      }));
    };
    const real = await answersFor(guest.email, 1);
    const unknown = await answersFor(uniqueEmail("nobody"), 2);
    expect(real.map((a) => a.status)).toEqual([401, 401, 401, 429]);
    expect(real[3]?.body).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(real[3]?.retryAfter).toBe(true);
    expect(unknown).toEqual(real);

    // The right password waits out the minute too, and registering the address counts against it as well.
    expect((await api.login("10.2.3.1", guest.email, guest.password)).statusCode).toBe(429);
    expect((await api.register("10.2.3.2", guest.email)).statusCode).toBe(429);
    // Other accounts, even from an address that tried the limited one, are not held back.
    expect((await api.login("10.2.1.4", other.email, other.password)).statusCode).toBe(200);
  });
});

describe(`sign-in limit per account in Redis (${TEST_DB_KIND})`, () => {
  // Needs a Redis server (TEST_REDIS_URL=redis://127.0.0.1:6379); a random e-mail keeps runs apart.
  it.skipIf(!process.env.TEST_REDIS_URL)("is shared between instances through REDIS_URL", async () => {
    const config = { rateLimitAuthPerMinute: 2, redisUrl: process.env.TEST_REDIS_URL };
    const a = await createTestApp({ seed: false, config });
    const b = await createTestApp({ seed: false, config });
    const email = `shared-${randomUUID()}@example.com`;
    const octet = () => Math.floor(Math.random() * 250);
    // A new address every time: only the account is common to the four attempts.
    const attempt = (t: TestApp) => client(t).login(`10.${octet()}.${octet()}.${octet()}`, email);
    try {
      expect([
        (await attempt(a)).statusCode,
        (await attempt(b)).statusCode,
        (await attempt(a)).statusCode,
        (await attempt(b)).statusCode,
      ]).toEqual([401, 401, 429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
