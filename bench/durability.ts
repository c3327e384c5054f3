// What the embedded database's durability costs. First a commit alone: one-row transactions straight on PGlite,
// as the server opened it before (PGlite's defaults: fsync off, and no sync reaching the OS) and as it opens it
// now. Then booking requests through the real server, each a commit whose WAL is now synced to the disk before the
// 201, on both and on the local PostgreSQL for reference: one request at a time (what a guest waits) and 32 at
// once (how many the server books per second).
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { addDays } from "../src/domain/index.ts";
import { openDatabase } from "../src/server/db/client.ts";
import type { BenchSection } from "./lib/report.ts";
import { bookableNights, bookingBody, createVillas, registerGuests, signIn, type Guest } from "./lib/server-api.ts";
import { BENCH_ADMIN, benchServerEnv } from "./lib/server-env.ts";
import { measureLoad, type LoadFigures } from "./lib/server-load.ts";
import { createScratchDatabase } from "./lib/server-postgres.ts";
import { startChildServer } from "./lib/server-process.ts";

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const CONNECTION_COUNTS = [1, 32];
const GUESTS = 10;
// One villa has ~730 bookable nights; the runs need more distinct stays than that.
const VILLAS = 40;

type Configuration = "PGlite, fsync off (before)" | "PGlite, durable (now)" | "PostgreSQL";
const CONFIGURATIONS: Configuration[] = ["PGlite, fsync off (before)", "PGlite, durable (now)", "PostgreSQL"];

interface Measured {
  configuration: Configuration;
  connections: number;
  figures: LoadFigures;
}

interface Stays {
  guests: Guest[];
  stays: { villaId: string; night: string }[];
  next: number;
}

/** Each request books the next free one-night stay as the next guest, so every one can be a 201. */
function bookingRun(base: string, fixture: Stays, connections: number, seconds: number): autocannon.Options {
  return {
    url: `${base}/api/bookings`,
    connections,
    duration: seconds,
    amount: fixture.stays.length - fixture.next,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const index = fixture.next++;
          const stay = fixture.stays[index];
          const guest = fixture.guests[index % fixture.guests.length];
          if (!stay || !guest) throw new Error("The run used up every free stay: add villas");
          return {
            ...request,
            headers: { "content-type": "application/json", authorization: `Bearer ${guest.accessToken}` },
            body: JSON.stringify(bookingBody(stay.villaId, stay.night, addDays(stay.night, 1))),
          };
        },
      },
    ],
  };
}

