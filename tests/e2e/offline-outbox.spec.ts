// The offline outbox (DESIGN 5) in Chromium on the real built app and server: a booking request or a cancel
// made without a connection waits on the device (the booking card's "Waiting for connection", My Bookings' "Waiting
// to be sent"), survives a reload while still offline (the service worker serves the app, IndexedDB the queue), and
// goes out exactly once when the connection is back; dates taken meanwhile end in a clear failure with the draft
// restored; an access token that expired meanwhile is refreshed first; "Simulate offline" queues and replays too.
// Date window: months +13..+15 of the villa's today, each test on nights of its own (the issue brief's +24..+27
// cannot be booked: check-in at most two years ahead, domain/stay.ts MAX_ADVANCE_YEARS).
import type { APIRequestContext, Page, Request, TestInfo } from "@playwright/test";
import { addDays, addMonths, villaToday } from "../../src/domain/dates.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { goOffline, goOnline, waitForServiceWorkerControl } from "./network.ts";
import { savedOutbox } from "./saved-outbox.ts";
import { createBooking, openSignedIn, registerGuest, serverBookings, type GuestSession } from "./session.ts";

test.use({ serviceWorkers: "allow" });
// A service worker install, a reload without network and a replay: more than the default 30 s on a busy machine.
test.slow();

const TODAY = villaToday();
const ADULT_BIRTH_DATE = "1986-02-20";

/**
 * Day `day` (1-based) of the month `offset` months from now, and the stay of `nights` starting then. A retry or a
 * repeat (`--repeat-each`) moves 5 days on: the first attempt's booking still stands. Each test starts on day 1, 8 or 16.
 */
function stay(
  offset: 13 | 14 | 15,
  day: 1 | 8 | 16,
  nights: number,
  testInfo: TestInfo,
): { checkIn: string; checkOut: string } {
  const attempt = Math.min(testInfo.retry + testInfo.repeatEachIndex, 2);
  const checkIn = addDays(addMonths(TODAY, offset), day - 1 + attempt * 5);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

const SENT = "Booking request submitted successfully! We will contact you within 24 hours.";
const QUEUED_BOOKING = "You are offline. Your booking request is saved and will be sent when the connection is back.";
const QUEUED_CANCEL = "You are offline. Your cancellation is saved and will be sent when the connection is back.";

const shortId = (id: string) => id.slice(-8).toUpperCase();
const card = (page: Page) => page.locator("aside");
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });
const outbox = (page: Page) => page.getByTestId("outbox");
const table = (page: Page) => page.getByRole("table", { name: "Your bookings" });
const rowOf = (page: Page, bookingId: string) =>
  table(page).getByRole("row", { name: new RegExp(`#${shortId(bookingId)}`) });

interface Draft {
  checkIn: string;
  checkOut: string;
  totalGuests: number;
  phone: string;
  dateOfBirth: string;
  paymentMethod: "BANK_TRANSFER" | "PAYMENT_ON_ARRIVAL";
  notes: string;
  arrivalTime: string;
}

const draftFor = (dates: { checkIn: string; checkOut: string }, overrides: Partial<Draft> = {}): Draft => ({
  ...dates,
  totalGuests: 3,
  phone: "+49 151 23456789",
  dateOfBirth: ADULT_BIRTH_DATE,
  paymentMethod: "PAYMENT_ON_ARRIVAL",
  notes: "Arriving by the late ferry",
  arrivalTime: "22:00",
  ...overrides,
});

/**
 * Signs `session` in (as sign-in stores it), leaves `draft` in the booking form's storage and opens `path`; the app's
 * service worker is installed and in control before this returns, so the next loads work without a network.
 */
async function start(page: Page, session: GuestSession, path: string, draft?: Draft): Promise<void> {
  if (draft) {
    await page.addInitScript((text) => {
      // Only once: the app owns the draft from the first load on.
      if (window.sessionStorage.getItem("e2e-draft-set")) return;
      window.sessionStorage.setItem("e2e-draft-set", "1");
      window.localStorage.setItem("booking_form_data", text);
    }, JSON.stringify(draft));
  }
  await openSignedIn(page, session, path);
  await waitForPage(page);
  await waitForServiceWorkerControl(page);
}

interface SavedRecord {
  /** Each saved query's key, as JSON. */
  queries: string[];
}

