// Accounts and bookings made straight through the API, for browser tests whose subject comes after them
// (My Bookings needs a booking, Profile needs a signed-in guest). Each call makes a fresh guest, so tests
// running in parallel never share one.
import type { APIRequestContext, Page } from "@playwright/test";
import type { Booking } from "../../src/domain/schemas/booking.ts";
import { expect } from "./fixtures.ts";

export interface GuestSession {
  email: string;
  password: string;
  fullName: string;
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; fullName: string; role: string };
}

let counter = 0;

/** A unique e-mail per call, readable in server logs (`booking-3-k2j9x@e2e.villa.test`). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.villa.test`;
}

/** Registers a new guest through the API. */
export async function registerGuest(
  request: APIRequestContext,
  options: { prefix?: string; fullName?: string; password?: string } = {},
): Promise<GuestSession> {
  const email = uniqueEmail(options.prefix ?? "guest");
  const password = options.password ?? "Guest-Pass-123";
  const fullName = options.fullName ?? "Test Guest";
  const response = await request.post("/api/auth/register", { data: { email, password, fullName } });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: Omit<GuestSession, "email" | "password" | "fullName"> };
  return { email, password, fullName, ...data };
}

let storesPut = 0;

/**
 * Writes `items` into the origin's local storage before any script of the page's next document runs, and only for
 * that document: what the app changes afterwards (a sign-out, a refreshed token, a draft it saved) is not undone by a
 * later navigation. Several calls on one page each apply once. No page has to open first just to reach the storage.
 */
export async function storeBeforeNextLoad(page: Page, items: Record<string, string>): Promise<void> {
  storesPut += 1;
  await page.addInitScript(
    ({ entries, mark }) => {
      if (!window.location.protocol.startsWith("http") || window.sessionStorage.getItem(mark)) return;
      window.sessionStorage.setItem(mark, "1");
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    { entries: items, mark: `e2e-stored-${storesPut}-${Date.now().toString(36)}` },
  );
}

/** The local storage entries sign-in writes for `session` (SPEC 3 keys user, accessToken, refreshToken). */
export function sessionEntries(session: GuestSession): Record<string, string> {
  return {
    user: JSON.stringify(session.user),
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  };
}

/**
 * Puts a session into the browser the way sign-in stores it, then opens `path`: the guest comes back to the site
 * already signed in.
 */
export async function openSignedIn(page: Page, session: GuestSession, path: string): Promise<void> {
  await storeBeforeNextLoad(page, sessionEntries(session));
  await page.goto(path);
}

/** The site's main villa (site settings), as the API gives it: the one the booking page shows, its texts in
 * `language` (the API's default, English, when none is given). */
export async function firstVilla<V extends { id: string }>(request: APIRequestContext, language?: string): Promise<V> {
  const settings = await request.get("/api/settings/site");
  expect(settings.ok()).toBe(true);
  const id = ((await settings.json()) as { data: { mainVillaId: string | null } }).data.mainVillaId;
  if (!id) throw new Error("The browser-test server has no main villa");
  const response = await request.get(`/api/villas/${id}${language ? `?lang=${language}` : ""}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: V }).data;
}

export async function firstVillaId(request: APIRequestContext): Promise<string> {
  return (await firstVilla<{ id: string }>(request)).id;
}

export interface BookingCreated {
  id: string;
  totalPrice: number;
  status: string;
  checkIn: string;
  checkOut: string;
}

/** Requests a stay for `session` through the API; the dates must be free (each spec keeps to its own months). */
export async function createBooking(
  request: APIRequestContext,
  session: GuestSession,
  stay: {
    checkIn: string;
    checkOut: string;
    totalGuests?: number;
    paymentMethod?: string;
    notes?: string;
    arrivalTime?: string;
    villaId?: string;
  },
): Promise<BookingCreated> {
  const villaId = stay.villaId ?? (await firstVillaId(request));
  const response = await request.post("/api/bookings", {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: {
      villaId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      totalGuests: stay.totalGuests ?? 2,
      phone: "+4915112345678",
      dateOfBirth: "1985-06-15",
      paymentMethod: stay.paymentMethod ?? "BANK_TRANSFER",
      notes: stay.notes ?? "",
      ...(stay.arrivalTime ? { arrivalTime: stay.arrivalTime } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: BookingCreated }).data;
}

/** The guest's bookings as the server holds them (GET /bookings/my, up to 50), seen with `accessToken`. */
export async function serverBookings(request: APIRequestContext, accessToken: string): Promise<Booking[]> {
  const response = await request.get("/api/bookings/my?limit=50", {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Booking[] }).data;
}