async function measure(configuration: Configuration, workDir: string): Promise<Measured[]> {
  const database = configuration === "PostgreSQL" ? await createScratchDatabase("durability") : undefined;
  const label = configuration.split(",")[0]?.replace(/\W/g, "") ?? "server";
  try {
    const env = benchServerEnv(database?.url ?? "", join(workDir, `pglite-${CONFIGURATIONS.indexOf(configuration)}`));
    if (configuration === "PGlite, fsync off (before)") env.BENCH_PGLITE_FSYNC = "off";
    const child = await startChildServer({
      entry: "./server-entry.ts",
      env,
      logFile: join(workDir, `server-${label}.log`),
    });
    try {
      const adminToken = await signIn(child.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
      const guests = await registerGuests(child.url, GUESTS, "durability");
      const villas = await createVillas(child.url, adminToken, VILLAS);
      const fixture: Stays = {
        guests,
        stays: bookableNights().flatMap((night) => villas.map((villaId) => ({ villaId, night }))),
        next: 0,
      };
      const measured: Measured[] = [];
      for (const connections of CONNECTION_COUNTS) {
        await measureLoad(bookingRun(child.url, fixture, connections, WARMUP_SECONDS), WARMUP_SECONDS);
        measured.push({
          configuration,
          connections,
          figures: await measureLoad(bookingRun(child.url, fixture, connections, SECONDS), SECONDS),
        });
      }
      return measured;
    } finally {
      await child.stop();
    }
  } finally {
    await database?.drop();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "–");
const perSecond = (value: number) => Math.round(value).toLocaleString("en-US");

const COMMITS = 500;

interface CommitFigures {
  configuration: Exclude<Configuration, "PostgreSQL">;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** One-row transactions one after the other, straight on the database: the sync's own price, without HTTP or the app. */
async function measureCommits(configuration: CommitFigures["configuration"], dataDir: string): Promise<CommitFigures> {
  const database =
    configuration === "PGlite, durable (now)"
      ? await openDatabase({ dataDir })
      : await (async () => {
          const client = new PGlite({ dataDir });
          await client.waitReady;
          return { db: drizzle({ client }), close: () => client.close() };
        })();
  try {
    await database.db.execute(sql`create table commits (id serial primary key, note text not null)`);
    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < COMMITS; i++) {
      const before = performance.now();
      await database.db.execute(sql`insert into commits (note) values (${`commit ${i}`})`);
      latencies.push(performance.now() - before);
    }
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (fraction: number) =>
      latencies[Math.min(latencies.length - 1, Math.ceil(fraction * latencies.length) - 1)] ?? Number.NaN;
    return { configuration, perSecond: COMMITS / seconds, p50Ms: at(0.5), p99Ms: at(0.99) };
  } finally {
    await database.close();
  }
}

export async function run(): Promise<BenchSection[]> {
  const workDir = await mkdtemp(join(tmpdir(), "villa-bench-durability-"));
  const loadBefore = loadavg();
  try {
    const commits = [
      await measureCommits("PGlite, fsync off (before)", join(workDir, "commits-before")),
      await measureCommits("PGlite, durable (now)", join(workDir, "commits-now")),
    ];
    const commitCost = (commits[1]?.p50Ms ?? Number.NaN) - (commits[0]?.p50Ms ?? Number.NaN);
    const measured: Measured[] = [];
    for (const configuration of CONFIGURATIONS) measured.push(...(await measure(configuration, workDir)));
    const figure = (configuration: Configuration, connections: number) =>
      measured.find((m) => m.configuration === configuration && m.connections === connections)?.figures;
    const costs = CONNECTION_COUNTS.map((connections) => {
      const before = figure("PGlite, fsync off (before)", connections);
      const now = figure("PGlite, durable (now)", connections);
      return before && now
        ? `${connections} at a time, ${perSecond(before.requestsPerSecond)} bookings/s before and ${perSecond(now.requestsPerSecond)} now, ` +
            `p50 ${ms(before.p50Ms)} ms before and ${ms(now.p50Ms)} now`
        : "";
    });
    const failures = measured.filter((m) => m.figures.failed > 0);
    const load = (figures: number[]) => figures.map((f) => f.toFixed(1)).join(", ");
    // Syncs wait on the disk, which other work on the machine shares: a busy machine makes every row slower.
    const loadNote = `Load average (1, 5, 15 min) before: ${load(loadBefore)}; after: ${load(loadavg())}.`;
    return [
      {
        title: "Durability cost (one commit at a time)",
        headers: ["Database", "Commits/s", "p50 ms", "p99 ms"],
        rows: commits.map((c) => [
          c.configuration,
          Math.round(c.perSecond).toLocaleString("en-US"),
          ms(c.p50Ms),
          ms(c.p99Ms),
        ]),
        targets: [],
        notes: [
          `${COMMITS} one-row inserts, each its own transaction, awaited one after the other in the benchmark process on a new ` +
            "data folder in the OS temp folder: what a commit costs with its WAL synced to the disk (durable) and without (before). " +
            `Here the sync adds ${ms(commitCost)} ms to the median commit.`,
          loadNote,
        ],
      },
      {
        title: "Durability cost (POST /api/bookings)",
        headers: ["Database", "Connections", "Requests/s", "p50 ms", "p99 ms", "Non-2xx"],
        rows: measured.map((m) => [
          m.configuration,
          m.connections,
          perSecond(m.figures.requestsPerSecond),
          ms(m.figures.p50Ms),
          ms(m.figures.p99Ms),
          m.figures.failed,
        ]),
        targets: [
          {
            name: "Every booking request answered 201",
            met: failures.length === 0,
            ...(failures.length
              ? { detail: failures.map((m) => `${m.configuration}, ${m.connections}: ${m.figures.failed}`).join("; ") }
              : {}),
          },
        ],
        notes: [
          `Through the server: ${costs.join("; ")}. A booking request does much more than its commit, so the sync is a ` +
            "small share of it, often below the run-to-run noise of a shared machine; the one-commit table above isolates it.",
          `autocannon in the benchmark process, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per row, against the real server ` +
            "(startServer, LOG_LEVEL info) in a child process on 127.0.0.1, its DATA_DIR in the OS temp folder. Each request books " +
            `a distinct free night over ${VILLAS} villas and ${GUESTS} guests, so every one is a 201: one commit each, plus the ` +
            'outbox rows of its notification mails. "fsync off (before)" opens PGlite with its own defaults, as the server did ' +
            'before (BENCH_PGLITE_FSYNC=off in bench/lib/server-entry.ts); "durable" is the server as it ships, fsync on with ' +
            "every sync reaching the disk. PostgreSQL is the local server (fsync on, its default fdatasync) with a fresh database.",
          "A sync's price is the disk's: on this machine's virtual disk it may be far cheaper (or dearer) than on a given " +
            "server, so run `npm run bench -- durability` where the villa is hosted before choosing.",
          loadNote,
        ],
      },
    ];
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
