// GET /api/health: 200 with the database status, 503 once the database is gone.
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_DB_KIND, type TestApp } from "./test-app.ts";

describe(`health (${TEST_DB_KIND})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("answers 200 with the database kind and status", async () => {
    t = await createTestApp({ seed: false });
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.status).toBe("ok");
    expect(body.data.database).toMatchObject({ kind: TEST_DB_KIND, status: "up" });
  });

  it("answers 503 SERVICE_UNAVAILABLE when the database is down", async () => {
    t = await createTestApp({ seed: false });
    await t.closeDatabase();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, code: "SERVICE_UNAVAILABLE", message: "The database is unavailable" });
  });
});
