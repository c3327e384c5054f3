// startServer (what `npm start` runs): first start migrates and seeds, a restart on the same
// data duplicates nothing and prints no password, and stop() releases the port and database.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../src/server/db/client.ts";
import { users, villas } from "../../src/server/db/schema.ts";
import { startServer } from "../../src/server/main.ts";
import { createPostgresDatabase, TEST_DB_KIND, testConfig } from "./test-app.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** Where this kind of server keeps its data: a temporary DATA_DIR or a throw-away PostgreSQL database. */
async function storage(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = await mkdtemp(join(tmpdir(), "villa-start-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (TEST_DB_KIND === "pglite") return { dataDir, databaseUrl: undefined };
  const created = await createPostgresDatabase();
  cleanups.push(() => created.drop());
  return { dataDir, databaseUrl: created.url };
}

// A start migrates a fresh embedded database with fsync on and hashes the admin's password: about 6 s on an idle
// 2-core machine, several times that while the rest of the suite runs beside it.
describe(`startServer (${TEST_DB_KIND})`, { timeout: 90_000 }, () => {
  it("serves health after a first start, prints a generated admin password once, and restarts without duplicating the seed", async () => {
    const where = await storage();
    const config = testConfig({
      ...where,
      port: 0,
      host: "127.0.0.1",
      adminPassword: undefined,
      adminEmail: "owner@example.com",
    });
    const printed: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });

    const first = await startServer(config, { handleSignals: false, serveWeb: false });
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).data.database.status).toBe("up");
    await first.stop();
    await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();
    expect(printed.join("")).toMatch(/Generated password: +\S{16,}/);

    printed.length = 0;
    const second = await startServer(config, { handleSignals: false, serveWeb: false });
    try {
      expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    } finally {
      await second.stop();
    }
    expect(printed.join("")).not.toMatch(/Generated password/);

    const check = await openDatabase(where.databaseUrl ? { url: where.databaseUrl } : { dataDir: where.dataDir });
    try {
      expect(await check.db.select().from(users)).toHaveLength(1);
      expect(await check.db.select().from(villas)).toHaveLength(1);
    } finally {
      await check.close();
    }
  });

  it("stop() is safe to call twice", async () => {
    const where = await storage();
    const server = await startServer(testConfig({ ...where, port: 0, host: "127.0.0.1" }), {
      handleSignals: false,
      serveWeb: false,
    });
    await Promise.all([server.stop(), server.stop()]);
    await server.stop();
  });
});
