// The server the browser tests drive: the real built app and API on 127.0.0.1, with a fresh embedded database.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config.ts";
import { startServer } from "../../src/server/main.ts";
import { ensureWebBuild } from "../../scripts/web-build.ts";
import { E2E_ADMIN } from "./accounts.ts";
import { seedHost } from "./seed-host.ts";
import { seedPastStays } from "./seed-past-stays.ts";

const port = process.env.E2E_PORT;
if (!port) throw new Error("E2E_PORT is not set: start the browser tests with `npx playwright test`.");

// `npx playwright test` right after an edit must test the edit, not the last build.
ensureWebBuild((line) => console.log(`[e2e] ${line}`));

const dataDir = await mkdtemp(join(tmpdir(), "villa-e2e-"));
const config = loadConfig({
  ...process.env,
  HOST: "127.0.0.1",
  PORT: port,
  DATA_DIR: dataDir,
  // Always the embedded database: the browser tests must not touch a developer's PostgreSQL.
  DATABASE_URL: "",
  REDIS_URL: "",
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Many tests sign in from one address within a minute.
  RATE_LIMIT_AUTH_PER_MINUTE: "100000",
  // Every page load of a signed-in test checks /auth/me from the same address.
  RATE_LIMIT_SESSION_PER_MINUTE: "100000",
  // The contact, practical-info and admin-messages specs all send real messages from 127.0.0.1 (contact.spec
  // answers its own 429 to test the limit's message).
  MESSAGES_PER_10_MINUTES: "100000",
  // Every spec books from 127.0.0.1, several with one shared guest: the per-guest caps and hourly limits would
  // refuse them in a full run. The caps' messages are tested in tests/web and tests/server.
  MAX_OPEN_REQUESTS_PER_GUEST: "100000",
  MAX_PENDING_NIGHTS_PER_GUEST: "1000000",
  RATE_LIMIT_BOOKINGS_PER_HOUR: "100000",
  RATE_LIMIT_BOOKINGS_PER_HOUR_PER_IP: "100000",
  UNCONFIRMED_EMAIL_MAILS_PER_DAY: "100000",
  // calendar-sync.spec serves its .ics feed from 127.0.0.1; production never sets this.
  CALENDAR_ALLOW_PRIVATE_ADDRESSES: "true",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
});
const server = await startServer(config, { handleSignals: false });
await seedHost(server.app.db);
await seedPastStays(server.app.db);
console.log(`[e2e] serving on ${server.url} with data in ${dataDir}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.stop().catch((error: unknown) => console.error("[e2e] stop failed", error));
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}

process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
// If Playwright dies without signalling us, stop rather than linger on the port. Playwright may start us through a
// shell, which outlives it while it waits for us: so watch the shell's parent too, not only our own.
const parent = process.ppid;
const grandparent = isShell(parent) ? parentOf(parent) : null;
setInterval(() => {
  if (process.ppid !== parent || (grandparent !== null && !isAlive(grandparent))) void stop();
}, 1000).unref();

function isShell(pid: number): boolean {
  try {
    return ["sh", "dash", "bash"].includes(readFileSync(`/proc/${pid}/comm`, "utf8").trim());
  } catch {
    return false; // Not Linux: the parent check alone.
  }
}

function parentOf(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (command) state ppid ...": the command may hold spaces, so read after its ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) || null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
