// One process at a time on an embedded data folder. Two PGlite instances on one DATA_DIR each believe they own
// its WAL and buffers: both accept bookings, and afterwards acknowledged bookings are gone, overlapping ones exist
// and the exclusion constraint's index is broken. So whoever opens the folder takes its lock first, and a second
// process is refused before it reads a byte of it.
//
// The lock must vanish with its owner however it dies (kill -9, a power cut), or one crash would keep the villa
// offline. Node has no flock(); what it has is Unix sockets, and a socket listened on inside DATA_DIR is such a
// lock: only a live process accepts connections on it, and the kernel closes the listener when the process ends.
// A dead owner leaves just the socket file, which refuses connections (ECONNREFUSED), so it is known stale. A PID
// file cannot tell a dead owner from a reused PID, or one in another container; a lock made by mkdir or an
// exclusive create outlives a crash; a native flock module needs a compiler at install. Being files in the
// folder, the sockets are found by every process that sees the folder, containers sharing a volume included (not
// machines sharing it over a network file system: use DATABASE_URL there).
//
// Replacing a stale lock file in place races (two starters both find it dead; one replaces it, the other then
// deletes the fresh one), so each process claims with a socket file of its own, `server-<random>.lock`, which is
// only ever deleted once dead, and a dead socket never comes back. A claim counts once the process has looked at
// every other claim and found no live one: of two processes, the later to look always sees the earlier's claim.
// Two starting at the same moment see each other's claims, step back and try again after a random pause.
// On Windows a named pipe, named after the folder's real path and gone with its process, is the whole lock.
import { createHash, randomBytes } from "node:crypto";
import { realpathSync, renameSync } from "node:fs";
import { mkdir, readdir, stat, unlink } from "node:fs/promises";
import net from "node:net";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";

