// The real server for the browser benchmarks (first load, Lighthouse): the production web build, kept up to date,
// and the API on 127.0.0.1 at a free port, with a throwaway embedded database removed again when it stops.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureWebBuild } from "../../scripts/web-build.ts";
import { loadConfig } from "../../src/server/config.ts";
import { startServer } from "../../src/server/main.ts";

/** The administrator the server creates at start, for pages measured signed in. */
export const BENCH_ADMIN = { email: "admin@bench.villa.test", password: "Bench-Admin-Password-1" };

export interface WebBenchServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

/** `name` tags the build log and the data folder. */
export async function startWebBenchServer(name: string): Promise<WebBenchServer> {
  // Figures of a stale build would describe code that no longer exists.
  ensureWebBuild((line) => console.log(`[${name}] ${line}`));
  const dataDir = await mkdtemp(join(tmpdir(), `villa-bench-${name}-`));
  try {
    const config = loadConfig({
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      // Always the embedded database: what is measured is the page, not the database behind it.
      DATABASE_URL: "",
      REDIS_URL: "",
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      RATE_LIMIT_AUTH_PER_MINUTE: "1000",
      LOG_LEVEL: "warn",
    });
    const server = await startServer(config, { handleSignals: false });
    return {
      url: server.url,
      async stop() {
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
