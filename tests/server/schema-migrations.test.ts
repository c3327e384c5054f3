// schema.ts, drizzle-kit's snapshots (migrations/meta) and the migration SQL must describe one database:
// `npx drizzle-kit generate` on an unchanged schema writes nothing (else it would re-create tables that
// exist, as it once did), and the database the migrations build is the one the latest snapshot describes
// (else the next generated migration would name constraints or columns that are not there).
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client.ts";
import { createTestDatabase, TEST_DB_KIND } from "./test-app.ts";

const MIGRATIONS = resolve("src/server/db/migrations");
// What the migrations make that Drizzle's schema cannot express (0001, 0005, 0012): kept out of the comparison.
const HAND_WRITTEN_ONLY = {
  constraints: ["bookings_no_overlap", "seasons_no_overlap", "villa_blocks_no_overlap"],
  tables: ["schema_migrations"],
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

interface Snapshot {
  tables: Record<
    string,
    {
      name: string;
      columns: Record<string, { name: string; type: string; notNull: boolean; default?: string | number | boolean }>;
      indexes: Record<string, { name: string; isUnique: boolean; columns: { expression: string }[] }>;
      foreignKeys: Record<
        string,
        { name: string; tableTo: string; columnsFrom: string[]; columnsTo: string[]; onDelete: string }
      >;
      compositePrimaryKeys: Record<string, { name: string }>;
      uniqueConstraints: Record<string, { name: string }>;
      checkConstraints: Record<string, { name: string }>;
    }
  >;
  enums: Record<string, { name: string; values: string[] }>;
}

async function latestSnapshot(): Promise<Snapshot> {
  const files = (await readdir(join(MIGRATIONS, "meta"))).filter((f) => f.endsWith("_snapshot.json")).sort();
  const journal = JSON.parse(await readFile(join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number }[];
  };
  // One snapshot per journal entry: drizzle-kit diffs the schema against the last one.
  expect(files).toHaveLength(journal.entries.length);
  return JSON.parse(await readFile(join(MIGRATIONS, "meta", files.at(-1) ?? ""), "utf8")) as Snapshot;
}

/** `'en'::text` and `'en'`, `numeric(12,2)` and `numeric(12, 2)` say the same thing. */
const normaliseDefault = (value: unknown) =>
  value === undefined || value === null ? null : String(value).replace(/::[\w ]+$/, "");
const normaliseType = (type: string) => type.replace(/,\s*/g, ",");

describe("drizzle-kit", () => {
  // Reads no database, so once (in the PGlite run) is enough.
  it.runIf(TEST_DB_KIND === "pglite")(
    "generate on the current schema writes no migration",
    async () => {
      const work = await mkdtemp(join(tmpdir(), "villa-drizzle-"));
      cleanups.push(() => rm(work, { recursive: true, force: true }));
      const out = join(work, "migrations");
      await cp(MIGRATIONS, out, { recursive: true });
      const before = await readdir(out, { recursive: true });
      // The project's own settings, only writing elsewhere; drizzle-kit wants `out` relative to the working directory.
      const config = join(work, "drizzle.config.ts");
      await writeFile(
        config,
        `import config from ${JSON.stringify(resolve("drizzle.config.ts"))};\nexport default { ...config, out: ${JSON.stringify(relative(process.cwd(), out))} };\n`,
      );
      const { stdout } = await promisify(execFile)(process.execPath, [
        resolve("node_modules/drizzle-kit/bin.cjs"),
        "generate",
        "--config",
        config,
      ]);

      const written = (await readdir(out, { recursive: true })).filter((file) => !before.includes(file));
      const sqlWritten = await Promise.all(
        written.filter((f) => f.endsWith(".sql")).map((f) => readFile(join(out, f), "utf8")),
      );
      expect(written, `drizzle-kit generated a migration:\n${sqlWritten.join("\n")}`).toEqual([]);
      expect(stdout).toContain("No schema changes");
      for (const file of before) {
        if (file.endsWith(".json"))
          expect(await readFile(join(out, file), "utf8"), file).toBe(await readFile(join(MIGRATIONS, file), "utf8"));
      }
    },
    60_000,
  );
});

describe(`migrations and the latest snapshot (${TEST_DB_KIND})`, () => {
  it("the migrated database has exactly the tables, columns, indexes, constraints and enums the snapshot describes", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.destroy());
    const snapshot = await latestSnapshot();
    const db = database.db;

    const columns = await queryRows<{
      table: string;
      column: string;
      type: string;
      not_null: boolean;
      default: string | null;
    }>(
      db,
      sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as type,
                 a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as "default"
          from pg_attribute a
          join pg_class c on c.oid = a.attrelid and c.relkind = 'r'
          join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
          left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
          where a.attnum > 0 and not a.attisdropped`,
    );
    const actualColumns = columns
      .filter((c) => !HAND_WRITTEN_ONLY.tables.includes(c.table))
      .map(
        (c) =>
          `${c.table}.${c.column} ${normaliseType(c.type)}${c.not_null ? " not null" : ""} default ${normaliseDefault(c.default)}`,
      );
    const expectedColumns = Object.values(snapshot.tables).flatMap((t) =>
      Object.values(t.columns).map(
        (c) =>
          `${t.name}.${c.name} ${normaliseType(c.type)}${c.notNull ? " not null" : ""} default ${normaliseDefault(c.default)}`,
      ),
    );
    expect(actualColumns.sort()).toEqual(expectedColumns.sort());

    // Indexes of their own (those behind a primary key, unique or exclusion constraint are the constraint's).
    const indexes = await queryRows<{ table: string; name: string; unique: boolean; columns: string }>(
      db,
      sql`select t.relname as "table", i.relname as name, x.indisunique as "unique",
                 (select string_agg(a.attname, ',' order by k.ord) from unnest(x.indkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum) as columns
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid
          join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
          where not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
    );
    expect(indexes.map((i) => `${i.table}.${i.name}${i.unique ? " unique" : ""} (${i.columns})`).sort()).toEqual(
      Object.values(snapshot.tables)
        .flatMap((t) =>
          Object.values(t.indexes).map(
            (i) =>
              `${t.name}.${i.name}${i.isUnique ? " unique" : ""} (${i.columns.map((c) => c.expression).join(",")})`,
          ),
        )
        .sort(),
    );

    const constraints = await queryRows<{ table: string; name: string; type: string; definition: string }>(
      db,
      sql`select t.relname as "table", k.conname as name, k.contype::text as type, pg_get_constraintdef(k.oid) as definition
          from pg_constraint k
          join pg_class t on t.oid = k.conrelid
          join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'`,
    );
    const actualConstraints = constraints
      .filter((k) => !HAND_WRITTEN_ONLY.constraints.includes(k.name) && !HAND_WRITTEN_ONLY.tables.includes(k.table))
      // PostgreSQL 18 lists NOT NULL as constraints too; the columns above compare them.
      .filter((k) => k.type !== "n")
      // Single-column primary keys live on the column in the snapshot (primaryKey: true), under PostgreSQL's own name.
      .filter((k) => !(k.type === "p" && !/,/.test(k.definition)))
      .map((k) => (k.type === "f" ? `${k.table}.${k.name} ${k.definition}` : `${k.table}.${k.name} ${k.type}`));
    const onDelete = (rule: string) => (rule === "no action" ? "" : ` ON DELETE ${rule.toUpperCase()}`);
    const expectedConstraints = Object.values(snapshot.tables).flatMap((t) => [
      ...Object.values(t.foreignKeys).map(
        (f) =>
          `${t.name}.${f.name} FOREIGN KEY (${f.columnsFrom.join(", ")}) REFERENCES ${f.tableTo}(${f.columnsTo.join(", ")})${onDelete(f.onDelete)}`,
      ),
      ...Object.values(t.compositePrimaryKeys).map((k) => `${t.name}.${k.name} p`),
      ...Object.values(t.uniqueConstraints).map((k) => `${t.name}.${k.name} u`),
      ...Object.values(t.checkConstraints).map((k) => `${t.name}.${k.name} c`),
    ]);
    expect(actualConstraints.sort()).toEqual(expectedConstraints.sort());

    const enums = await queryRows<{ name: string; values: string[] }>(
      db,
      sql`select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
          from pg_type t
          join pg_namespace n on n.oid = t.typnamespace and n.nspname = 'public'
          join pg_enum e on e.enumtypid = t.oid
          group by t.typname`,
    );
    expect(Object.fromEntries(enums.map((e) => [e.name, e.values]))).toEqual(
      Object.fromEntries(Object.values(snapshot.enums).map((e) => [e.name, e.values])),
    );
  });
});