/** The name of a claim: the socket file a live process listens on (and a dead one left behind). */
export const LOCK_FILE_PATTERN = /^server-[0-9a-f]{16}\.lock$/;
const PENDING_PATTERN = /^server-[0-9a-f]{16}\.lock\.pending$/;
// A claim is listened on under this name, then renamed to its real one: it is never seen before it can answer.
const PENDING_SUFFIX = ".pending";
// sun_path holds 108 bytes on Linux and 104 on macOS, the final NUL included.
const MAX_SOCKET_PATH_BYTES = 103;
const CLAIM_NAME_BYTES = "/server-0123456789abcdef.lock.pending".length;
// Long enough for a holder to answer even while a query keeps its event loop busy; connecting at all already
// proves it alive, the answer only tells its pid and whether it holds the lock or is still claiming it.
const ANSWER_WAIT_MS = 1_000;
// Each turn ends in the lock, a refusal, or (only when several start at once) a random pause and another turn.
const MAX_TURNS = 20;
const STEP_BACK_MS = 50;
// A process that died between listening on its pending name and renaming it left that file; it is cleared once
// surely dead, well after the microseconds that step takes.
const PENDING_LEFTOVER_AGE_MS = 60_000;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process${holderPid ? ` (pid ${holderPid})` : ""}. ` +
        "Only one server may use an embedded database folder at a time: stop the other one, give this one its own " +
        "DATA_DIR, or run several instances on one PostgreSQL with DATABASE_URL.",
    );
    this.name = "DataDirInUseError";
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

type Answer = { state: "holding" | "claiming"; pid: number | undefined } | { state: "dead" } | { state: "gone" };

/** Who listens at `address`: a process holding or claiming the lock, a dead one's socket file, or nothing any more. */
function probe(address: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    let text = "";
    const answer = (result: Answer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    // Alive but not answering: taken as holding, the safe reading.
    const timer = setTimeout(() => answer({ state: "holding", pid: undefined }), ANSWER_WAIT_MS);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => {
      const [state, pidText] = text.trim().split(" ");
      const pid = Number.parseInt(pidText ?? "", 10);
      answer({
        state: state === "claiming" ? "claiming" : "holding",
        pid: Number.isInteger(pid) && pid > 0 ? pid : undefined,
      });
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") answer({ state: "dead" });
      else if (error.code === "ENOENT") answer({ state: "gone" });
      // A full backlog, or a connection cut by a holder that is stopping: alive all the same.
      else if (error.code === "EAGAIN" || error.code === "ECONNRESET" || error.code === "EPIPE")
        answer({ state: "holding", pid: undefined });
      else {
        clearTimeout(timer);
        reject(error);
      }
    });
  });
}

/** A socket that answers probes with "<state> <pid>". */
function claimServer(state: () => "holding" | "claiming"): net.Server {
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.end(`${state()} ${process.pid}\n`);
  });
  // The lock must never be what keeps a finished script running.
  server.unref();
  return server;
}

function listen(server: net.Server, address: string): Promise<"listening" | "in use"> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      if (error.code === "EADDRINUSE") resolve("in use");
      // Some mounted file systems (shared folders of virtual machines, a few network ones) cannot hold a socket.
      else
        reject(
          new Error(
            `Could not create the lock file ${address} (${error.code ?? error.message}): DATA_DIR must be on a local file system`,
            { cause: error },
          ),
        );
    };
    const onListening = () => {
      server.off("error", onError);
      resolve("listening");
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(address);
  });
}

const closeServer = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Probes every other claim in `dataDir`, deleting the dead ones; answers what the live ones said. */
async function otherClaims(
  dataDir: string,
  mine: string,
): Promise<Array<{ state: "holding" | "claiming"; pid: number | undefined }>> {
  const live: Array<{ state: "holding" | "claiming"; pid: number | undefined }> = [];
  for (const name of await readdir(dataDir)) {
    if (name === mine) continue;
    const path = join(dataDir, name);
    if (LOCK_FILE_PATTERN.test(name)) {
      const answer = await probe(path);
      if (answer.state === "dead") await unlink(path).catch(() => {});
      else if (answer.state !== "gone") live.push(answer);
    } else if (PENDING_PATTERN.test(name)) {
      const age = Date.now() - (await stat(path).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > PENDING_LEFTOVER_AGE_MS && (await probe(path)).state === "dead") await unlink(path).catch(() => {});
    }
  }
  return live;
}

async function lockWithPipe(dataDir: string): Promise<DataDirLock> {
  const key = createHash("sha256").update(realpathSync(dataDir).toLowerCase()).digest("hex").slice(0, 40);
  const address = `\\\\?\\pipe\\red-sea-villa-${key}`;
  const server = claimServer(() => "holding");
  if ((await listen(server, address)) === "in use") {
    const answer = await probe(address);
    throw new DataDirInUseError(dataDir, "pid" in answer ? answer.pid : undefined);
  }
  let released: Promise<void> | undefined;
  return { release: () => (released ??= closeServer(server)) };
}

/** Takes DATA_DIR's lock, or throws DataDirInUseError when a live process holds it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  if (process.platform === "win32") return lockWithPipe(dataDir);
  if (Buffer.byteLength(dataDir) + CLAIM_NAME_BYTES > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `DATA_DIR ${dataDir} is too long a path for its lock file (at most ${MAX_SOCKET_PATH_BYTES - CLAIM_NAME_BYTES} bytes): use a shorter path`,
    );
  }

  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const name = `server-${randomBytes(8).toString("hex")}.lock`;
    const path = join(dataDir, name);
    let holding = false;
    const server = claimServer(() => (holding ? "holding" : "claiming"));
    // A random name is never in use; were it a leftover of the same name, this turn is skipped.
    if ((await listen(server, path + PENDING_SUFFIX)) === "listening") {
      let others: Awaited<ReturnType<typeof otherClaims>> | undefined;
      try {
        renameSync(path + PENDING_SUFFIX, path);
        others = await otherClaims(dataDir, name);
      } finally {
        if (others?.length !== 0) {
          await unlink(path).catch(() => {});
          await closeServer(server);
        }
      }
      if (others.length === 0) {
        holding = true;
        let released: Promise<void> | undefined;
        return {
          release: () =>
            (released ??= (async () => {
              // Closing only removes the pending name it was listened on; the claim goes first, by hand.
              await unlink(path).catch(() => {});
              await closeServer(server);
            })()),
        };
      }
      const holder = others.find((other) => other.state === "holding");
      if (holder) throw new DataDirInUseError(dataDir, holder.pid);
    }
    // Others are claiming at this very moment: step back for a random while, so that one goes first next turn.
    await delay(STEP_BACK_MS * (1 + Math.random() * (turn + 1)));
  }
  throw new Error(
    `Could not take the lock of DATA_DIR ${dataDir}: other processes kept claiming it. Is something starting servers in a loop?`,
  );
}