/** The query cache the app saved in IndexedDB (idb-keyval's database), what a reload finds. */
async function readSaved(page: Page, key: "query-cache"): Promise<SavedRecord> {
  return page.evaluate(
    (recordKey) =>
      new Promise<SavedRecord>((resolve, reject) => {
        const none = { queries: [] };
        const open = indexedDB.open("keyval-store");
        // Never create the database here: idb-keyval creates its store only when it makes the database itself.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(none);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyval")) {
            db.close();
            resolve(none);
            return;
          }
          const read = db.transaction("keyval").objectStore("keyval").get(recordKey);
          read.onerror = () => reject(read.error ?? new Error("read failed"));
          read.onsuccess = () => {
            db.close();
            const saved = read.result as { clientState?: { queries?: { queryKey: unknown }[] } } | undefined;
            resolve({ queries: (saved?.clientState?.queries ?? []).map((query) => JSON.stringify(query.queryKey)) });
          };
        };
      }),
    key,
  );
}

/** The guest's bookings as the server has them, with the token the page holds now (it may have been refreshed). */
async function serverBookingsNow(request: APIRequestContext, page: Page, session: GuestSession) {
  const stored = await page.evaluate(() => localStorage.getItem("accessToken"));
  return serverBookings(request, stored ?? session.accessToken);
}

/** Every booking request and cancel the page itself sends (with its Idempotency-Key and, once known, its status). */
function recordWrites(page: Page) {
  const writes: { method: string; path: string; key: string | undefined; request: Request }[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (
      (req.method() === "POST" && path === "/api/bookings") ||
      (req.method() === "PUT" && /^\/api\/bookings\/[^/]+\/cancel$/.test(path))
    ) {
      writes.push({ method: req.method(), path, key: req.headers()["idempotency-key"], request: req });
    }
  });
  return {
    list: () => writes,
    statuses: async () => Promise.all(writes.map(async (write) => (await write.request.response())?.status() ?? 0)),
  };
}

/** Uncaught exceptions only: a page without network logs every failed request, which is what these tests cause. */
const uncaught = (errors: string[]) => errors.filter((error) => error.startsWith("page error"));

test("a booking requested offline waits, survives a reload offline, and is created exactly once on reconnect", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "outbox-booking" });
  const dates = stay(13, 1, 3, testInfo);
  await start(page, guest, "/en/booking", draftFor(dates));
  await expect(card(page).getByLabel("Notes")).toHaveValue("Arriving by the late ferry");
  const writes = recordWrites(page);

  await goOffline(context);
  await card(page).getByRole("button", { name: "Send booking request" }).click();
  const queued = page.getByTestId("booking-queued");
  await expect(queued.getByRole("heading", { name: "Waiting for connection" })).toBeFocused();
  await expect(queued).toContainText("3 guests");
  await expect(notifications(page).getByText(QUEUED_BOOKING)).toBeVisible();
  // Saved on the device before anything else happens: the reload below finds it there.
  await expect
    .poll(() => savedOutbox(page))
    .toEqual([{ kind: "booking", key: expect.any(String) as unknown as string, status: "waiting" }]);
  const [saved] = await savedOutbox(page);

  // My Bookings, loaded from the service worker with no network, lists it; so does a reload, still offline.
  await queued.getByRole("link", { name: "View My Bookings" }).click();
  await waitForPage(page);
  await expect(outbox(page).getByRole("listitem")).toHaveCount(1);
  await expect(outbox(page).getByRole("listitem")).toContainText("Booking request");
  await expect(outbox(page).getByRole("listitem")).toContainText("Waiting for connection");
  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
  const item = outbox(page).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute("data-outbox-state", "waiting");
  await expect(item).toContainText("Waiting for connection");
  expect(writes.list()).toEqual([]);

  await goOnline(context);
  await expect(notifications(page).getByText(SENT)).toBeVisible();
  await expect(outbox(page)).toHaveCount(0);
  await expect.poll(() => savedOutbox(page)).toEqual([]);

  const created = (await serverBookingsNow(request, page, guest)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({
    checkOut: dates.checkOut,
    totalGuests: 3,
    phone: "+4915123456789",
    paymentMethod: "PAYMENT_ON_ARRIVAL",
    notes: "Arriving by the late ferry",
    // Kept in the queued request and sent when the connection came back.
    arrivalTime: "22:00",
    status: "PENDING",
  });
  // One request, with the key it was queued under.
  expect(writes.list().map((write) => write.key)).toEqual([saved?.key]);
  expect(await writes.statuses()).toEqual([201]);
  // My Bookings shows it, refreshed by the replay.
  const row = rowOf(page, created[0]?.id ?? "");
  await expect(row).toBeVisible();
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  expect(uncaught(pageErrors.list())).toEqual([]);
});

