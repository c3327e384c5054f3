// The database layer: migrations (idempotent, safe when several instances start together),
// the booking exclusion constraint, pgErrorCode, the idempotent seed, and the stored JWT secret.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { openDatabase, queryRows, type Database } from "../../src/server/db/client.ts";
import { EXCLUSION_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from "../../src/server/db/errors.ts";
import { migrate, readMigrations } from "../../src/server/db/migrate.ts";
import { appSettings, bookings, users, villas } from "../../src/server/db/schema.ts";
import { SEED_VILLA, seed } from "../../src/server/db/seed.ts";
import { authHeader, createTestDatabase, login, TEST_DB_KIND, testConfig, type TestDatabase } from "./test-app.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function fresh(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const database = await createTestDatabase(options);
  cleanups.push(() => database.destroy());
  return database;
}

/** Extra connections to the same PostgreSQL database, as separate app instances would have. */
async function otherInstances(database: TestDatabase, count: number): Promise<Database[]> {
  if (!database.url) return Array.from({ length: count }, () => database.db);
  const opened = await Promise.all(
    Array.from({ length: count }, () => openDatabase({ url: database.url, poolSize: 2 })),
  );
  // Closed before the database is dropped (cleanups run last-in first-out).
  cleanups.push(async () => {
    await Promise.all(opened.map((o) => o.close()));
  });
  return opened.map((o) => o.db);
}

