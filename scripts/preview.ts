// `npm run preview`: the app as it ships, kept in step with the source. `vite build --watch` rebuilds dist/ on every
// edit, prerendered pages and service worker included, and the real server (as `npm start` runs it) restarts after
// each finished build: it registers one route per built file when it starts. A build is finished when it has written
// its list of inputs, the last thing it writes (build/build-inputs.ts).
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";
import { BUILD_INPUTS_FILE } from "../build/build-inputs.ts";
import { loadConfig } from "../src/server/config.ts";
import { startServer, type RunningServer } from "../src/server/main.ts";
import { DIST, ROOT, VITE_BIN } from "./web-build.ts";

const BUILD_DONE = join(DIST, BUILD_INPUTS_FILE);
const POLL_MS = 300;

const builtAt = () => statSync(BUILD_DONE, { throwIfNoEntry: false })?.mtimeMs ?? 0;

async function main(): Promise<void> {
  // Read the configuration first: a mistake there should not wait for a build to be reported.
  const config = loadConfig();
  const watcher = spawn(process.execPath, [VITE_BIN, "build", "--watch"], { cwd: ROOT, stdio: "inherit" });
  let server: RunningServer | undefined;
  let restarting: Promise<void> = Promise.resolve();
  // The build already in dist/ may be stale: the first one served is the watcher's own.
  let served = builtAt();

  const poll = setInterval(() => {
    const built = builtAt();
    if (built === served) return;
    served = built;
    restarting = restarting
      .then(async () => {
        await server?.stop();
        server = undefined;
        server = await startServer(config, { handleSignals: false });
        server.app.log.info(`preview of the build on ${server.url}: rebuilt and restarted on every edit`);
      })
      // The next build tries again: a preview outlives a broken edit.
      .catch((error: unknown) => console.error("The server did not start on the new build.", error));
  }, POLL_MS);

  let stopping = false;
  const shutDown = (code: number) => {
    if (stopping) return;
    stopping = true;
    clearInterval(poll);
    watcher.kill("SIGTERM");
    void restarting.then(() => server?.stop()).finally(() => process.exit(code));
  };
  watcher.once("exit", (status) => {
    console.error(`vite build --watch stopped (${status ?? "signal"}).`);
    shutDown(1);
  });
  process.once("SIGINT", () => shutDown(0));
  process.once("SIGTERM", () => shutDown(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
