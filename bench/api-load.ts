// API under load: requests per second and p50/p99 latency of five reads and the booking request, on PGlite
// and on PostgreSQL, beside a bare node:http server answering the same bytes (the ceiling), and the reads at a
// fixed 500 requests per second on PostgreSQL. The server runs in a child process; autocannon runs here.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type autocannon from "autocannon";
import { addDays, villaToday, type IsoDate } from "../src/domain/index.ts";
import type { BenchSection } from "./lib/report.ts";
import {
  bookableNights,
  bookingBody,
  createVillas,
  postBooking,
  registerGuests,
  seededVillaId,
  signIn,
  type Guest,
} from "./lib/server-api.ts";
import { BENCH_ADMIN, benchServerEnv } from "./lib/server-env.ts";
import { captureResponse, type CapturedResponse } from "./lib/server-capture.ts";
import { measureLoad, type LoadFigures } from "./lib/server-load.ts";
import { createScratchDatabase } from "./lib/server-postgres.ts";
import { startChildServer, type ChildServer } from "./lib/server-process.ts";

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
// Enough to keep both cores busy without measuring mostly queueing.
const CONNECTIONS = 32;
const FIXED_RATE = 500;
const FIXED_RATE_CONNECTIONS = 10;
// Guests taking turns on the booking requests; the first also owns the bookings GET /bookings/my lists.
const GUESTS = 10;
// One villa has ~730 bookable nights in its 2-year window; the booking run needs more distinct stays than that.
const BOOKING_VILLAS = 40;
// Stays of the seeded villa made before the reads, so booked-dates and "my bookings" have something to say.
const EXISTING_STAYS = 30;

type EndpointName =
  | "GET /api/villas?limit=1"
  | "GET /api/bookings/villa/{id}/booked-dates"
  | "GET /api/bookings/my"
  | "GET /api/villas/{id}/calendar (a year)"
  | "GET /api/villas/{id}/quote"
  | "POST /api/bookings";
const READS: EndpointName[] = [
  "GET /api/villas?limit=1",
  "GET /api/bookings/villa/{id}/booked-dates",
  "GET /api/bookings/my",
  "GET /api/villas/{id}/calendar (a year)",
  "GET /api/villas/{id}/quote",
];
const ENDPOINTS: EndpointName[] = [...READS, "POST /api/bookings"];

type ServerKind = "PGlite" | "PostgreSQL" | "bare node:http";

interface Measured {
  endpoint: EndpointName;
  server: ServerKind;
  figures: LoadFigures;
}

/** What the requests need: a guest's token, the seeded villa, and the stays still free for new bookings. */
interface Fixture {
  base: string;
  villaId: string;
  guests: Guest[];
  /** Distinct one-night stays over the booking villas, handed out once each. */
  stays: { villaId: string; night: IsoDate }[];
  nextStay: number;
}

async function prepare(base: string): Promise<Fixture> {
  const adminToken = await signIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const villaId = await seededVillaId(base);
  const guests = await registerGuests(base, GUESTS, "load");
  const bookingVillas = await createVillas(base, adminToken, BOOKING_VILLAS);
  const nights = bookableNights();
  // Villa by villa in turn, so concurrent requests rarely wait for the same villa's lock.
  const stays = nights.flatMap((night) => bookingVillas.map((id) => ({ villaId: id, night })));
  const owner = guests[0];
  if (!owner) throw new Error("no guest");
  const today = villaToday();
  for (let i = 0; i < EXISTING_STAYS; i++) {
    const checkIn = addDays(today, 3 + 5 * i);
    const status = await postBooking(base, owner.accessToken, bookingBody(villaId, checkIn, addDays(checkIn, 3)));
    if (status !== 201) throw new Error(`existing stay ${checkIn}: ${status}`);
  }
  return { base, villaId, guests, stays, nextStay: 0 };
}

function bearer(guest: Guest | undefined): Record<string, string> {
  if (!guest) throw new Error("no guest");
  return { authorization: `Bearer ${guest.accessToken}` };
}

function pathOf(endpoint: EndpointName, villaId: string): string {
  if (endpoint === "GET /api/villas?limit=1") return "/api/villas?limit=1";
  if (endpoint === "GET /api/bookings/villa/{id}/booked-dates") return `/api/bookings/villa/${villaId}/booked-dates`;
  if (endpoint === "GET /api/bookings/my") return "/api/bookings/my";
  // DESIGN 7.1: a year of days as the owner's calendar and the date picker ask for it, and a week's quote after the
  // existing stays.
  const today = villaToday();
  if (endpoint === "GET /api/villas/{id}/calendar (a year)")
    return `/api/villas/${villaId}/calendar?from=${today}&to=${addDays(today, 366)}`;
  if (endpoint === "GET /api/villas/{id}/quote")
    return `/api/villas/${villaId}/quote?checkIn=${addDays(today, 200)}&checkOut=${addDays(today, 207)}&guests=2`;
  return "/api/bookings";
}

