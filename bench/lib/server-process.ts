// Child processes of the API benchmarks (the real server, the bare node:http ceiling): started with tsx, on
// 127.0.0.1 and a free port, their output in a log file (a pipe would make this process, which drives the
// load, read every log line), and always stopped, even when the benchmark throws or is interrupted.
import { fork, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface ChildServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  pid: number;
  /** Asks the child to stop gracefully, kills it if it does not within a few seconds. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** The entry file, next to this one (server-entry.ts, server-bare-entry.ts). */
  entry: string;
  env: NodeJS.ProcessEnv;
  /** Where the child's stdout and stderr go. */
  logFile: string;
  /** Sent to the child once it is running (the bare server's captured responses). */
  message?: unknown;
  /** A directory for a V8 CPU profile of the child (node --cpu-prof), written when it stops. */
  cpuProfileDir?: string | undefined;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const running = new Set<ChildProcess>();
// Whatever ends this process (an error, Ctrl-C), its servers must not outlive it on their ports.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => process.exit(130));
}

function logTail(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-30).join("\n");
  } catch {
    return "(no log)";
  }
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const log = openSync(options.logFile, "a");
  const profile = options.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = fork(fileURLToPath(new URL(options.entry, import.meta.url)), [], {
    execArgv: ["--import", "tsx", ...profile],
    env: options.env,
    stdio: ["ignore", log, log, "ipc"],
  });
  closeSync(log);
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  void exited.then(() => running.delete(child));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${options.entry} did not start in time:\n${logTail(options.logFile)}`)),
      READY_TIMEOUT_MS,
    );
    child.on("message", (message: unknown) => {
      if (typeof message === "object" && message && "ready" in message && typeof message.ready === "string") {
        clearTimeout(timer);
        resolve(message.ready);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${options.entry} exited with ${code} before it was ready:\n${logTail(options.logFile)}`));
    });
    if (options.message !== undefined) child.send(options.message as object);
  }).catch((error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });

  let stopping: Promise<void> | undefined;
  return {
    url,
    pid: child.pid ?? 0,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        if (child.connected) child.send("stop");
        else child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}
