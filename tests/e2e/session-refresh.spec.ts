// Keeping a guest signed in through token refreshes (DESIGN 4 "Auth"): two tabs refreshing at once, a refresh
// whose answer is lost on the way, and a rate limit or a network failure on refresh or /auth/me. Only the server
// saying the session is over may sign the guest out.
import type { APIRequestContext, BrowserContext, Page, Route } from "@playwright/test";
import { expect, test, waitForPage } from "./fixtures.ts";
import { registerGuest, type GuestSession } from "./session.ts";

/** A well-formed access token for `userId` that ran out an hour ago (and was never signed by this server). */
function expiredAccessToken(userId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: userId, sid: userId, iss: "villa-api", iat: now - 7200, exp: now - 3600 })}.c2lnbmF0dXJl`;
}

/** Stores `session` in the browser context's local storage, from a page that has no session to check. */
async function storeSession(page: Page, session: GuestSession): Promise<void> {
  await page.goto("/en/404");
  await waitForPage(page);
  await page.evaluate((stored) => {
    localStorage.setItem("user", JSON.stringify(stored.user));
    localStorage.setItem("accessToken", stored.accessToken);
    localStorage.setItem("refreshToken", stored.refreshToken);
  }, session);
}

async function stored(page: Page) {
  return page.evaluate(() => ({
    user: localStorage.getItem("user"),
    accessToken: localStorage.getItem("accessToken"),
    refreshToken: localStorage.getItem("refreshToken"),
  }));
}

/** Every /api/auth/* answer the context's pages receive, as "METHOD /path status". */
function recordAuthAnswers(context: BrowserContext): string[] {
  const answers: string[] = [];
  context.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/api/auth/"))
      answers.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
  });
  return answers;
}

const accountButton = (page: Page, firstName: string) =>
  page.getByRole("banner").getByRole("button", { name: `Account menu: ${firstName}` });

/** The session behind `tokens` is alive on the server: its access token opens /auth/me and its refresh token renews it. */
async function expectLiveSession(
  request: APIRequestContext,
  tokens: { accessToken: string | null; refreshToken: string | null },
) {
  const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
  expect(me.status(), await me.text()).toBe(200);
  const refreshed = await request.post("/api/auth/refresh-token", { data: { refreshToken: tokens.refreshToken } });
  expect(refreshed.status(), await refreshed.text()).toBe(200);
}

test("two tabs whose access token has expired refresh at the same time and both stay signed in", async ({
  page,
  context,
  request,
}) => {
  const guest = await registerGuest(request, { prefix: "two-tabs", fullName: "Grace Hopper" });
  await storeSession(page, { ...guest, accessToken: expiredAccessToken(guest.user.id) });
  const answers = recordAuthAnswers(context);

  // The first refresh is held until both tabs have met the expired token, so the two refreshes overlap.
  let refused = 0;
  let bothRefused: () => void = () => {};
  const bothTabsRefused = new Promise<void>((resolve) => (bothRefused = resolve));
  context.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/auth/me" && response.status() === 401 && ++refused === 2)
      bothRefused();
  });
  // Refreshes under way at once: a tab waits for the other's refresh to end before it may start its own.
  let underWay = 0;
  let mostAtOnce = 0;
  await context.route("**/api/auth/refresh-token", async (route: Route) => {
    mostAtOnce = Math.max(mostAtOnce, ++underWay);
    try {
      await bothTabsRefused;
      await route.fulfill({ response: await route.fetch() });
    } finally {
      underWay -= 1;
    }
  });

  const second = await context.newPage();
  await Promise.all([page.goto("/en/about"), second.goto("/en/about")]);
  await expect.poll(() => answers.filter((answer) => answer === "GET /api/auth/me 200").length).toBe(2);

  for (const tab of [page, second]) await expect(accountButton(tab, "Grace")).toBeVisible();
  expect(answers.filter((answer) => answer.startsWith("GET /api/auth/me 401"))).toHaveLength(2);
  // The tab that waited normally finds the other's new tokens and sends no refresh at all; any refresh sent was
  // answered with a session, none counted as reuse.
  const refreshes = answers.filter((answer) => answer.startsWith("POST /api/auth/refresh-token"));
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(mostAtOnce).toBe(1);
  expect(new Set(refreshes)).toEqual(new Set(["POST /api/auth/refresh-token 200"]));
  const [first, other] = [await stored(page), await stored(second)];
  expect(first).toEqual(other);
  expect(first.refreshToken).not.toBe(guest.refreshToken);
  await expectLiveSession(request, first);
});

test("a refresh whose answer is lost on the way keeps the session, and the next one gets it back", async ({
  page,
  context,
  request,
}) => {
  const guest = await registerGuest(request, { prefix: "lost-answer", fullName: "Alan Turing" });
  const expired = { ...guest, accessToken: expiredAccessToken(guest.user.id) };
  await storeSession(page, expired);
  const answers = recordAuthAnswers(context);

  // The server handles the first refresh (and spends the token), then the connection drops before its answer arrives.
  const servedBeforeTheLoss: number[] = [];
  await page.route("**/api/auth/refresh-token", async (route) => {
    if (servedBeforeTheLoss.length > 0) return route.continue();
    servedBeforeTheLoss.push((await route.fetch()).status());
    return route.abort("connectionreset");
  });
  await page.goto("/en/about");
  await waitForPage(page);
  await expect.poll(() => servedBeforeTheLoss).toEqual([200]);
  await expect(accountButton(page, "Alan")).toBeVisible();
  expect(await stored(page)).toEqual({
    user: JSON.stringify(guest.user),
    accessToken: expired.accessToken,
    refreshToken: guest.refreshToken,
  });

  // The next start presents the same, already spent token: the server hands its successor back.
  await page.reload();
  await waitForPage(page);
  await expect
    .poll(() => answers.slice(-3))
    .toEqual(["GET /api/auth/me 401", "POST /api/auth/refresh-token 200", "GET /api/auth/me 200"]);
  await expect(accountButton(page, "Alan")).toBeVisible();
  const after = await stored(page);
  expect(after.refreshToken).not.toBe(guest.refreshToken);
  await expectLiveSession(request, after);
});

const RATE_LIMITED = {
  status: 429,
  headers: { "Retry-After": "42" },
  contentType: "application/json",
  body: JSON.stringify({
    success: false,
    code: "RATE_LIMITED",
    message: "Too many requests. Please try again in 42 seconds.",
  }),
};

/** My Bookings' heading (the build's HTML shows it before any script runs: the session check comes after it). */
async function expectMyBookingsOpen(page: Page): Promise<void> {
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/my-bookings$/);
}

for (const { name, path, expiredToken, answer } of [
  {
    name: "a 429 on refresh",
    path: "/api/auth/refresh-token",
    expiredToken: true,
    answer: (route: Route) => route.fulfill(RATE_LIMITED),
  },
  {
    name: "a 429 on /auth/me",
    path: "/api/auth/me",
    expiredToken: false,
    answer: (route: Route) => route.fulfill(RATE_LIMITED),
  },
  {
    name: "a network failure on refresh",
    path: "/api/auth/refresh-token",
    expiredToken: true,
    answer: (route: Route) => route.abort("internetdisconnected"),
  },
]) {
  test(`${name} does not sign the guest out`, async ({ page, request }) => {
    const guest = await registerGuest(request, { prefix: "kept", fullName: "Ada Lovelace" });
    const session = expiredToken ? { ...guest, accessToken: expiredAccessToken(guest.user.id) } : guest;
    await storeSession(page, session);
    let answered = 0;
    await page.route(`**${path}`, (route) => {
      answered += 1;
      return answer(route);
    });
    await page.goto("/en/my-bookings");
    await expectMyBookingsOpen(page);
    await expect.poll(() => answered).toBeGreaterThanOrEqual(1);
    await expect(accountButton(page, "Ada")).toBeVisible();
    expect(await stored(page)).toEqual({
      user: JSON.stringify(guest.user),
      accessToken: session.accessToken,
      refreshToken: guest.refreshToken,
    });

    // Once the server answers again, the same session carries on.
    await page.unroute(`**${path}`);
    await page.reload();
    await expectMyBookingsOpen(page);
    if (expiredToken) await expect.poll(async () => (await stored(page)).accessToken).not.toBe(session.accessToken);
    await expect(accountButton(page, "Ada")).toBeVisible();
    await expectLiveSession(request, await stored(page));
  });
}
