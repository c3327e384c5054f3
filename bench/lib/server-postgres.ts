// A fresh PostgreSQL database per benchmark configuration, dropped afterwards, on the local server.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The maintenance database of the local server (trust auth); BENCH_POSTGRES_URL points elsewhere. */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  // Unique per run: other helpers and earlier interrupted runs may have their own bench databases.
  const name = `villa_bench_${label}_${randomBytes(4).toString("hex")}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(async (client) => void (await client.query(`drop database if exists "${name}" with (force)`))),
  };
}
