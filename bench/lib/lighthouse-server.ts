// The server Lighthouse measures: the production web build and the real API on 127.0.0.1, a free port, and a
// fresh embedded database that is removed again when the benchmark stops.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureWebBuild } from "../../scripts/web-build.ts";
import { loadConfig } from "../../src/server/config.ts";
import { startServer } from "../../src/server/main.ts";

export interface BenchServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  // Scores of a stale build would describe code that no longer exists.
  ensureWebBuild((line) => console.log(`[lighthouse] ${line}`));
  const dataDir = await mkdtemp(join(tmpdir(), "villa-lighthouse-"));
  try {
    const config = loadConfig({
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      // Always the embedded database: what is measured is the page, not the database behind it.
      DATABASE_URL: "",
      REDIS_URL: "",
      ADMIN_EMAIL: "bench-admin@villa.local",
      ADMIN_PASSWORD: "bench-admin-password",
      LOG_LEVEL: "warn",
    });
    const server = await startServer(config, { handleSignals: false });
    return {
      url: server.url,
      stop: async () => {
        try {
          await server.stop();
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