describe(`migrations (${TEST_DB_KIND})`, () => {
  it("apply every shipped migration once; a second run applies nothing", async () => {
    const database = await fresh({ migrate: false });
    const all = (await readMigrations()).map((m) => m.tag);
    expect(all).toEqual([
      "0000_initial",
      "0001_booking_no_overlap",
      "0002_messages",
      "0003_notifications",
      "0004_calendar",
      "0005_read_cache_changes",
      "0006_unconfirmed_addresses",
      "0007_booking_arrival_time",
      "0008_site_settings",
      "0009_villa_content",
      "0010_media",
      "0011_host_photo",
      "0012_rates",
      "0013_payments",
    ]);
    expect(await migrate(database.db)).toEqual(all);
    expect(await migrate(database.db)).toEqual([]);
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        "users",
        "sessions",
        "refresh_tokens",
        "villas",
        "bookings",
        "idempotency_keys",
        "app_settings",
        "schema_migrations",
      ]),
    );
  });

  it("are applied exactly once when several instances migrate at the same time", async () => {
    const database = await fresh({ migrate: false });
    const instances = await otherInstances(database, 4);
    const results = await Promise.all(instances.map((db) => migrate(db)));
    const shipped = (await readMigrations()).map((m) => m.tag);
    expect(results.flat().sort()).toEqual(shipped);
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
    const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from schema_migrations`);
    expect(rows[0]?.n).toBe(shipped.length);
  });

  it("refuse to run when an applied migration was edited afterwards", async () => {
    const database = await fresh();
    await database.db.execute(sql`update schema_migrations set hash = 'edited' where tag = '0000_initial'`);
    await expect(migrate(database.db)).rejects.toThrow(/0000_initial was changed/);
  });

  it("accept a database an earlier release migrated (whole-file hashes, comments as first shipped) and store today's", async () => {
    const database = await fresh();
    const migrations = await readMigrations();
    for (const migration of migrations) {
      // The last of formerHashes is the first-shipped file's hash where its comments were reworded since.
      const stored = migration.formerHashes.at(-1)!;
      await database.db.execute(sql`update schema_migrations set hash = ${stored} where tag = ${migration.tag}`);
    }
    expect(await migrate(database.db)).toEqual([]);
    const rows = await queryRows<{ tag: string; hash: string }>(
      database.db,
      sql`select tag, hash from schema_migrations order by tag`,
    );
    expect(rows).toEqual(migrations.map((m) => ({ tag: m.tag, hash: m.hash })));
  });
});

describe("a migration's hash", () => {
  async function hashOf(text: string): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), "villa-migrations-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await mkdir(join(dir, "meta"));
    await writeFile(join(dir, "meta", "_journal.json"), JSON.stringify({ entries: [{ idx: 0, tag: "0000_x" }] }));
    await writeFile(join(dir, "0000_x.sql"), text);
    const [migration] = await readMigrations(`${dir}/`);
    return migration!.hash;
  }

  it("ignores comment lines, so rewording a comment is not an edit, and changes with any statement", async () => {
    const original = await hashOf(
      '-- Messages (first wording).\nCREATE TABLE "m" ("id" uuid);\n--> statement-breakpoint\nCREATE INDEX "m_idx" ON "m" ("id");',
    );
    expect(
      await hashOf(
        '-- Messages, reworded\n-- over two lines.\nCREATE TABLE "m" ("id" uuid);\n--> statement-breakpoint\nCREATE INDEX "m_idx" ON "m" ("id");',
      ),
    ).toBe(original);
    expect(
      await hashOf(
        '-- Messages (first wording).\nCREATE TABLE "m" ("id" uuid, "x" int);\n--> statement-breakpoint\nCREATE INDEX "m_idx" ON "m" ("id");',
      ),
    ).not.toBe(original);
    expect(await hashOf('CREATE TABLE "m" ("id" uuid);')).not.toBe(original);
  });
});

describe(`booking exclusion constraint (${TEST_DB_KIND})`, () => {
  async function villaAndGuest(db: Database) {
    const [guest] = await db
      .insert(users)
      .values({ email: "g@example.com", passwordHash: "x", fullName: "Guest" })
      .returning();
    const [villa] = await db
      .insert(villas)
      .values({ ownerId: guest!.id, title: "V", address: "A", city: "Hurghada", pricePerNight: 150, maxGuests: 10 })
      .returning();
    return { guestId: guest!.id, villaId: villa!.id };
  }

  const stay = (
    ids: { guestId: string; villaId: string },
    checkIn: string,
    checkOut: string,
    status: "PENDING" | "CONFIRMED" | "CANCELLED" = "PENDING",
  ) => ({
    ...ids,
    checkIn,
    checkOut,
    status,
    totalGuests: 2,
    phone: "+201001234567",
    dateOfBirth: "1990-01-01",
    nights: 1,
    pricePerNight: 150,
    cleaningFee: 150,
    serviceFee: 8,
    totalPrice: 308,
  });

  it("refuses overlapping PENDING/CONFIRMED stays of one villa (23P01) and allows back-to-back ones", async () => {
    const { db } = await fresh();
    const ids = await villaAndGuest(db);
    await db.insert(bookings).values(stay(ids, "2026-07-01", "2026-07-05", "CONFIRMED"));
    const overlap = await db
      .insert(bookings)
      .values(stay(ids, "2026-07-04", "2026-07-06"))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(pgErrorCode(overlap)).toBe(EXCLUSION_VIOLATION);
    // Check-out day is free for the next check-in; a cancelled stay blocks nothing.
    await db.insert(bookings).values(stay(ids, "2026-07-05", "2026-07-08"));
    await db.insert(bookings).values(stay(ids, "2026-06-28", "2026-07-01"));
    await db.insert(bookings).values(stay(ids, "2026-07-02", "2026-07-03", "CANCELLED"));
    expect(await db.select().from(bookings)).toHaveLength(4);
  });

  it("pgErrorCode reads unique violations and ignores errors without a SQLSTATE", async () => {
    const { db } = await fresh();
    await db.insert(users).values({ email: "same@example.com", passwordHash: "x", fullName: "One" });
    const dup = await db
      .insert(users)
      .values({ email: "same@example.com", passwordHash: "x", fullName: "Two" })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(pgErrorCode(dup)).toBe(UNIQUE_VIOLATION);
    expect(pgErrorCode(new Error("plain"))).toBeUndefined();
    expect(pgErrorCode(undefined)).toBeUndefined();
    expect(pgErrorCode({ cause: { code: "ECONNREFUSED" } })).toBeUndefined();
  });
});

describe(`seed (${TEST_DB_KIND})`, () => {
  it("creates the admin and the SPEC villa once; a second run changes nothing", async () => {
    const { db } = await fresh();
    const first = await seed(db, { adminEmail: " Owner@Example.com ", adminPassword: "Owner-Pass-1" });
    expect(first).toMatchObject({ adminCreated: true, villaCreated: true });
    expect(first.generatedAdminPassword).toBeUndefined();

    const second = await seed(db, { adminEmail: "owner@example.com", adminPassword: "Changed-Pass-2" });
    expect(second).toMatchObject({
      adminCreated: false,
      villaCreated: false,
      adminId: first.adminId,
      villaId: first.villaId,
    });

    const admins = await db.select().from(users);
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: "owner@example.com", role: "ADMIN", isActive: true });
    const all = await db.select().from(villas);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      ownerId: first.adminId,
      title: SEED_VILLA.title,
      address: "Villa No. 276, Mubarak Housing 7",
      city: "Hurghada",
      country: "Egypt",
      pricePerNight: 150,
      maxGuests: 10,
      bedrooms: 4,
      bathrooms: 3,
      status: "AVAILABLE",
      isActive: true,
    });
    expect(all[0]?.amenities).toEqual(
      expect.arrayContaining(["wifi", "pool", "parking", "air_conditioning", "beach_access"]),
    );
    expect(all[0]?.images.every((src) => src.startsWith("/images/villa/"))).toBe(true);
  });

  it("keeps the admin's password on later runs (it may have been changed in the app)", async () => {
    const database = await fresh();
    await seed(database.db, { adminEmail: "owner@example.com", adminPassword: "Owner-Pass-1" });
    await seed(database.db, { adminEmail: "owner@example.com", adminPassword: "Other-Pass-2" });
    const app = await buildApp({
      db: database.db,
      dbKind: database.kind,
      config: testConfig(),
      logger: false,
      serveWeb: false,
    });
    try {
      await login(app, "owner@example.com", "Owner-Pass-1");
    } finally {
      await app.close();
    }
  });

  it("generates a password when none is configured, and only on the run that creates the admin", async () => {
    const database = await fresh();
    const first = await seed(database.db, { adminEmail: "owner@example.com", adminPassword: undefined });
    expect(first.generatedAdminPassword).toMatch(/^[\w-]{16,}$/);
    const second = await seed(database.db, { adminEmail: "owner@example.com", adminPassword: undefined });
    expect(second.generatedAdminPassword).toBeUndefined();
    const app = await buildApp({
      db: database.db,
      dbKind: database.kind,
      config: testConfig(),
      logger: false,
      serveWeb: false,
    });
    try {
      const admin = await login(app, "owner@example.com", first.generatedAdminPassword!);
      expect(admin.user.role).toBe("ADMIN");
    } finally {
      await app.close();
    }
  });

  it("does not bring back a seeded villa that was deleted later", async () => {
    const { db } = await fresh();
    const first = await seed(db, { adminEmail: "owner@example.com", adminPassword: "Owner-Pass-1" });
    await db.delete(villas).where(eq(villas.id, first.villaId!));
    const again = await seed(db, { adminEmail: "owner@example.com", adminPassword: "Owner-Pass-1" });
    expect(again.villaCreated).toBe(false);
    expect(await db.select().from(villas)).toHaveLength(0);
  });

  it("creates one admin and one villa when several instances seed at the same time", async () => {
    const database = await fresh();
    const instances = await otherInstances(database, 4);
    const results = await Promise.all(
      instances.map((db) => seed(db, { adminEmail: "owner@example.com", adminPassword: "Owner-Pass-1" })),
    );
    expect(results.filter((r) => r.adminCreated)).toHaveLength(1);
    expect(results.filter((r) => r.villaCreated)).toHaveLength(1);
    expect(await database.db.select().from(users)).toHaveLength(1);
    expect(await database.db.select().from(villas)).toHaveLength(1);
  });
});

describe(`JWT secret (${TEST_DB_KIND})`, () => {
  it("is generated once and kept in the database, so a restarted instance accepts old tokens", async () => {
    const database = await fresh();
    await seed(database.db, { adminEmail: "owner@example.com", adminPassword: "Owner-Pass-1" });
    const config = testConfig({ jwtSecret: undefined });
    const first = await buildApp({ db: database.db, dbKind: database.kind, config, logger: false, serveWeb: false });
    const session = await login(first, "owner@example.com", "Owner-Pass-1");
    await first.close();

    const stored = await database.db.select().from(appSettings).where(eq(appSettings.key, "jwt_secret"));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value.length).toBeGreaterThanOrEqual(48);

    const second = await buildApp({ db: database.db, dbKind: database.kind, config, logger: false, serveWeb: false });
    try {
      const res = await second.inject({ method: "GET", url: "/api/auth/me", headers: authHeader(session.accessToken) });
      expect(res.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it("uses JWT_SECRET when configured: tokens signed with the stored secret are refused", async () => {
    const database = await fresh();
    await seed(database.db, { adminEmail: "owner@example.com", adminPassword: "Owner-Pass-1" });
    const generated = await buildApp({
      db: database.db,
      dbKind: database.kind,
      config: testConfig(),
      logger: false,
      serveWeb: false,
    });
    const session = await login(generated, "owner@example.com", "Owner-Pass-1");
    await generated.close();

    const configured = await buildApp({
      db: database.db,
      dbKind: database.kind,
      config: testConfig({ jwtSecret: "a-configured-secret-of-at-least-32-chars" }),
      logger: false,
      serveWeb: false,
    });
    try {
      expect(
        (await configured.inject({ method: "GET", url: "/api/auth/me", headers: authHeader(session.accessToken) }))
          .statusCode,
      ).toBe(401);
      const fresh = await login(configured, "owner@example.com", "Owner-Pass-1");
      expect((await configured.inject({ method: "GET", url: "/api/auth/me", headers: fresh.headers })).statusCode).toBe(
        200,
      );
    } finally {
      await configured.close();
    }
  });
});
