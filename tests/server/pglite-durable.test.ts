// The embedded database on disk is durable (src/server/db/pglite-durable.ts): PostgreSQL runs with fsync on, and
// its syncs reach the OS, which PGlite's defaults never let happen (fsync off, and NODEFS answering fsync with a
// no-op). The OS calls are watched on the way out: a commit returns only after the WAL file it wrote was fsynced.
// A new cluster on disk takes PGlite many seconds to write, hence the longer timeouts.
import fs from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase, queryRows } from "../../src/server/db/client.ts";
import { TEST_DB_KIND } from "./test-app.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function dataDir(): Promise<string> {
  const dir = fs.realpathSync(await mkdtemp(join(tmpdir(), "villa-durable-")));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The files fsync is called on from now on, by path (read from /proc while the descriptor is open). */
function watchFsync(): string[] {
  const synced: string[] = [];
  const original = fs.fsyncSync;
  vi.spyOn(fs, "fsyncSync").mockImplementation((fd: number) => {
    synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
    original(fd);
  });
  return synced;
}

function regularFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

// PGlite on disk only; the file paths come from Linux's /proc.
describe.runIf(TEST_DB_KIND === "pglite" && process.platform === "linux")("PGlite in DATA_DIR", () => {
  it("runs PostgreSQL with fsync on, and a commit returns after the OS was asked to fsync the WAL it wrote", async () => {
    const dir = await dataDir();
    const database = await openDatabase({ dataDir: dir });
    cleanups.push(() => database.close());
    const settings = await queryRows<{ name: string; setting: string }>(
      database.db,
      sql`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method', 'synchronous_commit', 'full_page_writes') order by name`,
    );
    expect(settings).toEqual([
      { name: "fsync", setting: "on" },
      { name: "full_page_writes", setting: "on" },
      { name: "synchronous_commit", setting: "on" },
      { name: "wal_sync_method", setting: "fsync" },
    ]);

    await database.db.execute(sql`create table acknowledged (id int primary key)`);
    const synced = watchFsync();
    await database.db.execute(sql`insert into acknowledged values (1)`);
    const walSyncs = synced.filter((path) => path.startsWith(join(dir, "pg_wal") + sep));
    expect(walSyncs, "the commit returned without any WAL file fsynced").not.toEqual([]);
  }, 90_000);

  it("syncs a new data folder to the disk once PGlite has written it, every file and the folder itself", async () => {
    const dir = join(await dataDir(), "data");
    const synced = watchFsync();
    const database = await openDatabase({ dataDir: dir });
    cleanups.push(() => database.close());
    const files = regularFiles(dir);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !synced.includes(file))).toEqual([]);
    expect(synced).toContain(dir);
  }, 90_000);
});
