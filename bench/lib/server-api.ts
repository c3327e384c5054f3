// What the load benchmarks need from the API before they start, asked for through the API itself:
// signing in, guest accounts, villas, bookings, and the dates a guest may book (SPEC 5 rules).
import { addDays, addYears, villaToday, type IsoDate } from "../../src/domain/index.ts";

export interface Guest {
  email: string;
  accessToken: string;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Envelope<T> }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as Envelope<T> };
}

async function expectStatus<T>(
  expected: number,
  reply: Promise<{ status: number; json: Envelope<T> }>,
  what: string,
): Promise<T> {
  const { status, json } = await reply;
  if (status !== expected) throw new Error(`${what}: expected ${expected}, got ${status} ${JSON.stringify(json)}`);
  return json.data;
}

export const BENCH_PASSWORD = "bench-password-1";

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const session = await expectStatus<{ accessToken: string }>(
    200,
    call(base, "POST", "/api/auth/login", { email, password }),
    `sign in ${email}`,
  );
  return session.accessToken;
}

/** Registers `count` guests a few at a time (each costs an argon2 hash on the server). */
export async function registerGuests(base: string, count: number, label: string): Promise<Guest[]> {
  const guests: Guest[] = [];
  const batch = 8;
  for (let start = 0; start < count; start += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, async (_, offset) => {
        const email = `${label}-${start + offset}@bench.local`;
        const body = { email, password: BENCH_PASSWORD, fullName: `Bench Guest ${start + offset}` };
        const session = await expectStatus<{ accessToken: string }>(
          201,
          call(base, "POST", "/api/auth/register", body),
          `register ${email}`,
        );
        return { email, accessToken: session.accessToken };
      }),
    );
    guests.push(...made);
  }
  return guests;
}

/** The oldest public villa: the one seeded at first start. */
export async function seededVillaId(base: string): Promise<string> {
  const villas = await expectStatus<{ id: string }[]>(200, call(base, "GET", "/api/villas?limit=1"), "list villas");
  const villa = villas[0];
  if (!villa) throw new Error("No villa was seeded");
  return villa.id;
}

export async function createVillas(base: string, adminToken: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = {
      title: `Bench Villa ${i}`,
      address: `Bench Street ${i}`,
      city: "Hurghada",
      pricePerNight: 120,
      maxGuests: 6,
    };
    const villa = await expectStatus<{ id: string }>(
      201,
      call(base, "POST", "/api/villas", body, adminToken),
      "create villa",
    );
    ids.push(villa.id);
  }
  return ids;
}

export function bookingBody(villaId: string, checkIn: IsoDate, checkOut: IsoDate) {
  return {
    villaId,
    checkIn,
    checkOut,
    totalGuests: 2,
    phone: "+20 100 123 4567",
    dateOfBirth: "1990-05-20",
    paymentMethod: "BANK_TRANSFER",
  };
}

export async function postBooking(base: string, token: string, body: ReturnType<typeof bookingBody>): Promise<number> {
  return (await call(base, "POST", "/api/bookings", body, token)).status;
}

/**
 * Every one-night stay a guest may book today: from tomorrow (today may roll over to the past at
 * midnight in Cairo during a run) until the last check-in allowed, 2 years ahead, less a day of margin.
 */
export function bookableNights(now = new Date()): IsoDate[] {
  const today = villaToday(now);
  const last = addDays(addYears(today, 2), -1);
  const nights: IsoDate[] = [];
  for (let night = addDays(today, 1); night <= last; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** How many bookings the villa has in `status`, as the back office counts them (ADMIN). */
export async function countBookings(
  base: string,
  adminToken: string,
  villaId: string,
  status: string,
): Promise<number> {
  const { status: code, json } = await call<unknown[]>(
    base,
    "GET",
    `/api/bookings?villaId=${villaId}&status=${status}&limit=1`,
    undefined,
    adminToken,
  );
  if (code !== 200) throw new Error(`count bookings: ${code}`);
  return (json as Envelope<unknown[]> & { pagination: { total: number } }).pagination.total;
}

/** How many manual blocks share a night with [from, to), as the owner's calendar shows them (DESIGN 7.1). */
export async function countManualBlocks(
  base: string,
  adminToken: string,
  villaId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<number> {
  const { status, json } = await call<{ blocks: { kind: string }[] }>(
    base,
    "GET",
    `/api/villas/${villaId}/calendar?from=${from}&to=${to}&detail=1`,
    undefined,
    adminToken,
  );
  if (status !== 200) throw new Error(`calendar detail: ${status}`);
  return (json as Envelope<{ blocks: { kind: string }[] }>).data.blocks.filter((b) => b.kind === "MANUAL").length;
}
