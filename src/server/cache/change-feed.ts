// The database's change notices for the read cache (migration 0005: triggers on the tables behind cached
// reads send pg_notify on commit). On PostgreSQL one connection per instance, outside the pool, LISTENs and
// reconnects when lost; on PGlite (one process) the embedded database calls back in-process as the writing
// statement completes.
import { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Database } from "../db/client.ts";

export const CHANGES_CHANNEL = "read_cache_changes";

export interface ChangeFeedEvents {
  /** A committed write touched `table`, one of those behind a cached read. */
  changed(table: string): void;
  /** Notices are arriving (at start, and again after a lost connection came back). */
  listening(): void;
  /** Notices may be missed from now until `listening` is called again. */
  lost(): void;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

function listenPostgres(
  pool: pg.Pool,
  events: ChangeFeedEvents,
  log: FastifyBaseLogger,
): { started: Promise<void>; stop(): Promise<void> } {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;
  let stopped = false;
  const gone = new WeakSet<pg.Client>();

  const lose = (client: pg.Client, err?: unknown) => {
    if (gone.has(client)) return;
    gone.add(client);
    if (current === client) current = undefined;
    events.lost();
    client.end().catch(() => {});
    if (stopped) return;
    log.warn({ err }, "read cache: database change notices lost; reads go to the database until they return");
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    const client = new pg.Client({ ...pool.options, keepAlive: true });
    client.on("notification", (notice) => events.changed(notice.payload ?? ""));
    client.on("error", (err) => lose(client, err));
    client.on("end", () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      lose(client, err);
      return;
    }
    if (stopped) {
      gone.add(client);
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = FIRST_RETRY_MS;
    events.listening();
  };

  return {
    started: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      if (client) {
        gone.add(client);
        events.lost();
        await client.end().catch(() => {});
      }
    },
  };
}

/** Calls `events` for every change notice of `db` until the returned stop() is awaited. */
export async function listenForChanges(
  db: Database,
  events: ChangeFeedEvents,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const feed = listenPostgres(client, events, log);
    await feed.started;
    return feed.stop;
  }
  if (client instanceof PGlite) {
    const unlisten = await client.listen(CHANGES_CHANNEL, (table) => events.changed(table));
    events.listening();
    return async () => {
      events.lost();
      if (!client.closed) await unlisten();
    };
  }
  log.warn("read cache: no change notices from this database client; reads always go to the database");
  return async () => {};
}