/** Each booking request takes the next free stay and the next guest, so every one of them can be a 201. */
function bookingRequest(fixture: Fixture): autocannon.Request {
  return {
    method: "POST",
    setupRequest: (request) => {
      const index = fixture.nextStay++;
      const stay = fixture.stays[index];
      if (!stay) throw new Error("The booking run used up every free stay: add villas");
      return {
        ...request,
        headers: { "content-type": "application/json", ...bearer(fixture.guests[index % fixture.guests.length]) },
        body: JSON.stringify(bookingBody(stay.villaId, stay.night, addDays(stay.night, 1))),
      };
    },
  };
}

function loadOptions(endpoint: EndpointName, fixture: Fixture, base: string): autocannon.Options {
  const url = `${base}${pathOf(endpoint, fixture.villaId)}`;
  if (endpoint === "POST /api/bookings") return { url, requests: [bookingRequest(fixture)] };
  if (endpoint === "GET /api/bookings/my") return { url, headers: bearer(fixture.guests[0]) };
  return { url };
}

/** A warm-up (JIT, pools, caches), then the measured run, both at full speed. */
async function maxThroughput(options: autocannon.Options, bookings: Fixture | undefined): Promise<LoadFigures> {
  // amount overrides duration; a booking run is bounded by the free stays left and stopped on time.
  const bound = (seconds: number) =>
    bookings ? { amount: bookings.stays.length - bookings.nextStay, duration: seconds } : { duration: seconds };
  await measureLoad({ ...options, connections: CONNECTIONS, ...bound(WARMUP_SECONDS) }, WARMUP_SECONDS);
  return measureLoad({ ...options, connections: CONNECTIONS, ...bound(SECONDS) }, SECONDS);
}

async function captureAll(fixture: Fixture): Promise<CapturedResponse[]> {
  const owner = fixture.guests[0];
  const stay = fixture.stays[fixture.nextStay++];
  if (!owner || !stay) throw new Error("nothing to capture");
  return Promise.all(
    ENDPOINTS.map((endpoint) => {
      const url = `${fixture.base}${pathOf(endpoint, fixture.villaId)}`;
      if (endpoint === "POST /api/bookings") {
        return captureResponse(url, {
          method: "POST",
          headers: { "content-type": "application/json", ...bearer(owner) },
          body: JSON.stringify(bookingBody(stay.villaId, stay.night, addDays(stay.night, 1))),
        });
      }
      return captureResponse(url, { method: "GET", headers: endpoint === "GET /api/bookings/my" ? bearer(owner) : {} });
    }),
  );
}

interface DatabaseRun {
  villaId: string;
  measured: Measured[];
  fixedRate: Measured[];
  captured: CapturedResponse[];
}

async function runOnDatabase(server: "PGlite" | "PostgreSQL", workDir: string): Promise<DatabaseRun> {
  const database = server === "PostgreSQL" ? await createScratchDatabase("load") : undefined;
  let child: ChildServer | undefined;
  try {
    child = await startChildServer({
      entry: "./server-entry.ts",
      env: benchServerEnv(database?.url ?? "", join(workDir, "pglite")),
      logFile: join(workDir, `server-${server}.log`),
      cpuProfileDir: process.env.BENCH_CPU_PROF ? join(process.env.BENCH_CPU_PROF, server) : undefined,
    });
    const fixture = await prepare(child.url);
    const captured = await captureAll(fixture);
    const measured: Measured[] = [];
    for (const endpoint of ENDPOINTS) {
      const options = loadOptions(endpoint, fixture, child.url);
      const figures = await maxThroughput(options, endpoint === "POST /api/bookings" ? fixture : undefined);
      measured.push({ endpoint, server, figures });
    }
    const fixedRate: Measured[] = [];
    if (server === "PostgreSQL") {
      for (const endpoint of READS) {
        const options = {
          ...loadOptions(endpoint, fixture, child.url),
          connections: FIXED_RATE_CONNECTIONS,
          overallRate: FIXED_RATE,
        };
        await measureLoad({ ...options, duration: WARMUP_SECONDS });
        fixedRate.push({ endpoint, server, figures: await measureLoad({ ...options, duration: SECONDS }) });
      }
    }
    return { villaId: fixture.villaId, measured, fixedRate, captured };
  } finally {
    await child?.stop();
    await database?.drop();
  }
}