test("a cancel made offline waits, survives a reload offline, and cancels exactly once on reconnect", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "outbox-cancel" });
  const booking = await createBooking(request, guest, stay(13, 16, 2, testInfo));
  await start(page, guest, "/en/my-bookings");
  const row = rowOf(page, booking.id);
  await expect(row.getByRole("button", { name: `Cancel booking ${shortId(booking.id)}` })).toBeVisible();
  const writes = recordWrites(page);

  await goOffline(context);
  await row.getByRole("button", { name: `Cancel booking ${shortId(booking.id)}` }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel booking #${shortId(booking.id)}?` });
  await dialog.getByRole("textbox", { name: "Reason for cancelling (optional)" }).fill("Flights moved");
  await dialog.getByRole("button", { name: "Cancel booking", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(notifications(page).getByText(QUEUED_CANCEL)).toBeVisible();
  const item = outbox(page).getByRole("listitem");
  await expect(item).toContainText(`Cancellation of booking #${shortId(booking.id)}`);
  await expect(item).toContainText("Waiting for connection");
  // The booking's Cancel button gives way to a note while its cancel waits.
  await expect(row).toContainText("Cancellation waiting for connection");
  await expect(row.getByRole("button", { name: /^Cancel booking/ })).toHaveCount(0);
  await expect
    .poll(() => savedOutbox(page))
    .toEqual([{ kind: "cancel", key: expect.any(String) as unknown as string, status: "waiting" }]);
  const [saved] = await savedOutbox(page);

  await page.reload();
  await waitForPage(page);
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute("data-outbox-state", "waiting");
  await expect(item).toContainText(`Cancellation of booking #${shortId(booking.id)}`);
  // The list itself comes from the saved cache, still pending, with the note instead of the button.
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  await expect(row).toContainText("Cancellation waiting for connection");
  expect(writes.list()).toEqual([]);

  await goOnline(context);
  await expect(notifications(page).getByText("Booking cancelled", { exact: true })).toBeVisible();
  await expect(notifications(page).getByText(`Booking #${shortId(booking.id)} is now cancelled.`)).toBeVisible();
  await expect(outbox(page)).toHaveCount(0);
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(row).toContainText("Reason: Flights moved");

  const stored = (await serverBookingsNow(request, page, guest)).find((candidate) => candidate.id === booking.id);
  expect(stored).toMatchObject({ status: "CANCELLED", cancellationReason: "Flights moved" });
  expect(writes.list().map((write) => [write.method, write.key])).toEqual([["PUT", saved?.key]]);
  expect(await writes.statuses()).toEqual([200]);
  await expect.poll(() => savedOutbox(page)).toEqual([]);
  expect(uncaught(pageErrors.list())).toEqual([]);
});

test("a queued booking whose dates another guest took meanwhile fails clearly and gives the draft back", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "outbox-taken" });
  const dates = stay(14, 1, 3, testInfo);
  await start(
    page,
    guest,
    "/en/booking",
    draftFor(dates, { totalGuests: 4, notes: "Sea view, please", paymentMethod: "BANK_TRANSFER" }),
  );
  const checkInText = await page.getByTestId("booking-check-in").textContent();
  expect(checkInText).not.toBe("Add date");

  await goOffline(context);
  await card(page).getByRole("button", { name: "Send booking request" }).click();
  await expect(page.getByTestId("booking-queued")).toBeVisible();
  await expect.poll(async () => (await savedOutbox(page)).length).toBe(1);
  // Someone else books the same nights while this guest has no signal.
  const other = await registerGuest(request, { prefix: "outbox-taken-other" });
  await createBooking(request, other, dates);

  await goOnline(context);
  const toast = notifications(page).getByRole("alert").filter({ hasText: "Your booking request could not be sent" });
  await expect(toast).toContainText("These dates were booked by someone else in the meantime.");
  // The booking card is the form again, with every detail of the lost request.
  await expect(page.getByTestId("booking-queued")).toHaveCount(0);
  await expect(page.getByTestId("booking-check-in")).toHaveText(checkInText ?? "");
  await expect(card(page).getByLabel("Guests")).toHaveValue("4");
  await expect(card(page).getByLabel("Phone number")).toHaveValue("+49 151 23456789");
  await expect(card(page).getByLabel("Date of birth")).toHaveValue(ADULT_BIRTH_DATE);
  await expect(card(page).getByLabel("Notes")).toHaveValue("Sea view, please");
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("booking_form_data") ?? "null") as unknown),
  ).toMatchObject({
    ...dates,
    totalGuests: 4,
    notes: "Sea view, please",
  });

  // My Bookings keeps the failure until the guest dismisses it, with the way to other dates.
  await page.goto("/en/my-bookings");
  await waitForPage(page);
  const item = outbox(page).getByRole("listitem");
  await expect(item).toHaveAttribute("data-outbox-state", "failed");
  await expect(item.getByRole("alert")).toContainText("Your booking request could not be sent");
  await expect(item.getByRole("alert")).toContainText("These dates were booked by someone else in the meantime.");
  // Still kept after a reload (its reason came back from IndexedDB whole).
  await page.reload();
  await waitForPage(page);
  await expect(item.getByRole("link", { name: "Choose other dates" })).toBeVisible();
  await item.getByRole("link", { name: "Choose other dates" }).click();
  await expect(page).toHaveURL(/\/en\/booking$/);
  await expect(page.getByTestId("stay-dates")).toBeVisible();
  await expect(card(page).getByLabel("Notes")).toHaveValue("Sea view, please");
  await expect(card(page).getByLabel("Phone number")).toHaveValue("+49 151 23456789");

  expect(
    (await serverBookingsNow(request, page, guest)).filter((booking) => booking.checkIn === dates.checkIn),
  ).toEqual([]);

  await page.goto("/en/my-bookings");
  await waitForPage(page);
  await item.getByRole("button", { name: "Dismiss" }).click();
  await expect(outbox(page)).toHaveCount(0);
  await expect.poll(() => savedOutbox(page)).toEqual([]);
  expect(uncaught(pageErrors.list())).toEqual([]);
});

