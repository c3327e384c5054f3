// One server per embedded data folder: real server processes (src/server/main.ts, what `npm start` serves with)
// on one DATA_DIR, and the lock itself (src/server/db/data-dir-lock.ts) under the races a restart can meet.
import { spawn, type ChildProcess } from "node:child_process";
import { linkSync, lstatSync, mkdtempSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, villaToday } from "../../src/domain/index.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { DataDirInUseError, LOCK_FILE_PATTERN, lockDataDir } from "../../src/server/db/data-dir-lock.ts";
import { bookings } from "../../src/server/db/schema.ts";
import { TEST_DB_KIND } from "./test-app.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "villa-lock-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the URL once the server serves, rejects if it exits first. */
  serving: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr(): string;
}

/** `node src/server/main.ts` on `dir`, embedded database, a free port on 127.0.0.1. */
function startProcess(dir: string): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: "",
      REDIS_URL: "",
      HOST: "127.0.0.1",
      PORT: "0",
      ADMIN_EMAIL: "admin@lock.test",
      ADMIN_PASSWORD: "Admin-Pass-123",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  });
  let errors = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
  const serving = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const url = /serving on (http:\/\/\S+)/.exec(line)?.[1];
      if (url) resolve(url);
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`the server exited (${code ?? signal}) before serving:\n${errors}`)),
    );
  });
  serving.catch(() => {});
  return { child, serving, exited, stderr: () => errors };
}

async function api<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

async function guestToken(base: string, email: string): Promise<string> {
  const registered = await api<{ accessToken: string }>(base, "POST", "/api/auth/register", {
    email,
    password: "Guest-Pass-123",
    fullName: "Lock Guest",
  });
  expect(registered.status).toBe(201);
  return registered.data.accessToken;
}

/** Books `nights` nights from `offset` days ahead at the seeded villa; returns the booking's id once acknowledged (201). */
async function book(base: string, token: string, offset: number): Promise<string> {
  const villas = await api<{ id: string }[]>(base, "GET", "/api/villas?limit=1");
  const checkIn = addDays(villaToday(), offset);
  const body = {
    villaId: villas.data[0]?.id,
    checkIn,
    checkOut: addDays(checkIn, 2),
    totalGuests: 2,
    phone: "+20 100 123 4567",
    dateOfBirth: "1990-05-20",
    paymentMethod: "BANK_TRANSFER",
  };
  const created = await api<{ id: string }>(base, "POST", "/api/bookings", body, token);
  expect(created.status).toBe(201);
  return created.data.id;
}

// The lock concerns the embedded database only, so once (in the PGlite run) is enough. Each test starts server
// processes on a new data folder, which PGlite takes many seconds to create on a busy machine: hence the timeouts.
describe.runIf(TEST_DB_KIND === "pglite")("one server per DATA_DIR", () => {
  it("a second server on the same DATA_DIR exits non-zero with a clear message, and the first keeps serving and every acknowledged booking", async () => {
    const dir = await dataDir();
    const first = startProcess(dir);
    const url = await first.serving;
    const token = await guestToken(url, "before@lock.test");
    const acknowledged = [await book(url, token, 10), await book(url, token, 20)];

    const second = startProcess(dir);
    const served = await Promise.race([second.serving.then(() => true), second.exited.then(() => false)]);
    expect(served, "the second server started on a DATA_DIR in use").toBe(false);
    expect((await second.exited).code).toBe(1);
    expect(second.stderr()).toContain(`DATA_DIR ${dir} is in use by another process (pid ${first.child.pid})`);
    expect(second.stderr()).not.toMatch(/\n\s+at /);

    acknowledged.push(await book(url, token, 30));
    first.child.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);

    const check = await openDatabase({ dataDir: dir });
    try {
      const stored = await check.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(inArray(bookings.id, acknowledged));
      expect(stored.map((b) => b.id).sort()).toEqual([...acknowledged].sort());
    } finally {
      await check.close();
    }
  }, 240_000);

  it("a lock left by a killed server (SIGKILL) does not block the next start, which still has the booking acknowledged just before", async () => {
    const dir = await dataDir();
    const first = startProcess(dir);
    const url = await first.serving;
    const token = await guestToken(url, "killed@lock.test");
    const id = await book(url, token, 10);
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    // What the dead server left behind: its lock's socket file, now refusing connections.
    const left = readdirSync(dir).filter((name) => LOCK_FILE_PATTERN.test(name));
    expect(left).toHaveLength(1);
    expect(lstatSync(join(dir, left[0] ?? "")).isSocket()).toBe(true);

    const next = startProcess(dir);
    const nextUrl = await next.serving;
    const mine = await api<{ id: string }[]>(nextUrl, "GET", "/api/bookings/my", undefined, token);
    expect(mine.status).toBe(200);
    expect(mine.data.map((b) => b.id)).toContain(id);
    next.child.kill("SIGTERM");
    expect((await next.exited).code).toBe(0);
  }, 240_000);
});

describe("lockDataDir", () => {
  it("refuses a second holder in the same process with the holder's pid, and is free again once released", async () => {
    const dir = await dataDir();
    const lock = await lockDataDir(dir);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).holderPid).toBe(process.pid);
    await lock.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it("of several starts racing over a dead server's lock, exactly one takes it", async () => {
    const dir = await dataDir();
    // A socket file nobody listens on, as a killed server leaves it: a second name for a socket, kept after it closed.
    const listener = net.createServer();
    const first = join(dir, "dead.sock");
    await new Promise<void>((resolve) => listener.listen(first, resolve));
    linkSync(first, join(dir, "server-0123456789abcdef.lock"));
    await new Promise<void>((resolve) => listener.close(() => resolve()));

    const results = await Promise.allSettled(Array.from({ length: 6 }, () => lockDataDir(dir)));
    const taken = results.filter((r) => r.status === "fulfilled");
    expect(readdirSync(dir)).not.toContain("server-0123456789abcdef.lock");
    expect(taken).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(DataDirInUseError);
    await taken[0]?.value.release();
  });

  it("refuses a DATA_DIR whose lock path would not fit in a socket address, saying so", async () => {
    const dir = mkdtempSync(join(tmpdir(), `villa-lock-${"x".repeat(100)}-`));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await expect(lockDataDir(dir)).rejects.toThrow(/too long a path for its lock file/);
  });
});