async function runOnBareServer(captured: CapturedResponse[], villaId: string, workDir: string): Promise<Measured[]> {
  const child = await startChildServer({
    entry: "./server-bare-entry.ts",
    env: process.env,
    logFile: join(workDir, "bare.log"),
    message: captured,
  });
  try {
    const measured: Measured[] = [];
    for (const endpoint of ENDPOINTS) {
      const url = `${child.url}${pathOf(endpoint, villaId)}`;
      // The same request sizes as the real runs; the bare server ignores what they say.
      const options: autocannon.Options =
        endpoint === "POST /api/bookings"
          ? {
              url,
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(bookingBody(villaId, "2030-01-01", "2030-01-02")),
            }
          : { url };
      measured.push({ endpoint, server: "bare node:http", figures: await maxThroughput(options, undefined) });
    }
    return measured;
  } finally {
    await child.stop();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "–");
const perSecond = (value: number) => Math.round(value).toLocaleString("en-US");

export async function run(): Promise<BenchSection[]> {
  const workDir = await mkdtemp(join(tmpdir(), "villa-bench-api-"));
  try {
    const pglite = await runOnDatabase("PGlite", workDir);
    const postgres = await runOnDatabase("PostgreSQL", workDir);
    const bare = await runOnBareServer(postgres.captured, postgres.villaId, workDir);

    const bareOf = (endpoint: EndpointName) =>
      bare.find((m) => m.endpoint === endpoint)?.figures.requestsPerSecond ?? Number.NaN;
    const all = [...pglite.measured, ...postgres.measured, ...bare];
    const rows = ENDPOINTS.flatMap((endpoint) =>
      all
        .filter((m) => m.endpoint === endpoint)
        .map((m) => [
          endpoint,
          m.server,
          perSecond(m.figures.requestsPerSecond),
          ms(m.figures.p50Ms),
          ms(m.figures.p99Ms),
          m.server === "bare node:http" ? "1" : (m.figures.requestsPerSecond / bareOf(endpoint)).toFixed(2),
          m.figures.failed,
        ]),
    );
    const ratioTargets = READS.map((endpoint) => {
      const ours = postgres.measured.find((m) => m.endpoint === endpoint)?.figures.requestsPerSecond ?? 0;
      const ceiling = bareOf(endpoint);
      return {
        name: `${endpoint} on PostgreSQL within 3x of bare node:http requests/s`,
        met: ours * 3 >= ceiling,
        detail: `${perSecond(ours)} vs ${perSecond(ceiling)} req/s: ${(ceiling / ours).toFixed(2)}x`,
      };
    });
    const rateTargets = postgres.fixedRate.map((m) => ({
      name: `${m.endpoint} p99 under 10 ms at ${FIXED_RATE} requests/s on PostgreSQL`,
      met: m.figures.p99Ms < 10 && m.figures.failed === 0,
      detail: `p99 ${ms(m.figures.p99Ms)} ms${m.figures.failed ? `, ${m.figures.failed} failed` : ""}`,
    }));
    const failures = all.filter((m) => m.figures.failed > 0);
    return [
      {
        title: "API under load (maximum throughput)",
        headers: ["Endpoint", "Server", "Requests/s", "p50 ms", "p99 ms", "Share of bare", "Non-2xx"],
        rows,
        targets: [
          ...ratioTargets,
          {
            name: "Every request answered 2xx (each booking request a distinct free stay, 201)",
            met: failures.length === 0,
            ...(failures.length
              ? { detail: failures.map((m) => `${m.endpoint} on ${m.server}: ${m.figures.failed}`).join("; ") }
              : {}),
          },
        ],
        notes: [
          `autocannon in the benchmark process, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per row, ` +
            "against the real server (startServer, LOG_LEVEL info, web app not served) in a child process on 127.0.0.1; " +
            "PostgreSQL is the local server with a fresh database. The client, the server and PostgreSQL share the machine's cores.",
          `GET /api/bookings/my is one guest with ${EXISTING_STAYS} bookings (a page of 10 and the total); booked-dates is the seeded villa with those ` +
            `${EXISTING_STAYS} three-night stays. Each POST books a distinct free night over ${BOOKING_VILLAS} villas and ${GUESTS} guests ` +
            "(one villa has only ~730 bookable nights in its 2-year window), so every one is a 201.",
          "The bare node:http server (its own child process) answers each path with the status, headers and body the real server sent for it.",
        ],
      },
      {
        title: `API reads at ${FIXED_RATE} requests/s (PostgreSQL)`,
        headers: ["Endpoint", "Requests/s", "p50 ms", "p99 ms", "Non-2xx"],
        rows: postgres.fixedRate.map((m) => [
          m.endpoint,
          perSecond(m.figures.requestsPerSecond),
          ms(m.figures.p50Ms),
          ms(m.figures.p99Ms),
          m.figures.failed,
        ]),
        targets: rateTargets,
        notes: [
          `autocannon overallRate ${FIXED_RATE} over ${FIXED_RATE_CONNECTIONS} connections for ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up; ` +
            "autocannon sends each second's quota as soon as the second starts, so this is bursts of up to " +
            `${FIXED_RATE_CONNECTIONS} concurrent requests, not evenly spaced ones. Latency is measured per response at full precision.`,
        ],
      },
    ];
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
