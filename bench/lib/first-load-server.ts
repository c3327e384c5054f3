// The first-load benchmark's server (web-server.ts) with an admin to sign in as and a guest with one booking, so
// signed-in pages render their real content.
import { BENCH_ADMIN, startWebBenchServer } from "./web-server.ts";

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

async function postJson<T>(url: string, body: unknown, accessToken?: string): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A stay a year ahead: the bench's booking must be valid whatever the date it runs. */
function stayNextYear(): { checkIn: string; checkOut: string } {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  const checkIn = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() + 3);
  return { checkIn, checkOut: day.toISOString().slice(0, 10) };
}

export async function startBenchServer(): Promise<BenchServer> {
  const server = await startWebBenchServer("first-load");
  try {
    const api = `${server.url}/api`;
    const admin = await postJson<StoredSession>(`${api}/auth/login`, BENCH_ADMIN);
    const guest = await postJson<StoredSession>(`${api}/auth/register`, {
      email: "guest@bench.villa.test",
      password: "Bench-Guest-Pass-1",
      fullName: "Bench Guest",
    });
    const villas = await fetch(`${api}/villas?limit=1`).then(
      (response) => response.json() as Promise<{ data: { id: string }[] }>,
    );
    const villaId = villas.data[0]?.id;
    if (!villaId) throw new Error("The bench server has no villa");
    await postJson(
      `${api}/bookings`,
      {
        villaId,
        ...stayNextYear(),
        totalGuests: 2,
        phone: "+4915112345678",
        dateOfBirth: "1985-06-15",
        paymentMethod: "BANK_TRANSFER",
        notes: "",
      },
      guest.accessToken,
    );
    return { url: server.url, admin, guest, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
