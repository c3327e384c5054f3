// The real server as a child process of the API benchmarks: startServer with the environment it was given
// (loadConfig), its URL sent to the parent over IPC, stopped gracefully when the parent asks or goes away.
import { loadConfig } from "../../src/server/config.ts";
import { startServer } from "../../src/server/main.ts";

// The API benchmarks never load a page, and building the web app here would race the other benchmarks' builds.
const server = await startServer(loadConfig(process.env), { handleSignals: false, serveWeb: false });
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
