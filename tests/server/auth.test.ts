// /api/auth: registration, sign-in, refresh-token rotation, reuse detection and its grace period, logout, /me,
// deactivated accounts, and token expiry.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, users } from "../../src/server/db/schema.ts";
import {
  authHeader,
  createTestApp,
  login,
  movableClock,
  registerUser,
  TEST_ADMIN,
  TEST_DB_KIND,
  uniqueEmail,
  type TestApp,
} from "./test-app.ts";

const clock = movableClock("2026-03-10T09:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(headers ? { headers } : {}),
  });
const me = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: authHeader(token) });
const sessionOf = async (refreshToken: string) => {
  const [row] = await t.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, createHash("sha256").update(refreshToken).digest("hex")));
  if (!row) throw new Error("unknown refresh token");
  return row.sessionId;
};

describe(`POST /api/auth/register (${TEST_DB_KIND})`, () => {
  it("creates a GUEST account, signs it in and answers 201 with tokens and the user", async () => {
    const email = uniqueEmail();
    const res = await post("/api/auth/register", { email, password: "secret1", fullName: "Nadia Farouk" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.accessToken).toEqual(expect.any(String));
    expect(body.data.refreshToken).toEqual(expect.any(String));
    expect(body.data.user).toMatchObject({
      email,
      fullName: "Nadia Farouk",
      role: "GUEST",
      isActive: true,
      phone: null,
      dateOfBirth: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|password_hash|argon2/);
    expect((await me(body.data.accessToken)).statusCode).toBe(200);
  });

  it("stores an argon2id hash and only the SHA-256 of the refresh token", async () => {
    const u = await registerUser(t.app, { password: "secret12" });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.passwordHash.startsWith("$argon2id$")).toBe(true);
    const hash = createHash("sha256").update(u.refreshToken).digest("hex");
    const stored = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    expect(stored).toHaveLength(1);
    const raw = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, u.refreshToken));
    expect(raw).toHaveLength(0);
  });

  it("trims and lower-cases the email and trims the name", async () => {
    const local = uniqueEmail().split("@")[0];
    const res = await post("/api/auth/register", {
      email: `  ${local?.toUpperCase()}@Example.COM `,
      password: "secret1",
      fullName: "  Omar  ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ email: `${local}@example.com`, fullName: "Omar" });
  });

  it("ignores a role, isActive or id sent by the client", async () => {
    const res = await post("/api/auth/register", {
      email: uniqueEmail(),
      password: "secret1",
      fullName: "Sneaky Guest",
      role: "ADMIN",
      isActive: false,
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ role: "GUEST", isActive: true });
    expect(res.json().data.user.id).not.toBe("00000000-0000-4000-8000-000000000000");
  });

  it.each([
    [{ password: "secret1", fullName: "No Email" }, "email", "Please fill in all required fields"],
    [{ email: "", password: "secret1", fullName: "Empty Email" }, "email", "Please fill in all required fields"],
    [{ email: "a@b.com", fullName: "No Password" }, "password", "Please fill in all required fields"],
    [
      { email: "a@b.com", password: "12345", fullName: "Short Password" },
      "password",
      "Password must be at least 6 characters long",
    ],
    [
      { email: "not-an-email", password: "secret1", fullName: "Bad Email" },
      "email",
      "Please enter a valid email address",
    ],
    [
      { email: "a@b.com", password: "secret1", fullName: " A " },
      "fullName",
      "Full name must be at least 2 characters long",
    ],
    [
      { email: "a@b.com", password: "secret1", fullName: "x".repeat(101) },
      "fullName",
      "Full name must be less than 100 characters",
    ],
    [
      { email: "a@b.com", password: "x".repeat(129), fullName: "Long Password" },
      "password",
      "Password must be at most 128 characters long",
    ],
  ])("answers 422 VALIDATION_FAILED for %j", async (payload, path, message) => {
    const res = await post("/api/auth/register", payload);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    expect(body.errors).toContainEqual({ path, message });
    expect(body.message).toEqual(expect.any(String));
  });

  it("answers 422 for a body that is not an object", async () => {
    const res = await post("/api/auth/register", ["a"]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("VALIDATION_FAILED");
  });

  it("answers 409 EMAIL_TAKEN for an email already registered, whatever its case", async () => {
    const email = uniqueEmail();
    expect((await post("/api/auth/register", { email, password: "secret1", fullName: "First One" })).statusCode).toBe(
      201,
    );
    const res = await post("/api/auth/register", {
      email: email.toUpperCase(),
      password: "secret2",
      fullName: "Second One",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: "EMAIL_TAKEN" });
  });
});

describe(`POST /api/auth/login (${TEST_DB_KIND})`, () => {
  it("signs in with the right password, case-insensitively on the email", async () => {
    const u = await registerUser(t.app, { password: "Right-Pass-1" });
    const res = await post("/api/auth/login", { email: `  ${u.email.toUpperCase()}`, password: "Right-Pass-1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(u.id);
    expect((await me(res.json().data.accessToken)).json().data.user.email).toBe(u.email);
  });

  it("answers the same 401 INVALID_CREDENTIALS for a wrong password and an unknown email", async () => {
    const u = await registerUser(t.app, { password: "Right-Pass-1" });
    const wrong = await post("/api/auth/login", { email: u.email, password: "Wrong-Pass-1" });
    const unknown = await post("/api/auth/login", { email: uniqueEmail("nobody"), password: "Wrong-Pass-1" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: "INVALID_CREDENTIALS", message: "Invalid email or password" });
    expect(unknown.body).toBe(wrong.body);
  });

  it.each([
    [{ email: "", password: "x" }, "email", "Please fill in all fields"],
    [{ email: "someone@example.com", password: "" }, "password", "Please fill in all fields"],
    [{ email: "no-at-sign", password: "x" }, "email", "Please enter a valid email address"],
  ])("answers 422 for %j", async (payload, path, message) => {
    const res = await post("/api/auth/login", payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it("signs in the seeded admin", async () => {
    const admin = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(admin.user.role).toBe("ADMIN");
  });
});

describe(`POST /api/auth/refresh-token (${TEST_DB_KIND})`, () => {
  it("rotates: a new pair comes back and the old refresh token is spent", async () => {
    const u = await registerUser(t.app);
    const res = await post("/api/auth/refresh-token", { refreshToken: u.refreshToken });
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.refreshToken).not.toBe(u.refreshToken);
    expect(next.user.id).toBe(u.id);
    expect((await me(next.accessToken)).statusCode).toBe(200);
    const again = await post("/api/auth/refresh-token", { refreshToken: next.refreshToken });
    expect(again.statusCode).toBe(200);
  });

  /** Runs `check` with the clock moved on by `ms`, then puts it back. */
  async function later<T>(ms: number, check: () => Promise<T>): Promise<T> {
    clock.advance(ms);
    try {
      return await check();
    } finally {
      clock.advance(-ms);
    }
  }

  async function expectRevoked(...tokens: { accessToken: string; refreshToken: string }[]) {
    for (const token of tokens) {
      expect((await post("/api/auth/refresh-token", { refreshToken: token.refreshToken })).statusCode).toBe(401);
      expect((await me(token.accessToken)).statusCode).toBe(401);
    }
  }

  it("a reused refresh token revokes its whole family: the newer tokens stop working too", async () => {
    const u = await registerUser(t.app);
    const second = (await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).json().data;
    // The successor has been used: whoever presents the first token now is not the client that holds the chain.
    const third = (await post("/api/auth/refresh-token", { refreshToken: second.refreshToken })).json().data;

    const replay = await post("/api/auth/refresh-token", { refreshToken: u.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });

    await expectRevoked(third, second, u);
  });

  it("two parallel refreshes with one token keep the session: both get the same, working successor", async () => {
    const u = await registerUser(t.app);
    const answers = await Promise.all([
      post("/api/auth/refresh-token", { refreshToken: u.refreshToken }),
      post("/api/auth/refresh-token", { refreshToken: u.refreshToken }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((answer) => answer.json().data);
    expect(a.refreshToken).toBe(b.refreshToken);
    expect(a.refreshToken).not.toBe(u.refreshToken);
    expect((await me(a.accessToken)).statusCode).toBe(200);
    expect((await me(b.accessToken)).statusCode).toBe(200);
    const next = await post("/api/auth/refresh-token", { refreshToken: a.refreshToken });
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().data.accessToken)).statusCode).toBe(200);
    // Only one successor was ever stored for the spent token.
    expect(
      await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.sessionId, await sessionOf(u.refreshToken))),
    ).toHaveLength(3);
  });

  it("a replay within the grace period (an answer lost on the way) gets the successor back and the session lives on", async () => {
    const u = await registerUser(t.app);
    const lost = (await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).json().data;
    const retry = await later(29_000, () => post("/api/auth/refresh-token", { refreshToken: u.refreshToken }));
    expect(retry.statusCode).toBe(200);
    const recovered = retry.json().data;
    expect(recovered.refreshToken).toBe(lost.refreshToken);
    expect(recovered.user.id).toBe(u.id);
    expect((await me(recovered.accessToken)).statusCode).toBe(200);
    expect((await post("/api/auth/refresh-token", { refreshToken: recovered.refreshToken })).statusCode).toBe(200);
  });

  it("a replay after the grace period revokes the whole session", async () => {
    const u = await registerUser(t.app);
    const second = (await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).json().data;
    const replay = await later(30_000, () => post("/api/auth/refresh-token", { refreshToken: u.refreshToken }));
    expect(replay.statusCode).toBe(401);
    await expectRevoked(second);
  });

  it("a replay after the successor was used revokes, even within the grace period", async () => {
    const u = await registerUser(t.app);
    const second = (await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).json().data;
    const third = (await post("/api/auth/refresh-token", { refreshToken: second.refreshToken })).json().data;
    expect((await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).statusCode).toBe(401);
    await expectRevoked(third);
  });

  it("a replay within the grace period does not reopen a session that was signed out", async () => {
    const u = await registerUser(t.app);
    const second = (await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).json().data;
    expect((await post("/api/auth/logout", {}, authHeader(second.accessToken))).statusCode).toBe(200);
    expect((await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).statusCode).toBe(401);
    expect((await post("/api/auth/refresh-token", { refreshToken: second.refreshToken })).statusCode).toBe(401);
  });

  it("REFRESH_TOKEN_REUSE_GRACE_SECONDS=0 turns the grace off: any reuse revokes", async () => {
    const strict = await createTestApp({ seed: false, clock: clock.now, config: { refreshTokenReuseGraceSeconds: 0 } });
    try {
      const u = await registerUser(strict.app);
      const refresh = (refreshToken: string) =>
        strict.app.inject({ method: "POST", url: "/api/auth/refresh-token", payload: { refreshToken } });
      const second = (await refresh(u.refreshToken)).json().data;
      expect((await refresh(u.refreshToken)).statusCode).toBe(401);
      expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });

  it("reuse in one session leaves the user's other sessions alone", async () => {
    const u = await registerUser(t.app);
    const other = await login(t.app, u.email, u.password);
    await post("/api/auth/refresh-token", { refreshToken: u.refreshToken });
    expect(
      (await later(60_000, () => post("/api/auth/refresh-token", { refreshToken: u.refreshToken }))).statusCode,
    ).toBe(401);
    expect((await me(other.accessToken)).statusCode).toBe(200);
    expect((await post("/api/auth/refresh-token", { refreshToken: other.refreshToken })).statusCode).toBe(200);
  });

  it("answers 401 for an unknown token and 422 without one", async () => {
    expect((await post("/api/auth/refresh-token", { refreshToken: "made-up-token" })).statusCode).toBe(401);
    const missing = await post("/api/auth/refresh-token", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toContainEqual({ path: "refreshToken", message: "Refresh token is required" });
  });

  it("refresh tokens expire after REFRESH_TOKEN_TTL_DAYS without use", async () => {
    const u = await registerUser(t.app);
    clock.advance(31 * 86_400_000);
    try {
      expect((await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).statusCode).toBe(401);
    } finally {
      clock.advance(-31 * 86_400_000);
    }
  });
});

describe(`access tokens and GET /api/auth/me (${TEST_DB_KIND})`, () => {
  it("answers 401 without a token, with a malformed one, or one signed with another key", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    expect((await me("not.a.jwt")).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: "Basic abc" } })).statusCode,
    ).toBe(401);

    const u = await registerUser(t.app);
    const forged = await new SignJWT({ sid: "00000000-0000-4000-8000-000000000000" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(u.id)
      .setIssuer("villa-api")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("x".repeat(48)));
    expect((await me(forged)).statusCode).toBe(401);
  });

  it("access tokens expire after about 15 minutes; a refresh brings a working one", async () => {
    const u = await registerUser(t.app);
    clock.advance(14 * 60_000);
    expect((await me(u.accessToken)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    try {
      expect((await me(u.accessToken)).statusCode).toBe(401);
      const refreshed = await post("/api/auth/refresh-token", { refreshToken: u.refreshToken });
      expect(refreshed.statusCode).toBe(200);
      expect((await me(refreshed.json().data.accessToken)).statusCode).toBe(200);
    } finally {
      clock.advance(-16 * 60_000);
    }
  });
});

describe(`POST /api/auth/logout (${TEST_DB_KIND})`, () => {
  it("revokes the current session: its access and refresh tokens stop working", async () => {
    const u = await registerUser(t.app);
    const other = await login(t.app, u.email, u.password);
    const res = await post("/api/auth/logout", undefined, u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await me(u.accessToken)).statusCode).toBe(401);
    expect((await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).statusCode).toBe(401);
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it("accepts an empty JSON body", async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...u.headers, "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(200);
  });

  it("can sign out with the refresh token alone once the access token has expired", async () => {
    const u = await registerUser(t.app);
    const res = await post("/api/auth/logout", { refreshToken: u.refreshToken });
    expect(res.statusCode).toBe(200);
    expect((await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).statusCode).toBe(401);
  });

  it("answers 401 when nothing names a session", async () => {
    const res = await post("/api/auth/logout");
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("UNAUTHENTICATED");
  });
});

describe(`deactivated accounts (${TEST_DB_KIND})`, () => {
  it("cannot sign in (403 ACCOUNT_DEACTIVATED) nor use an old access or refresh token", async () => {
    const u = await registerUser(t.app, { password: "Guest-Pass-1" });
    const deactivate = await t.app.inject({
      method: "PUT",
      url: "/api/profile/deactivate",
      headers: u.headers,
      payload: { password: "Guest-Pass-1" },
    });
    expect(deactivate.statusCode).toBe(200);

    const signIn = await post("/api/auth/login", { email: u.email, password: "Guest-Pass-1" });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ success: false, code: "ACCOUNT_DEACTIVATED" });

    const old = await me(u.accessToken);
    expect(old.statusCode).toBe(403);
    expect(old.json().code).toBe("ACCOUNT_DEACTIVATED");
    expect((await post("/api/auth/refresh-token", { refreshToken: u.refreshToken })).statusCode).toBe(401);
  });

  it("a wrong password on a deactivated account still reads as bad credentials", async () => {
    const u = await registerUser(t.app, { password: "Guest-Pass-1" });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    const res = await post("/api/auth/login", { email: u.email, password: "Wrong-Pass-1" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("INVALID_CREDENTIALS");
  });

  it("an account deactivated while signed in is refused on its next request and refresh", async () => {
    const u = await registerUser(t.app);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    expect((await me(u.accessToken)).json().code).toBe("ACCOUNT_DEACTIVATED");
    const refresh = await post("/api/auth/refresh-token", { refreshToken: u.refreshToken });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().code).toBe("ACCOUNT_DEACTIVATED");
  });
});
