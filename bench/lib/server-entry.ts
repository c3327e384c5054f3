// The real server as a child process of the API benchmarks: startServer with the environment it was given
// (loadConfig), its URL sent to the parent over IPC, stopped gracefully when the parent asks or goes away.
// BENCH_PGLITE_FSYNC=off opens PGlite as the server did before it was made durable (the durability benchmark's
// baseline); nothing else can open the embedded database that way.
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle } from "drizzle-orm/pglite";
import { loadConfig } from "../../src/server/config.ts";
import type { OpenedDatabase } from "../../src/server/db/client.ts";
import * as schema from "../../src/server/db/schema.ts";
import { startServer } from "../../src/server/main.ts";

async function pgliteWithoutFsync(dataDir: string): Promise<OpenedDatabase> {
  // PGlite's defaults: PostgreSQL started with -F, and NODEFS's fsync a no-op.
  const client = new PGlite({ dataDir, extensions: { btree_gist } });
  await client.waitReady;
  return { db: drizzle({ client, schema }), kind: "pglite", close: () => client.close() };
}

const config = loadConfig(process.env);
const database = process.env.BENCH_PGLITE_FSYNC === "off" ? await pgliteWithoutFsync(config.dataDir) : undefined;
// The API benchmarks never load a page, and building the web app here would race the other benchmarks' builds.
const server = await startServer(config, { handleSignals: false, serveWeb: false, ...(database ? { database } : {}) });
process.send?.({ ready: server.url });

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  // process.exit (not a kill) lets --cpu-prof write its profile.
  server.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("[bench server] stop failed", error);
      process.exit(1);
    },
  );
}

process.on("message", (message) => {
  if (message === "stop") stop();
});
// The parent died without asking: do not linger on the port.
process.on("disconnect", stop);
