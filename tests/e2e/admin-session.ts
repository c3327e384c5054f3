// Back-office sessions for browser tests: the seeded admin and host signed in through the API, then put into
// the browser the way sign-in stores them (session.ts openSignedIn). Never change these accounts: other specs
// sign in with them at the same time.
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN, E2E_HOST } from "./accounts.ts";
import { expect } from "./fixtures.ts";
import { openSignedIn, type GuestSession } from "./session.ts";

export type StaffSession = GuestSession;

/** POST /api/auth/login as `account`. */
export async function signInStaff(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<StaffSession> {
  const response = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: Pick<GuestSession, "accessToken" | "refreshToken" | "user"> };
  return { email: account.email, password: account.password, fullName: data.user.fullName, ...data };
}

export const signInAdmin = (request: APIRequestContext): Promise<StaffSession> => signInStaff(request, E2E_ADMIN);
export const signInHost = (request: APIRequestContext): Promise<StaffSession> => signInStaff(request, E2E_HOST);

/** Opens `path` in the browser signed in as `session` (admin, host or guest). */
export async function openAsStaff(page: Page, session: GuestSession, path: string): Promise<void> {
  await openSignedIn(page, session, path);
}

/** An authenticated API call as `session`; answers the envelope's `data` after checking the status. */
export async function staffApi<T>(
  request: APIRequestContext,
  session: GuestSession,
  method: "GET" | "PUT" | "POST",
  path: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.accessToken}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The host's own villa (seed-host.ts), through GET /api/villas/my. */
export async function hostVillaId(request: APIRequestContext, host: GuestSession): Promise<string> {
  const villas = await staffApi<{ id: string; title: string }[]>(request, host, "GET", "/villas/my?limit=10");
  const villa = villas.find((v) => v.title === E2E_HOST.villaTitle);
  if (!villa) throw new Error("The host's villa is missing: seed-host.ts did not run?");
  return villa.id;
}
