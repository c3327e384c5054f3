// HTTP-level behaviour shared by every route: error envelopes (400, 404, 413, 422, 429, 500),
// security headers, the auth rate limit, and the OpenAPI description at /api/docs.
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { createTestApp, createTestDatabase, registerUser, TEST_DB_KIND, testConfig, type TestApp } from "./test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`error envelopes (${TEST_DB_KIND})`, () => {
  it("answers 404 NOT_FOUND in the envelope for an unknown /api route, any method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/no-such-thing?x=1" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        success: false,
        code: "NOT_FOUND",
        message: `No API route ${method} /api/no-such-thing`,
      });
    }
  });

  it("answers 400 BAD_REQUEST for malformed JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.com", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: "BAD_REQUEST", message: "The request body is not valid JSON" });
  });

  it("refuses prototype-poisoning JSON with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.com", "password": "x", "__proto__": {"isAdmin": true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("BAD_REQUEST");
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "text/plain" },
      payload: "email=a@b.com",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });

  it("answers 413 PAYLOAD_TOO_LARGE for a body over 100 KB", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "big@example.com", password: "secret1", fullName: "x".repeat(101 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, code: "PAYLOAD_TOO_LARGE", message: "The request body is too large" });
  });

  it("accepts a body just under 100 KB (it then fails validation, not the size check)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "big@example.com", password: "secret1", fullName: "x".repeat(99 * 1024) },
    });
    expect(res.statusCode).toBe(422);
  });

  it("answers 422 VALIDATION_FAILED with field paths for a bad query string", async () => {
    const admin = await registerUser(t.app, { role: "ADMIN" });
    const res = await t.app.inject({ method: "GET", url: "/api/profile/all?limit=abc", headers: admin.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED", errors: [{ path: "limit" }] });
  });
});

