// `npm start`: builds the web app when dist/ is missing or stale, then serves the app and the API on one origin.
import { loadConfig } from "../src/server/config.ts";
import { DataDirInUseError } from "../src/server/db/data-dir-lock.ts";
import { startServer } from "../src/server/main.ts";
import { ensureWebBuild } from "./web-build.ts";

async function main(): Promise<void> {
  // Read the configuration first: a mistake there should not wait for a build to be reported.
  const config = loadConfig();
  ensureWebBuild();
  const server = await startServer(config);
  server.app.log.info(`serving on ${server.url} (API docs at ${server.url}/api/docs)`);
}

main().catch((error: unknown) => {
  // A configuration or build mistake, or a DATA_DIR in use, reads best as its message alone; anything else needs its stack.
  const message = error instanceof Error ? error.message : "";
  const expected =
    error instanceof DataDirInUseError ||
    message.startsWith("Invalid configuration") ||
    message.startsWith("The web build failed");
  console.error(expected ? message : error);
  process.exit(1);
});
