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
  /** Of the statements alone: rewording a migration's comments does not make it a different migration. */
  hash: string;
  /** Hashes an older release stored for this migration (of the whole file, comments included). */
  formerHashes: string[];
  statements: string[];
}

// Databases migrated before the hash left comments out hold the whole file's hash. For these three files that hash
// is of the comments as first shipped, which were reworded since; any other file's is still its text's.
const FIRST_SHIPPED_FILE_HASHES: Record<string, string> = {
  "0003_notifications": "f373e64500349c13d664a5b4aac74b2eb5549a0b6309648d053f7a5063cc175b",
  "0004_calendar": "af9e0eb93ee59acf224d55908dacc11b20ab95db3e8ab28141f0903ead8dfb81",
  "0005_read_cache_changes": "78a092db95868331a9ec7d38fdbfaccb245a6c7b697ec63b56e1eed5a5d36986",
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const withoutCommentLines = (statement: string) =>
  statement
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n")
    .trim();

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
      const formerHashes = [sha256(text), FIRST_SHIPPED_FILE_HASHES[tag]].filter((hash) => hash !== undefined);
      return { tag, hash: sha256(statements.map(withoutCommentLines).join("\n;\n")), formerHashes, statements };
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
      (await queryRows<{ tag: string; hash: string }>(tx, sql`select tag, hash from schema_migrations`)).map((r) => [
        r.tag,
        r.hash,
      ]),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      const previousHash = done.get(migration.tag);
      if (previousHash !== undefined) {
        if (migration.formerHashes.includes(previousHash)) {
          await tx.execute(sql`update schema_migrations set hash = ${migration.hash} where tag = ${migration.tag}`);
        } else if (previousHash !== migration.hash) {
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
