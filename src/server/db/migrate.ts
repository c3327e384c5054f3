// Applies the SQL migrations shipped in ./migrations (drizzle-kit output plus hand-written
// files) in journal order, each once, inside one transaction holding an advisory lock, so
// several instances starting together on one PostgreSQL apply them exactly once.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./client.ts";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
const STATEMENT_BREAKPOINT = "--> statement-breakpoint";
// Any fixed 64-bit number works; it only has to differ from other advisory locks we take.
export const MIGRATION_LOCK_KEY = 7_245_130_001;

interface JournalEntry {
  idx: number;
  tag: string;
}

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const journal = JSON.parse(await readFile(`${dir}meta/_journal.json`, "utf8")) as { entries: JournalEntry[] };
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return Promise.all(
    entries.map(async ({ tag }) => {
      // Normalised so a checkout with CRLF line endings does not look like an edited migration.
      const text = (await readFile(`${dir}${tag}.sql`, "utf8")).replace(/\r\n/g, "\n");
      const statements = text
        .split(STATEMENT_BREAKPOINT)
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
      return { tag, hash: createHash("sha256").update(text).digest("hex"), statements };
    }),
  );
}

/** Brings the schema up to date; returns the tags it applied (empty when already current). */
export async function migrate(db: Database): Promise<string[]> {
  const migrations = await readMigrations();
  return db.transaction(async (tx) => {
    // Transaction-scoped, so it is released on commit or rollback even if this process dies.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      tag text primary key,
      hash text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = new Map(
      (await queryRows<{ tag: string; hash: string }>(tx, sql`select tag, hash from schema_migrations`)).map((r) => [r.tag, r.hash]),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      const previousHash = done.get(migration.tag);
      if (previousHash !== undefined) {
        if (previousHash !== migration.hash) {
          throw new Error(`Migration ${migration.tag} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (tag, hash) values (${migration.tag}, ${migration.hash})`);
      applied.push(migration.tag);
    }
    return applied;
  });
}