test("a replay that meets an expired access token refreshes it first and books once", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "outbox-expired" });
  const dates = stay(14, 16, 2, testInfo);
  await start(page, guest, "/en/booking", draftFor(dates));
  const writes = recordWrites(page);
  const refreshes: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/auth/refresh-token") refreshes.push(req.url());
  });

  await goOffline(context);
  await card(page).getByRole("button", { name: "Send booking request" }).click();
  await expect(page.getByTestId("booking-queued")).toBeVisible();
  // While the guest is offline the access token runs out: a well-formed JWT, expired an hour ago and not signed by
  // this server.
  const expired = await page.evaluate((userId) => {
    const encode = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: userId, role: "GUEST", iat: now - 7200, exp: now - 3600 })}.c2lnbmF0dXJl`;
    localStorage.setItem("accessToken", token);
    return token;
  }, guest.user.id);

  await goOnline(context);
  await expect(notifications(page).getByText(SENT)).toBeVisible();
  // The first attempt met the expired token; the client refreshed the session and sent the same request again.
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  const keys = writes.list().map((write) => write.key);
  expect(new Set(keys).size).toBe(1);
  expect(await writes.statuses()).toEqual([401, 201]);
  const stored = await page.evaluate(() => localStorage.getItem("accessToken"));
  expect(stored).not.toBe(expired);
  expect(stored).toBeTruthy();
  // Still signed in as the same guest.
  expect(
    await page.evaluate(() => (JSON.parse(localStorage.getItem("user") ?? "null") as { id: string } | null)?.id),
  ).toBe(guest.user.id);

  const created = (await serverBookingsNow(request, page, guest)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(created).toHaveLength(1);
  expect(uncaught(pageErrors.list())).toEqual([]);
});

/**
 * A tester's phone: the account settings and the booking page seen once online (the profile and the villa are in
 * the saved cache: a page never seen online has nothing to show under Simulate offline), then the booking page
 * opened again with `?simulateOffline=1`, which forces the app's network layer offline while the browser stays online.
 */
async function startSimulatingOffline(page: Page, session: GuestSession, draft: Draft): Promise<void> {
  await start(page, session, "/en/profile?tab=settings", draft);
  await expect(page.getByRole("heading", { name: "Danger Zone" })).toBeVisible();
  await page.goto("/en/booking");
  await waitForPage(page);
  await expect(page.getByTestId("stay-dates")).toBeVisible();
  await expect
    .poll(async () => (await readSaved(page, "query-cache")).queries)
    .toEqual(expect.arrayContaining([JSON.stringify(["profile"]), JSON.stringify(["villas", "first", "page", "en"])]));
  await page.goto("/en/booking?simulateOffline=1");
  await waitForPage(page);
  await expect(page.getByTestId("stay-dates")).toBeVisible();
  await expect(card(page).getByLabel("Notes")).toHaveValue(draft.notes);
}

test("Simulate offline queues a booking with the browser online; switching it off sends it", async ({
  page,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "outbox-simulated" });
  const dates = stay(15, 1, 2, testInfo);
  await startSimulatingOffline(page, guest, draftFor(dates, { notes: "Simulated" }));
  const writes = recordWrites(page);

  await card(page).getByRole("button", { name: "Send booking request" }).click();
  await expect(
    page.getByTestId("booking-queued").getByRole("heading", { name: "Waiting for connection" }),
  ).toBeVisible();
  await expect(notifications(page).getByText(QUEUED_BOOKING)).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // The switch holds across loads: My Bookings lists the request as waiting.
  await page.goto("/en/my-bookings");
  await waitForPage(page);
  await expect(outbox(page).getByRole("listitem")).toHaveAttribute("data-outbox-state", "waiting");
  expect(writes.list()).toEqual([]);

  // Account Settings: the tester turns the switch off, and the queue goes out at once.
  await page.goto("/en/profile?tab=settings");
  await waitForPage(page);
  const simulate = page.getByRole("checkbox", { name: "Simulate offline" });
  await expect(simulate).toBeChecked();
  expect(writes.list()).toEqual([]);
  await simulate.uncheck();
  await expect(notifications(page).getByText(SENT)).toBeVisible();
  expect(await writes.statuses()).toEqual([201]);
  expect(await page.evaluate(() => localStorage.getItem("simulate-offline"))).toBeNull();

  const created = (await serverBookingsNow(request, page, guest)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(created).toHaveLength(1);
  expect(created[0]?.notes).toBe("Simulated");
  expect(uncaught(pageErrors.list())).toEqual([]);
});

test("?simulateOffline=0 ends the simulation and replays the queue", async ({ page, request }, testInfo) => {
  const guest = await registerGuest(request, { prefix: "outbox-simulated-link" });
  const dates = stay(15, 16, 2, testInfo);
  await startSimulatingOffline(page, guest, draftFor(dates));
  await card(page).getByRole("button", { name: "Send booking request" }).click();
  await expect(page.getByTestId("booking-queued")).toBeVisible();
  await expect.poll(async () => (await savedOutbox(page)).length).toBe(1);

  await page.goto("/en/my-bookings?simulateOffline=0");
  await waitForPage(page);
  await expect(notifications(page).getByText(SENT)).toBeVisible();
  await expect(outbox(page)).toHaveCount(0);
  const created = (await serverBookingsNow(request, page, guest)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(created).toHaveLength(1);
  await expect(rowOf(page, created[0]?.id ?? "")).toBeVisible();
});

test("offline, My Bookings shows its saved copy with its age; signing out with a queued request asks first", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  // Two reloads and an offline sign-out: in a full run on 2 cores its steps took over 10 s each (6 s alone).
  test.slow();
  const guest = await registerGuest(request, { prefix: "outbox-sign-out", fullName: "Grace Hopper" });
  const booking = await createBooking(request, guest, stay(15, 8, 2, testInfo));
  await start(page, guest, "/en/my-bookings");
  const row = rowOf(page, booking.id);
  await expect(row).toBeVisible();
  // The list is saved on the device (after a short pause that groups a page's fetches into one write).
  await expect
    .poll(async () => (await readSaved(page, "query-cache")).queries.some((key) => key.includes('"bookings"')), {
      timeout: 30_000,
    })
    .toBe(true);
  const writes = recordWrites(page);

  await goOffline(context);
  await page.reload();
  await waitForPage(page);
  await expect(row).toBeVisible();
  await expect(page.getByTestId("offline-data-note")).toContainText("Offline, last updated");

  await row.getByRole("button", { name: `Cancel booking ${shortId(booking.id)}` }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel booking #${shortId(booking.id)}?` });
  await dialog.getByRole("button", { name: "Cancel booking", exact: true }).click();
  await expect(outbox(page).getByRole("listitem")).toHaveCount(1);

  const account = page.getByRole("banner").getByRole("button", { name: /Grace/ });
  const ask = page.getByRole("dialog", { name: "Sign out and discard unsent requests?" });
  await account.click();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(ask).toContainText("1 request made on this device has not been sent yet.");
  await ask.getByRole("button", { name: "Stay signed in" }).click();
  await expect(ask).toBeHidden();
  await expect(account).toBeVisible();
  await expect(outbox(page).getByRole("listitem")).toHaveCount(1);

  await account.click();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await ask.getByRole("button", { name: "Sign out and discard" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect.poll(() => savedOutbox(page)).toEqual([]);
  await expect.poll(async () => (await readSaved(page, "query-cache")).queries).toEqual([]);

  await goOnline(context);
  // A discarded request is never sent, not when the connection returns nor by the next page, which would replay
  // whatever was still saved: once that page has nothing left in flight, the server has had every chance to see it.
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(writes.list()).toEqual([]);
  const mine = await serverBookings(request, guest.accessToken);
  expect(mine.find((candidate) => candidate.id === booking.id)?.status).toBe("PENDING");
  expect(uncaught(pageErrors.list())).toEqual([]);
});
