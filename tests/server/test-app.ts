// Test harness for the API suites: a fresh, migrated (and by default seeded) database per
// call — PGlite in memory, or a throw-away database on TEST_DATABASE_URL when the suite runs
// for PostgreSQL (TEST_DB_KIND=postgres, set by vitest.config.ts) — plus sign-in helpers.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import type { Role } from "../../src/domain/roles.ts";
import type { User } from "../../src/domain/schemas/user.ts";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig, type AppConfig } from "../../src/server/config.ts";
import { openDatabase, type Database, type DatabaseKind } from "../../src/server/db/client.ts";
import { migrate, readMigrations } from "../../src/server/db/migrate.ts";
import * as schema from "../../src/server/db/schema.ts";
import { users } from "../../src/server/db/schema.ts";
import { seed, type SeedResult } from "../../src/server/db/seed.ts";
import { eq } from "drizzle-orm";

export const TEST_DB_KIND: DatabaseKind = process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";

/** The seeded admin of every test app (owner of the seeded villa). */
export const TEST_ADMIN = { email: "admin@villa.test", password: "Admin-Pass-123" } as const;

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Set for PostgreSQL: the URL of this test's own database. */
  url: string | undefined;
  /** Closes the connection (idempotent). */
  closeConnection(): Promise<void>;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

function testDatabaseServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  return url;
}

/** A PostgreSQL database created for one test and the means to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = testDatabaseServerUrl();
  const name = `villa_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

let migratedTemplate: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory to start test databases from: PGlite's initdb takes seconds,
 * loading a dump about one. Shared through a file in the temp dir, named after the PGlite
 * version and the migrations, so every test file and worker of a run builds it at most once.
 */
function pgliteTemplate(): Promise<Blob> {
  migratedTemplate ??= (async () => {
    // The dump format belongs to the PGlite build, so its version is part of the name.
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    const { version } = JSON.parse(await readFile(join(dirname(entry), "..", "package.json"), "utf8")) as {
      version: string;
    };
    const migrations = (await readMigrations()).map((m) => m.hash).join(",");
    const key = createHash("sha256").update(`${version}:${migrations}`).digest("hex").slice(0, 16);
    const file = join(tmpdir(), `villa-pglite-template-${key}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const client = new PGlite({ extensions: { btree_gist } });
      await migrate(drizzle({ client, schema }));
      const dump = await client.dumpDataDir("none");
      await client.close();
      // Written under a unique name then renamed, so a parallel worker never reads half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    }
  })();
  return migratedTemplate;
}

/** A fresh database of the suite's kind, migrated unless `migrate: false`. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  let url: string | undefined;
  let drop = async () => {};
  const migrated = options.migrate ?? true;
  if (TEST_DB_KIND === "postgres") {
    const created = await createPostgresDatabase();
    url = created.url;
    drop = created.drop;
    opened = await openDatabase({ url, poolSize: 20 });
    if (migrated) await migrate(opened.db);
  } else if (migrated) {
    opened = await openDatabase({ memory: true, loadDataDir: await pgliteTemplate() });
    // The template is current, so this only checks it and applies nothing.
    await migrate(opened.db);
  } else {
    opened = await openDatabase({ memory: true });
  }
  return {
    db: opened.db,
    kind: opened.kind,
    url,
    closeConnection: () => opened.close(),
    async destroy() {
      await opened.close();
      await drop();
    },
  };
}

/** Settings for test apps: quiet, generous rate limits and caps, the known test admin. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    host: "127.0.0.1",
    port: 0,
    logLevel: "silent",
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    rateLimitAuthPerMinute: 100_000,
    rateLimitSessionPerMinute: 100_000,
    messagesPer10Minutes: 5,
    // Suites make many requests per guest and address; booking-limits.test.ts tests the production defaults.
    maxOpenRequestsPerGuest: 100_000,
    maxPendingNightsPerGuest: 1_000_000,
    rateLimitBookingsPerHour: 100_000,
    rateLimitBookingsPerHourPerIp: 100_000,
    unconfirmedEmailMailsPerDay: 100_000,
    // media-hygiene.test.ts tests the upload limit.
    mediaUploadsPer10Minutes: 100_000,
    invoicesPer10Minutes: 100_000,
    ...overrides,
  };
}

export interface TestAppOptions {
  /** Seed the admin and villa (default true). */
  seed?: boolean;
  clock?: () => Date;
  config?: Partial<AppConfig>;
  /** Register the web app's static serving (default false in API tests). */
  serveWeb?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  kind: DatabaseKind;
  /** The seed's result (admin id, villa id), or null with `seed: false`. */
  seeded: SeedResult | null;
  /** Closes the database connection only (to test how the app behaves without it). */
  closeDatabase(): Promise<void>;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  try {
    const config = testConfig(options.config);
    const seeded =
      (options.seed ?? true)
        ? await seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword })
        : null;
    const app = await buildApp({
      db: database.db,
      dbKind: database.kind,
      config,
      logger: false,
      serveWeb: options.serveWeb ?? false,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    await app.ready();
    return {
      app,
      db: database.db,
      kind: database.kind,
      seeded,
      closeDatabase: () => database.closeConnection(),
      async close() {
        await app.close();
        await database.destroy();
      },
    };
  } catch (err) {
    await database.destroy();
    throw err;
  }
}

/** A clock tests can set and move; pass `clock.now` as the app's clock. */
export function movableClock(start: Date | string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(to: Date | string) {
      current = new Date(to);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  user: User;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: "Bearer <accessToken>" }` */
  headers: { authorization: string };
}

interface SessionBody {
  success: boolean;
  data: { accessToken: string; refreshToken: string; user: User };
}

function toTestUser(body: SessionBody, password: string): TestUser {
  const { accessToken, refreshToken, user } = body.data;
  return {
    id: user.id,
    email: user.email,
    password,
    fullName: user.fullName,
    user,
    accessToken,
    refreshToken,
    headers: authHeader(accessToken),
  };
}

export function uniqueEmail(prefix = "guest"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<TestUser> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return toTestUser(res.json<SessionBody>(), password);
}

/**
 * Registers a new account through the API (always GUEST), then gives it `role` directly in
 * the database when asked — the API itself never lets anyone change a role.
 */
export async function registerUser(
  app: FastifyInstance,
  input: { email?: string; password?: string; fullName?: string; role?: Role } = {},
): Promise<TestUser> {
  const password = input.password ?? "Guest-Pass-123";
  const payload = {
    email: input.email ?? uniqueEmail(input.role?.toLowerCase() ?? "guest"),
    password,
    fullName: input.fullName ?? "Test Guest",
  };
  const res = await app.inject({ method: "POST", url: "/api/auth/register", payload });
  if (res.statusCode !== 201) throw new Error(`register ${payload.email} failed: ${res.statusCode} ${res.body}`);
  const registered = toTestUser(res.json<SessionBody>(), password);
  if (!input.role || input.role === "GUEST") return registered;
  await app.db.update(users).set({ role: input.role }).where(eq(users.id, registered.id));
  return { ...registered, user: { ...registered.user, role: input.role } };
}

/**
 * A signed-in user of `role`: the seeded admin (owner of the seeded villa) for ADMIN when the
 * app was seeded, otherwise a newly registered account.
 */
export async function loginAs(app: FastifyInstance, role: Role): Promise<TestUser> {
  if (role === "ADMIN") {
    const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
    if (admin) return login(app, TEST_ADMIN.email, TEST_ADMIN.password);
  }
  return registerUser(app, { role, fullName: `Test ${role.toLowerCase()}` });
}
