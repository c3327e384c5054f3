// Opens the database: PGlite (embedded PostgreSQL, in DATA_DIR or in memory) or a PostgreSQL
// server through node-postgres. Both give the same Drizzle API over the same schema.
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { SQLWrapper } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import { openDurablePglite } from "./pglite-durable.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when set, PostgreSQL is used and dataDir/memory are ignored. */
  url?: string;
  /** Where PGlite keeps its files: locked to this process while open, and synced to disk at every commit. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  memory?: boolean;
  /** PGlite in memory only: start from this dumped data directory (dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
  /** Connections kept by the node-postgres pool. */
  poolSize?: number;
  /** Called when an idle pooled connection fails (server restart, network); the next query reports it too. */
  onPoolError?: (err: Error) => void;
}

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    pool.on("error", (err) => options.onPoolError?.(err));
    // Fail at start, not at the first request, when the server is unreachable.
    const client = await pool.connect();
    client.release();
    const db: Database = drizzleNodePg({ client: pool, schema });
    let closed = false;
    return {
      db,
      kind: "postgres",
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  if (options.memory || !options.dataDir) {
    if (!options.memory) throw new Error("openDatabase needs a url, a dataDir or memory: true");
    const client = new PGlite({
      extensions: { btree_gist },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
    return pgliteDatabase(client, async () => {});
  }

  // Taken before PGlite reads a byte of the folder: a second process must not even replay its WAL.
  const lock = await lockDataDir(options.dataDir);
  try {
    const client = await openDurablePglite(options.dataDir, { extensions: { btree_gist } });
    return pgliteDatabase(client, () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function pgliteDatabase(client: PGlite, afterClose: () => Promise<void>): OpenedDatabase {
  let closing: Promise<void> | undefined;
  return {
    db: drizzlePglite({ client, schema }),
    kind: "pglite",
    close() {
      // The lock goes last, once PGlite has written everything and let go of the folder.
      closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          await afterClose();
        }
      })();
      return closing;
    },
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Pick<Database, "execute">,
  query: SQLWrapper,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
