// The booking storm: 200 guests ask for the same nights of the same villa at the same moment, on PGlite,
// on PostgreSQL, and across two server instances sharing one PostgreSQL database. Exactly one may win. A last, mixed
// round (DESIGN 7.1) has the owner block those nights 20 times among 180 booking requests: still exactly one winner.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, villaToday } from "../src/domain/index.ts";
import type { BenchSection } from "./lib/report.ts";
import {
  bookingBody,
  countBookings,
  countManualBlocks,
  registerGuests,
  seededVillaId,
  signIn,
  type Guest,
} from "./lib/server-api.ts";
import { BENCH_ADMIN, benchServerEnv } from "./lib/server-env.ts";
import { createScratchDatabase } from "./lib/server-postgres.ts";
import { startChildServer, type ChildServer } from "./lib/server-process.ts";
import { fireStorm } from "./lib/server-storm.ts";

const GUESTS = 200;
// Several storms per configuration, each on new nights: "always one winner" deserves more than one try.
const ROUNDS = 3;
const STAY_NIGHTS = 3;
/** In the mixed round, every tenth request is the owner's manual block of the same nights. */
const BLOCK_EVERY = 10;

type Configuration = "PGlite" | "PostgreSQL" | "PostgreSQL, two instances";
const CONFIGURATIONS: Configuration[] = ["PGlite", "PostgreSQL", "PostgreSQL, two instances"];

interface Round {
  configuration: Configuration;
  round: number | "mixed";
  created: number;
  conflicts: number;
  serverErrors: number;
  other: number;
  /** Bookings (and, in the mixed round, manual blocks) the database holds for the storm's nights afterwards. */
  stored: number;
  allAnsweredMs: number;
}

async function startInstances(
  configuration: Configuration,
  workDir: string,
): Promise<{ servers: ChildServer[]; drop: () => Promise<void> }> {
  const database = configuration === "PGlite" ? undefined : await createScratchDatabase("storm");
  const servers: ChildServer[] = [];
  try {
    const count = configuration === "PostgreSQL, two instances" ? 2 : 1;
    // One after the other: the first start migrates and seeds, the second finds it done.
    for (let i = 0; i < count; i++) {
      servers.push(
        await startChildServer({
          entry: "./server-entry.ts",
          env: benchServerEnv(database?.url ?? "", join(workDir, "pglite")),
          logFile: join(workDir, `server-${servers.length}.log`),
        }),
      );
    }
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    throw error;
  }
  return {
    servers,
    drop: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
    },
  };
}

async function stormRounds(
  configuration: Configuration,
  servers: ChildServer[],
  guests: Guest[],
  villaId: string,
  adminToken: string,
): Promise<Round[]> {
  const [first] = servers;
  if (!first) throw new Error("no server");
  const serverFor = (i: number) => servers[i % servers.length] ?? first;
  const rounds: Round[] = [];
  for (let round = 1; round <= ROUNDS + 1; round++) {
    const mixed = round > ROUNDS;
    // Far enough apart that the rounds never share a night.
    const checkIn = addDays(villaToday(), 20 * round);
    const checkOut = addDays(checkIn, STAY_NIGHTS);
    const body = JSON.stringify(bookingBody(villaId, checkIn, checkOut));
    const blockBody = JSON.stringify({ startDate: checkIn, endDate: checkOut, note: "Owner's stay" });
    const before = await countBookings(first.url, adminToken, villaId, "PENDING");
    const answers = await fireStorm(
      guests.map((guest, i) =>
        mixed && i % BLOCK_EVERY === 0
          ? {
              url: `${serverFor(i).url}/api/villas/${villaId}/blocks`,
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` },
              body: blockBody,
            }
          : {
              url: `${serverFor(i).url}/api/bookings`,
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${guest.accessToken}` },
              body,
            },
      ),
      guests.map((_, i) => `${serverFor(i).url}/api/health`),
    );
    const after = await countBookings(first.url, adminToken, villaId, "PENDING");
    const blocks = mixed ? await countManualBlocks(first.url, adminToken, villaId, checkIn, checkOut) : 0;
    rounds.push({
      configuration,
      round: mixed ? "mixed" : round,
      created: answers.filter((a) => a.status === 201).length,
      conflicts: answers.filter((a) => a.status === 409 && a.body.includes('"DATES_UNAVAILABLE"')).length,
      serverErrors: answers.filter((a) => a.status >= 500).length,
      other: answers.filter(
        (a) => a.status !== 201 && a.status < 500 && !(a.status === 409 && a.body.includes('"DATES_UNAVAILABLE"')),
      ).length,
      stored: after - before + blocks,
      allAnsweredMs: Math.max(...answers.map((a) => a.answeredMs)),
    });
  }
  return rounds;
}

async function runConfiguration(configuration: Configuration, workDir: string): Promise<Round[]> {
  const { servers, drop } = await startInstances(configuration, workDir);
  try {
    const [first] = servers;
    if (!first) throw new Error("no server");
    const adminToken = await signIn(first.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const villaId = await seededVillaId(first.url);
    const guests = await registerGuests(first.url, GUESTS, "storm");
    return await stormRounds(configuration, servers, guests, villaId, adminToken);
  } finally {
    await drop();
  }
}

export async function run(): Promise<BenchSection[]> {
  const workDir = await mkdtemp(join(tmpdir(), "villa-bench-storm-"));
  try {
    const rounds: Round[] = [];
    for (const configuration of CONFIGURATIONS) {
      await rm(join(workDir, "pglite"), { recursive: true, force: true });
      rounds.push(...(await runConfiguration(configuration, workDir)));
    }
    return [
      {
        title: `Booking storm (${GUESTS} guests, the same ${STAY_NIGHTS} nights, at once)`,
        headers: ["Configuration", "Round", "201", "409", "5xx", "Other", "Stored", "All answered in ms"],
        rows: rounds.map((r) => [
          r.configuration,
          r.round,
          r.created,
          r.conflicts,
          r.serverErrors,
          r.other,
          r.stored,
          Math.round(r.allAnsweredMs),
        ]),
        targets: CONFIGURATIONS.map((configuration) => {
          const mine = rounds.filter((r) => r.configuration === configuration);
          const met = mine.every(
            (r) =>
              r.created === 1 && r.stored === 1 && r.conflicts === GUESTS - 1 && r.serverErrors === 0 && r.other === 0,
          );
          return {
            name: `${configuration}: exactly one 201 (a booking or a block), all others 409, zero 5xx, in every round`,
            met,
          };
        }),
        notes: [
          `${GUESTS} registered guests each send POST /api/bookings for the seeded villa and the same ${STAY_NIGHTS} nights, all at once over ` +
            `connections opened beforehand; ${ROUNDS} rounds per configuration on new nights. Every server is the real one (startServer) in its ` +
            "own child process; with two instances the requests alternate between them. 409 counts only DATES_UNAVAILABLE answers; " +
            "Stored is how many bookings the back office lists for the villa after the round, less before. The mixed round " +
            `replaces every ${BLOCK_EVERY}th guest by the owner blocking the same nights (POST /api/villas/{id}/blocks); its ` +
            "Stored adds the manual blocks the owner's calendar shows on those nights.",
        ],
      },
    ];
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
