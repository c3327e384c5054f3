// The real server for the first-load benchmark: the production build and API on 127.0.0.1, a throwaway embedded
// database, an admin to sign in as and a guest with one booking, so signed-in pages render their real content.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config.ts";
import { startServer } from "../../src/server/main.ts";

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; fullName: string; role: string };
}

export interface BenchServer {
  url: string;
  admin: StoredSession;
  guest: StoredSession;
  stop(): Promise<void>;
}

const ADMIN = { email: "admin@bench.villa.test", password: "Bench-Admin-Password-1" };

async function postJson<T>(url: string, body: unknown, accessToken?: string): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The first free weekday pair a year ahead: the bench's booking must be valid whatever the date it runs. */
function stayNextYear(): { checkIn: string; checkOut: string } {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  const checkIn = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() + 3);
  return { checkIn, checkOut: day.toISOString().slice(0, 10) };
}

export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "villa-bench-first-load-"));
  try {
    const config = loadConfig({
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH_PER_MINUTE: "1000",
      LOG_LEVEL: "warn",
    });
    const server = await startServer(config, { handleSignals: false });
    try {
      const api = `${server.url}/api`;
      const admin = await postJson<StoredSession>(`${api}/auth/login`, ADMIN);
      const guest = await postJson<StoredSession>(`${api}/auth/register`, {
        email: "guest@bench.villa.test",
        password: "Bench-Guest-Pass-1",
        fullName: "Bench Guest",
      });
      const villas = await fetch(`${api}/villas?limit=1`).then((response) => response.json() as Promise<{ data: { id: string }[] }>);
      const villaId = villas.data[0]?.id;
      if (!villaId) throw new Error("The bench server has no villa");
      await postJson(
        `${api}/bookings`,
        { villaId, ...stayNextYear(), totalGuests: 2, phone: "+4915112345678", dateOfBirth: "1985-06-15", paymentMethod: "BANK_TRANSFER", notes: "" },
        guest.accessToken,
      );
      return {
        url: server.url,
        admin,
        guest,
        async stop() {
          await server.stop();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