describe(`500 INTERNAL (${TEST_DB_KIND})`, () => {
  it("never shows a stack trace or SQL, and logs the failure", async () => {
    const database = await createTestDatabase();
    const logged: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      db: database.db,
      dbKind: database.kind,
      config: testConfig(),
      logger: { level: "error", stream },
    });
    try {
      await database.db.execute(sql`drop table refresh_tokens cascade`);
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/refresh-token",
        payload: { refreshToken: "anything" },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        code: "INTERNAL",
        message: "Something went wrong on our side. Please try again.",
      });
      expect(res.body).not.toMatch(/refresh_tokens|select|update|relation|at .*\.ts|stack/i);
      const log = logged.join("");
      expect(log).toMatch(/refresh_tokens/);
      expect(log).toMatch(/"stack"/);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

describe(`security headers (${TEST_DB_KIND})`, () => {
  it("sends CSP and the helmet headers on API responses", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=/);
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends a build's scripts, styles and pictures only the headers that apply to a subresource", async () => {
    // No build is needed: a missing file still answers through the same hook.
    for (const url of [
      "/assets/index-Ab12Cd.js",
      "/assets/index-Ab12Cd.css",
      "/images/villa/1.jpg",
      "/icons/icon-192.png",
      "/images/home/activity-desert.svg",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"], url).toBe("same-site");
      expect(res.headers["content-security-policy"], url).toBeUndefined();
      expect(res.headers["x-frame-options"], url).toBeUndefined();
    }
    // A page, the service worker, a module worker, a file outside the build's folders and anything under /api keep
    // every header.
    for (const url of [
      "/en/about",
      "/sw.js",
      "/assets/maplibre-gl-worker-Ab12.mjs",
      "/favicon.svg",
      "/api/assets/x.js",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["content-security-policy"], url).toBeDefined();
      expect(res.headers["x-frame-options"], url).toBe("DENY");
    }
  });

  it("sends them on error responses too", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.headers["content-security-policy"]).toBeDefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe(`auth rate limit (${TEST_DB_KIND})`, () => {
  it("answers 429 RATE_LIMITED with Retry-After once an IP passes the per-minute limit on /api/auth/*", async () => {
    const limited = await createTestApp({ seed: false, config: { rateLimitAuthPerMinute: 3 } });
    try {
      // A new e-mail each time: the per-account limit stays out of this test.
      let tries = 0;
      const attempt = (ip: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: ip,
          payload: { email: `who-${++tries}@example.com`, password: "guess" },
        });
      for (let i = 0; i < 3; i++) expect((await attempt("10.0.0.1")).statusCode).toBe(401);
      const blocked = await attempt("10.0.0.1");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
      const retryAfter = Number(blocked.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);

      // Register shares the limit; the session calls (tests/server/auth-rate-limit.test.ts), another IP and other API
      // routes are unaffected.
      const register = await limited.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: "10.0.0.1",
        payload: { email: "new@example.com", password: "secret1", fullName: "New Guest" },
      });
      expect(register.statusCode).toBe(429);
      expect(
        (await limited.app.inject({ method: "GET", url: "/api/auth/me", remoteAddress: "10.0.0.1" })).statusCode,
      ).toBe(401);
      expect((await attempt("10.0.0.2")).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) {
        expect(
          (await limited.app.inject({ method: "GET", url: "/api/health", remoteAddress: "10.0.0.1" })).statusCode,
        ).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe(`auth rate limit in Redis (${TEST_DB_KIND})`, () => {
  const attempt = (t: TestApp) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.0.9.9",
      payload: { email: "who@example.com", password: "guess" },
    });

  it("keeps letting people sign in while Redis is unreachable", async () => {
    const app = await createTestApp({
      seed: false,
      config: { rateLimitAuthPerMinute: 1, redisUrl: "redis://127.0.0.1:1" },
    });
    try {
      const started = Date.now();
      expect((await attempt(app)).statusCode).toBe(401);
      expect((await attempt(app)).statusCode).toBe(401);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });

  // Needs a Redis server (TEST_REDIS_URL=redis://127.0.0.1:6379); a random client IP keeps runs apart.
  it.skipIf(!process.env.TEST_REDIS_URL)("shares one limit between instances through REDIS_URL", async () => {
    const config = { rateLimitAuthPerMinute: 2, redisUrl: process.env.TEST_REDIS_URL };
    const a = await createTestApp({ seed: false, config });
    const b = await createTestApp({ seed: false, config });
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    // A new e-mail each time: the per-account limit, kept in the same Redis, stays out of this test.
    let tries = 0;
    const hit = (t: TestApp) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        payload: { email: `who-${ip}-${++tries}@example.com`, password: "guess" },
      });
    try {
      expect([
        (await hit(a)).statusCode,
        (await hit(b)).statusCode,
        (await hit(a)).statusCode,
        (await hit(b)).statusCode,
      ]).toEqual([401, 401, 429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe(`OpenAPI (${TEST_DB_KIND})`, () => {
  it("serves the OpenAPI JSON generated from the zod schemas at /api/docs/json", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ["/api/auth/register", "post"],
      ["/api/auth/login", "post"],
      ["/api/auth/logout", "post"],
      ["/api/auth/refresh-token", "post"],
      ["/api/auth/me", "get"],
      ["/api/profile", "get"],
      ["/api/profile", "put"],
      ["/api/profile/password", "put"],
      ["/api/profile/complete", "get"],
      ["/api/profile/deactivate", "put"],
      ["/api/profile/all", "get"],
      ["/api/users", "get"],
      ["/api/health", "get"],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
      expect(op.responses, `${method} ${path} responses`).toBeDefined();
    }
    const register = doc.paths["/api/auth/register"].post;
    expect(register.requestBody.content["application/json"].schema.properties).toHaveProperty("email");
    expect(register.responses["201"]).toBeDefined();
    const list = doc.paths["/api/profile/all"].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["page", "limit", "search", "role", "isActive"]),
    );
    // Every operation documents its responses and is tagged.
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>)) {
      for (const [method, op] of Object.entries(ops)) expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
    }
  });

  it("serves the Swagger UI at /api/docs", async () => {
    let res = await t.app.inject({ method: "GET", url: "/api/docs" });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      res = await t.app.inject({ method: "GET", url: String(res.headers.location).replace(/^\.\//, "/api/docs/") });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });
});
