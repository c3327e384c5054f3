// PGlite in DATA_DIR made as durable as a PostgreSQL server: a commit is acknowledged once its WAL is on the disk.
//
// Out of the box, PGlite on Node promises nothing on a power cut (read in @electric-sql/pglite 0.5.16; upstream
// issue electric-sql/pglite#1107):
// - it starts PostgreSQL with -F, fsync off;
// - fsync on alone changes nothing: Emscripten's NODEFS, which maps the data folder onto real files, has no
//   fsync, so fsync() answers success without asking the OS, and fdatasync() (PostgreSQL's default WAL sync
//   on Linux) is a no-op in the WebAssembly build;
// - `relaxedDurability` and `syncToFs` only concern the browser's file systems: on Node, syncToFs does nothing.
// NODEFS does write through to the OS at once, so the death of this process alone (kill -9) loses nothing that
// was acknowledged; a crash of the machine could lose the last seconds, or leave the folder corrupt.
//
// So PostgreSQL runs with fsync on and wal_sync_method=fsync (the one sync call that reaches the file system),
// and NODEFS gets the fsync it lacks, calling the OS's fsync on the real file. PostgreSQL then syncs what it
// syncs on a server: the WAL at every commit, data files and directories at checkpoints, the whole folder when it
// recovers from a crash. tests/server/pglite-durable.test.ts watches those calls reach the OS.
import fs from "node:fs";
import { dirname, join } from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

// Whatever else PGlite starts PostgreSQL with (single-user mode, no parallel workers...), less -F.
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
];

/** The Emscripten parts of NODEFS this file relies on (not in PGlite's types). */
interface NodefsStream {
  /** The real file descriptor, when NODEFS opened one. */
  nfd?: number;
  node: unknown;
}
interface Nodefs {
  stream_ops?: Record<string, unknown>;
  realPath?: (node: unknown) => string;
  tryFSOperation?: <T>(operation: () => T) => T;
}

// Called through `fs.` so a test can watch the calls.
function fsyncPath(path: string): void {
  const fd = fs.openSync(path, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function giveNodefsFsync(nodefs: Nodefs): void {
  const { stream_ops: streamOps, realPath, tryFSOperation } = nodefs;
  // A PGlite upgrade that changed these must stop the server, not let it run believing commits are durable.
  if (!streamOps || typeof realPath !== "function" || typeof tryFSOperation !== "function") {
    throw new Error(
      "This PGlite build's NODEFS is not the one src/server/db/pglite-durable.ts makes durable: review that file",
    );
  }
  streamOps.fsync = (stream: NodefsStream) =>
    // tryFSOperation turns an OS error (EIO) into the errno PostgreSQL expects; it then stops rather than go on.
    tryFSOperation(() => {
      if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
      else fsyncPath(realPath(stream.node));
      return 0;
    });
}

/** NodeFS whose fsync reaches the disk. */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS["init"]>[1]): ReturnType<NodeFS["init"]> {
    const { emscriptenOpts } = await super.init(pg, opts);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), (mod) => giveNodefsFsync(mod.NODEFS as unknown as Nodefs)],
      },
    };
  }
}

/** Every regular file and directory under `dir`, then `dir` itself, synced to the disk. */
async function syncTree(dir: string): Promise<void> {
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await syncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  // Windows cannot open a directory to sync it; its file system journals directory entries itself.
  if (process.platform !== "win32") fsyncPath(dir);
}

/** PGlite on `dataDir`, durable (see above). The caller holds the folder's lock (data-dir-lock.ts). */
export async function openDurablePglite(dataDir: string, options: Pick<PGliteOptions, "extensions">): Promise<PGlite> {
  const created = !fs.existsSync(join(dataDir, "PG_VERSION"));
  const client = new PGlite({ ...options, fs: new DurableNodeFS(dataDir), startParams: DURABLE_START_PARAMS });
  await client.waitReady;
  // PGlite writes a new cluster from a template without syncing it; synced once here, a power cut in the first
  // minutes cannot leave a half-written catalog under the WAL that PostgreSQL syncs from then on.
  if (created) {
    await syncTree(dataDir);
    // The folder's own entry, which mkdir may just have made.
    if (process.platform !== "win32") fsyncPath(dirname(dataDir));
  }
  return client;
}
