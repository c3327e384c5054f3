// /api/profile and the ADMIN user list (/api/profile/all, /api/users).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import {
  authHeader,
  createTestApp,
  login,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  uniqueEmail,
  type TestApp,
} from "./test-app.ts";

// Noon in Cairo on 15 June 2026: "today" for the age rules is 2026-06-15.
const clock = movableClock("2026-06-15T09:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: "PUT", url, headers, payload: payload as object });
const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: "GET", url, ...(headers ? { headers } : {}) });

describe(`GET /api/profile (${TEST_DB_KIND})`, () => {
  it("returns the signed-in user in the envelope", async () => {
    const u = await registerUser(t.app, { fullName: "Layla Hassan" });
    const res = await get("/api/profile", u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: u.user });
  });

  it("answers 401 when signed out", async () => {
    const res = await get("/api/profile");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
  });
});

describe(`PUT /api/profile (${TEST_DB_KIND})`, () => {
  it("updates email, full name, phone and date of birth", async () => {
    const u = await registerUser(t.app);
    const email = uniqueEmail("changed");
    const res = await put("/api/profile", u.headers, {
      email: `  ${email.toUpperCase()} `,
      fullName: "  Karim Mansour ",
      phone: "+20 (100) 123-4567",
      dateOfBirth: "1990-04-02",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email,
      fullName: "Karim Mansour",
      phone: "+20 (100) 123-4567",
      dateOfBirth: "1990-04-02",
    });
    expect((await get("/api/profile", u.headers)).json().data.email).toBe(email);
    expect((await login(t.app, email, u.password)).id).toBe(u.id);
  });

  it("keeps fields that are not sent and clears phone and date of birth sent empty", async () => {
    const u = await registerUser(t.app, { fullName: "Partial Update" });
    await put("/api/profile", u.headers, { phone: "+201001234567", dateOfBirth: "1985-01-01" });
    const res = await put("/api/profile", u.headers, { phone: "", dateOfBirth: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      fullName: "Partial Update",
      email: u.email,
      phone: null,
      dateOfBirth: null,
    });
  });

  it("never changes role or isActive, whatever the body says", async () => {
    const u = await registerUser(t.app);
    const res = await put("/api/profile", u.headers, {
      fullName: "Still A Guest",
      role: "ADMIN",
      isActive: false,
      id: "x",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: u.id, fullName: "Still A Guest", role: "GUEST", isActive: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ role: "GUEST", isActive: true });
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Invalid email format"],
    [{ fullName: "A" }, "fullName", "Full name must be at least 2 characters"],
    [{ fullName: "x".repeat(101) }, "fullName", "Full name must be less than 100 characters"],
    [{ phone: "0123" }, "phone", "Invalid phone number format"],
    [{ phone: "+20 abc 123 4567" }, "phone", "Invalid phone number format"],
    [{ dateOfBirth: "15/06/1990" }, "dateOfBirth", "Invalid date format"],
    [{ dateOfBirth: "1990-02-30" }, "dateOfBirth", "Invalid date format"],
  ])("answers 422 for %j", async (payload, path, message) => {
    const u = await registerUser(t.app);
    const res = await put("/api/profile", u.headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it("judges age on the villa's today: 18 today passes, one day short fails, over 120 fails", async () => {
    const u = await registerUser(t.app);
    expect((await put("/api/profile", u.headers, { dateOfBirth: "2008-06-15" })).statusCode).toBe(200);
    const young = await put("/api/profile", u.headers, { dateOfBirth: "2008-06-16" });
    expect(young.statusCode).toBe(422);
    expect(young.json().errors).toContainEqual({ path: "dateOfBirth", message: "You must be at least 18 years old" });
    const old = await put("/api/profile", u.headers, { dateOfBirth: "1900-01-01" });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors).toContainEqual({ path: "dateOfBirth", message: "Invalid date of birth" });
  });

  it("answers 409 EMAIL_TAKEN when the new email belongs to someone else", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await put("/api/profile", b.headers, { email: a.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("EMAIL_TAKEN");
  });

  it("accepts the user's own current email", async () => {
    const u = await registerUser(t.app);
    expect((await put("/api/profile", u.headers, { email: u.email })).statusCode).toBe(200);
  });

  it("answers 401 when signed out", async () => {
    expect((await put("/api/profile", {}, { fullName: "Nobody Here" })).statusCode).toBe(401);
  });
});

describe(`PUT /api/profile/password (${TEST_DB_KIND})`, () => {
  it("changes the password and signs out every other session, keeping this one", async () => {
    const u = await registerUser(t.app, { password: "Old-Pass-1" });
    const other = await login(t.app, u.email, "Old-Pass-1");
    const res = await put("/api/profile/password", u.headers, {
      currentPassword: "Old-Pass-1",
      newPassword: "New-Pass-22",
      confirmPassword: "New-Pass-22",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Password changed successfully" });

    expect((await get("/api/auth/me", other.headers)).statusCode).toBe(401);
    const otherRefresh = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh-token",
      payload: { refreshToken: other.refreshToken },
    });
    expect(otherRefresh.statusCode).toBe(401);
    expect((await get("/api/auth/me", u.headers)).statusCode).toBe(200);

    const oldLogin = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: u.email, password: "Old-Pass-1" },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect((await login(t.app, u.email, "New-Pass-22")).id).toBe(u.id);
  });

  it("answers 422 with the current password marked when it is wrong", async () => {
    const u = await registerUser(t.app, { password: "Old-Pass-1" });
    const res = await put("/api/profile/password", u.headers, {
      currentPassword: "Not-It-1",
      newPassword: "New-Pass-22",
      confirmPassword: "New-Pass-22",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: "VALIDATION_FAILED",
      errors: [{ path: "currentPassword", message: "Current password is incorrect" }],
    });
  });

  it.each([
    [
      { currentPassword: "", newPassword: "New-Pass-22", confirmPassword: "New-Pass-22" },
      "currentPassword",
      "Current password is required",
    ],
    [
      { currentPassword: "Old-Pass-1", newPassword: "Sh0rt", confirmPassword: "Sh0rt" },
      "newPassword",
      "Password must be at least 8 characters long",
    ],
    [
      { currentPassword: "Old-Pass-1", newPassword: "alllowercase1", confirmPassword: "alllowercase1" },
      "newPassword",
      "Password must contain a lowercase letter, an uppercase letter and a digit",
    ],
    [
      { currentPassword: "Old-Pass-1", newPassword: "New-Pass-22", confirmPassword: "New-Pass-23" },
      "confirmPassword",
      "New passwords do not match",
    ],
    [
      { currentPassword: "Old-Pass-1", newPassword: "New-Pass-22" },
      "confirmPassword",
      "Please confirm your new password",
    ],
  ])("answers 422 with the errors array for %j", async (payload, path, message) => {
    const u = await registerUser(t.app, { password: "Old-Pass-1" });
    const res = await put("/api/profile/password", u.headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().success).toBe(false);
    expect(res.json().errors).toContainEqual({ path, message });
    // Nothing changed.
    expect((await login(t.app, u.email, "Old-Pass-1")).id).toBe(u.id);
  });

  it("answers 401 when signed out", async () => {
    const res = await put(
      "/api/profile/password",
      {},
      { currentPassword: "a", newPassword: "New-Pass-22", confirmPassword: "New-Pass-22" },
    );
    expect(res.statusCode).toBe(401);
  });
});

describe(`GET /api/profile/complete (${TEST_DB_KIND})`, () => {
  it("lists what a booking still needs, then reports complete", async () => {
    const u = await registerUser(t.app);
    const before = await get("/api/profile/complete", u.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ isComplete: false, missing: ["phone", "dateOfBirth"] });
    await put("/api/profile", u.headers, { phone: "+201001234567", dateOfBirth: "1990-01-01" });
    expect((await get("/api/profile/complete", u.headers)).json().data).toEqual({ isComplete: true, missing: [] });
  });

  it("answers 401 when signed out", async () => {
    expect((await get("/api/profile/complete")).statusCode).toBe(401);
  });
});

describe(`PUT /api/profile/deactivate (${TEST_DB_KIND})`, () => {
  it("deactivates the account and signs out every session", async () => {
    const u = await registerUser(t.app, { password: "Guest-Pass-1" });
    const other = await login(t.app, u.email, "Guest-Pass-1");
    const res = await put("/api/profile/deactivate", u.headers, { password: "Guest-Pass-1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.isActive).toBe(false);
    const refresh = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh-token",
      payload: { refreshToken: other.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await get("/api/profile", other.headers)).json().code).toBe("ACCOUNT_DEACTIVATED");
  });

  it("answers 422 for a wrong or empty password and leaves the account active", async () => {
    const u = await registerUser(t.app, { password: "Guest-Pass-1" });
    const wrong = await put("/api/profile/deactivate", u.headers, { password: "nope" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ path: "password", message: "Incorrect password" }]);
    const empty = await put("/api/profile/deactivate", u.headers, { password: "" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toContainEqual({ path: "password", message: "Password is required" });
    expect((await get("/api/profile", u.headers)).json().data.isActive).toBe(true);
  });

  it("refuses (403) to deactivate the last active admin", async () => {
    const admin = await loginAs(t.app, "ADMIN");
    const res = await put("/api/profile/deactivate", admin.headers, { password: admin.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("FORBIDDEN");
    expect((await get("/api/profile", admin.headers)).statusCode).toBe(200);
  });

  it("lets an admin go when another active admin remains", async () => {
    const second = await registerUser(t.app, { role: "ADMIN", password: "Admin-Two-1" });
    const res = await put("/api/profile/deactivate", second.headers, { password: "Admin-Two-1" });
    expect(res.statusCode).toBe(200);
  });

  it("answers 401 when signed out", async () => {
    expect((await put("/api/profile/deactivate", {}, { password: "x" })).statusCode).toBe(401);
  });
});

describe(`GET /api/profile/all and /api/users (${TEST_DB_KIND})`, () => {
  let admin: Awaited<ReturnType<typeof loginAs>>;
  const tag = `zeta${Date.now().toString(36)}`;

  beforeAll(async () => {
    admin = await loginAs(t.app, "ADMIN");
    // Five accounts sharing a search tag, created one clock-minute apart so their order is known.
    for (const [i, role] of (["GUEST", "GUEST", "HOST", "GUEST", "HOST"] as const).entries()) {
      clock.advance(60_000);
      const u = await registerUser(t.app, { role, fullName: `${tag} Person ${i}`, email: uniqueEmail(`${tag}-${i}`) });
      if (i === 3) await t.db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
      if (i === 4) await t.db.update(users).set({ phone: "+20 111 222 3333" }).where(eq(users.id, u.id));
    }
  });

  const list = (query: string, headers = admin.headers) => get(`/api/profile/all${query}`, headers);

  it("pages newest first with the single pagination shape", async () => {
    const res = await list(`?search=${tag}&limit=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(body.data.map((u: { fullName: string }) => u.fullName)).toEqual([`${tag} Person 4`, `${tag} Person 3`]);
    const last = (await list(`?search=${tag}&limit=2&page=3`)).json();
    expect(last.data.map((u: { fullName: string }) => u.fullName)).toEqual([`${tag} Person 0`]);
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it("defaults to 10 a page and sorts ascending on request", async () => {
    const res = (await list(`?search=${tag}&sortBy=createdAt&sortOrder=asc`)).json();
    expect(res.pagination).toMatchObject({ page: 1, limit: 10, total: 5 });
    expect(res.data[0].fullName).toBe(`${tag} Person 0`);
  });

  it("searches name, email and phone, case-insensitively, with wildcards taken literally", async () => {
    expect(
      (await list(`?search=${tag.toUpperCase()}%20PERSON%202`))
        .json()
        .data.map((u: { fullName: string }) => u.fullName),
    ).toEqual([`${tag} Person 2`]);
    expect((await list(`?search=${tag}-1-`)).json().pagination.total).toBe(1);
    expect((await list("?search=222%203333")).json().data[0].fullName).toBe(`${tag} Person 4`);
    expect((await list("?search=%25")).json().pagination.total).toBe(0);
    expect((await list("?search=_")).json().pagination.total).toBe(0);
  });

  it("filters by role and by active state", async () => {
    const hosts = (await list(`?search=${tag}&role=HOST`)).json();
    expect(hosts.pagination.total).toBe(2);
    expect(hosts.data.every((u: { role: string }) => u.role === "HOST")).toBe(true);
    const inactive = (await list(`?search=${tag}&isActive=false`)).json();
    expect(inactive.data.map((u: { fullName: string }) => u.fullName)).toEqual([`${tag} Person 3`]);
    expect((await list(`?search=${tag}&isActive=true&role=GUEST`)).json().pagination.total).toBe(2);
  });

  it("is also served at /api/users", async () => {
    const res = await get(`/api/users?search=${tag}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.total).toBe(5);
  });

  it("answers 422 for a bad query", async () => {
    for (const q of ["?limit=101", "?page=0", "?role=OWNER", "?sortOrder=up", "?isActive=maybe"]) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
  });

  it("is ADMIN only: 403 for guests and hosts, 401 signed out", async () => {
    const guest = await loginAs(t.app, "GUEST");
    const host = await loginAs(t.app, "HOST");
    for (const url of ["/api/profile/all", "/api/users"]) {
      const g = await get(url, guest.headers);
      expect(g.statusCode).toBe(403);
      expect(g.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
      expect((await get(url, host.headers)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, authHeader("garbage"))).statusCode).toBe(401);
    }
  });
});
