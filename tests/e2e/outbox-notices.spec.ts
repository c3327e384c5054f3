// What the outbox tells a guest when a queued request cannot go for a reason other than no network (DESIGN 5), on the
// real built app and server: a session that ended leaves a lasting "sign in to send it" in every tab, and the request
// goes when the same guest signs in again (never under another guest); a device online whose requests get no answer
// hears "can't reach the villa's server", not "you are offline". Dates: month +12 of the villa's today.
import type { Page, TestInfo } from "@playwright/test";
import { addDays, addMonths, villaToday } from "../../src/domain/dates.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { goOffline, goOnline, waitForServiceWorkerControl } from "./network.ts";
import { savedOutbox } from "./saved-outbox.ts";
import { openSignedIn, registerGuest, serverBookings, type GuestSession } from "./session.ts";

test.use({ serviceWorkers: "allow" });
test.slow();

const TODAY = villaToday();
const SENT = "Booking request submitted successfully! We will contact you within 24 hours.";

/** Days 15-27 of month +12, a window no other spec books (month +11 is outbox-booking-card's, days 1-7 of +12 auth's). */
function stay(day: 15 | 22, nights: number, testInfo: TestInfo): { checkIn: string; checkOut: string } {
  const attempt = Math.min(testInfo.retry + testInfo.repeatEachIndex, 1);
  const checkIn = addDays(addMonths(TODAY, 12), day - 1 + attempt * 3);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

const card = (page: Page) => page.locator("aside");
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });

async function openBookingPage(
  page: Page,
  guest: GuestSession,
  dates: { checkIn: string; checkOut: string },
  notes: string,
): Promise<void> {
  await page.addInitScript(
    (text) => {
      if (window.sessionStorage.getItem("e2e-draft-set")) return;
      window.sessionStorage.setItem("e2e-draft-set", "1");
      window.localStorage.setItem("booking_form_data", text);
    },
    JSON.stringify({
      ...dates,
      totalGuests: 2,
      phone: "+49 151 23456789",
      dateOfBirth: "1986-02-20",
      paymentMethod: "BANK_TRANSFER",
      notes,
    }),
  );
  await openSignedIn(page, guest, "/en/booking");
  await waitForPage(page);
  await waitForServiceWorkerControl(page);
  await expect(card(page).getByLabel("Notes")).toHaveValue(notes);
}

/** Every POST /api/bookings of the page, by Idempotency-Key. */
function recordBookingPosts(page: Page) {
  const keys: string[] = [];
  page.context().on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/bookings")
      keys.push(request.headers()["idempotency-key"] ?? "");
  });
  return () => [...keys];
}

async function signInThroughForm(page: Page, guest: GuestSession): Promise<void> {
  const form = page.getByRole("form", { name: "Sign In" });
  await form.getByLabel(/^Email/).fill(guest.email);
  await form.getByLabel(/^Password/).fill(guest.password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

test("a session that ends before a queued booking goes: a lasting notice in every tab, and it goes when the same guest signs in", async ({
  page,
  context,
  request,
}, testInfo) => {
  const owner = await registerGuest(request, { prefix: "held-owner", fullName: "Ada Owner" });
  const other = await registerGuest(request, { prefix: "held-other", fullName: "Bob Other" });
  const dates = stay(15, 2, testInfo);
  await openBookingPage(page, owner, dates, "Held for sign-in");
  const second = await context.newPage();
  await second.goto("/en/about");
  await waitForPage(second);
  const posts = recordBookingPosts(page);

  await goOffline(context);
  await card(page).getByRole("button", { name: "Send booking request" }).click();
  await expect(page.getByTestId("booking-queued")).toBeVisible();
  await expect.poll(async () => (await savedOutbox(page)).length).toBe(1);
  const [saved] = await savedOutbox(page);
  // While offline the session runs out for good: the access token expired and the refresh token is no longer valid.
  await page.evaluate(() => {
    const encode = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem(
      "accessToken",
      `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: "x", iat: now - 7200, exp: now - 3600 })}.c2ln`,
    );
    localStorage.setItem("refreshToken", "revoked-refresh-token");
  });

  await goOnline(context);
  const notice = (tab: Page) => tab.getByTestId("sign-in-to-send");
  await expect(notice(page)).toContainText("1 request waiting: sign in to send it");
  await expect(notice(second)).toContainText("1 request waiting: sign in to send it");
  // Kept as it was, waiting: not failed, not gone.
  expect(await savedOutbox(page)).toEqual([{ kind: "booking", key: saved?.key, status: "waiting" }]);
  await page.reload();
  await waitForPage(page);
  await expect(notice(page)).toContainText("1 request waiting: sign in to send it");

  // Another guest signs in on this device: the request is not theirs to send or see.
  await notice(page).getByRole("link", { name: "Sign in" }).click();
  await waitForPage(page);
  await signInThroughForm(page, other);
  await expect(page).toHaveURL(/\/en\/booking/);
  await waitForPage(page);
  await expect(notice(page)).toBeEmpty();
  await page.getByRole("banner").getByRole("button", { name: /Bob/ }).click();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(notice(page)).toContainText("1 request waiting: sign in to send it");

  // Its own guest signs in again: it goes, once, under their name.
  await notice(page).getByRole("link", { name: "Sign in" }).click();
  await waitForPage(page);
  await signInThroughForm(page, owner);
  await expect(notifications(page).getByText(SENT)).toBeVisible();
  await expect(notice(page)).toBeEmpty();
  await expect(notice(second)).toBeEmpty();
  await expect.poll(() => savedOutbox(page)).toEqual([]);
  // Sent under its own key only (a try may have met the ended session first, which the server refused); the other
  // guest never sent it.
  expect(new Set(posts())).toEqual(new Set([saved?.key]));
  const mine = (await serverBookings(request, owner.accessToken)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(mine).toMatchObject([{ notes: "Held for sign-in" }]);
  expect(
    (await serverBookings(request, other.accessToken)).filter((booking) => booking.checkIn === dates.checkIn),
  ).toEqual([]);
});

test("online but the villa's server does not answer: the guest hears so, not that they are offline, and the request goes once it answers", async ({
  page,
  context,
  request,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "unreachable" });
  const dates = stay(22, 2, testInfo);
  await openBookingPage(page, guest, dates, "Server down");
  const posts = recordBookingPosts(page);

  // Every API call fails as if the server were down; the device itself stays online.
  await context.route("**/api/**", (route) => route.abort("connectionrefused"));
  await card(page).getByRole("button", { name: "Send booking request" }).click();
  // The form tries a few times before it gives up and queues the request.
  await expect(
    notifications(page).getByText(
      "Can't reach the villa's server. Your booking request is saved and will be sent as soon as it answers.",
    ),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId("offline-banner")).toContainText("Can't reach the villa's server.");
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect.poll(async () => (await savedOutbox(page)).length).toBe(1);
  const [saved] = await savedOutbox(page);
  // The outbox tries again by itself, with a growing wait, and still gets no answer.
  await expect.poll(() => posts().length, { timeout: 20_000 }).toBeGreaterThan(4);

  await context.unrouteAll({ behavior: "ignoreErrors" });
  await expect(notifications(page).getByText(SENT)).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId("offline-banner")).toBeEmpty();
  await expect.poll(() => savedOutbox(page)).toEqual([]);
  expect(new Set(posts())).toEqual(new Set([saved?.key]));
  const created = (await serverBookings(request, guest.accessToken)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(created).toHaveLength(1);
});
