// Prepared statements for the hot read paths: Drizzle builds their SQL once instead of on every
// request, and PostgreSQL parses and plans each once per pooled connection.
import type { Database } from "./client.ts";

/** `build(db)` run once per database handle and kept: the same prepared statement on every call. */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
