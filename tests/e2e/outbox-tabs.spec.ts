// The outbox with two tabs of one browser (DESIGN 5), on the real built app and server: requests queued offline in
// either tab are all kept (one record each) and reach the server exactly once, whichever tabs stay open, reload or
// close, even mid-way; "Simulate offline" holds for every tab at once. Dates: month +19 of the villa's today, each
// test on nights of its own (a retry or a repeat moves 3 days on).
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { addDays, addMonths, villaToday } from "../../src/domain/dates.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { goOffline, goOnline, waitForServiceWorkerControl } from "./network.ts";
import { savedOutbox } from "./saved-outbox.ts";
import { createBooking, openSignedIn, registerGuest, serverBookings, type GuestSession } from "./session.ts";

test.use({ serviceWorkers: "allow" });
// Two pages, a service worker install and replays: more than the default 30 s on a busy machine.
test.slow();

const TODAY = villaToday();
const SENT = "Booking request submitted successfully! We will contact you within 24 hours.";
const QUEUED_BOOKING = "You are offline. Your booking request is saved and will be sent when the connection is back.";
const QUEUED_CANCEL = "You are offline. Your cancellation is saved and will be sent when the connection is back.";

/** Nights from day `day` of month +19; a retry or a repeat moves 3 days on. */
function stay(
  day: 1 | 5 | 9 | 13 | 17 | 21 | 25,
  nights: number,
  testInfo: TestInfo,
): { checkIn: string; checkOut: string } {
  const attempt = Math.min(testInfo.retry + testInfo.repeatEachIndex, 1);
  const checkIn = addDays(addMonths(TODAY, 19), day - 1 + attempt * 2);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

const shortId = (id: string) => id.slice(-8).toUpperCase();
const card = (page: Page) => page.locator("aside");
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });
const outbox = (page: Page) => page.getByTestId("outbox");
const rowOf = (page: Page, bookingId: string) =>
  page.getByRole("table", { name: "Your bookings" }).getByRole("row", { name: new RegExp(`#${shortId(bookingId)}`) });

/** Leaves a booking form draft for the dates (the app owns it from the first load on). */
async function leaveDraft(page: Page, dates: { checkIn: string; checkOut: string }, notes: string): Promise<void> {
  await page.addInitScript(
    ({ text }) => {
      if (window.sessionStorage.getItem("e2e-draft-set")) return;
      window.sessionStorage.setItem("e2e-draft-set", "1");
      window.localStorage.setItem("booking_form_data", text);
    },
    {
      text: JSON.stringify({
        ...dates,
        totalGuests: 2,
        phone: "+49 151 23456789",
        dateOfBirth: "1986-02-20",
        paymentMethod: "BANK_TRANSFER",
        notes,
      }),
    },
  );
}

/** The first tab: signs the guest in and waits until the service worker controls it (the next loads work offline). */
async function firstTab(page: Page, guest: GuestSession, path: string): Promise<void> {
  await openSignedIn(page, guest, path);
  await waitForPage(page);
  await waitForServiceWorkerControl(page);
}

/** Another tab of the same browser: same storage, same session, same service worker. */
async function anotherTab(
  context: BrowserContext,
  path: string,
  draft?: { dates: { checkIn: string; checkOut: string }; notes: string },
): Promise<Page> {
  const page = await context.newPage();
  if (draft) await leaveDraft(page, draft.dates, draft.notes);
  await page.goto(path);
  await waitForPage(page);
  await waitForServiceWorkerControl(page);
  return page;
}

/** Every booking request and cancel any page of the browser sends, with its Idempotency-Key. */
function recordWrites(context: BrowserContext) {
  const keys: string[] = [];
  context.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (
      (request.method() === "POST" && path === "/api/bookings") ||
      (request.method() === "PUT" && /^\/api\/bookings\/[^/]+\/cancel$/.test(path))
    ) {
      keys.push(`${request.method()} ${request.headers()["idempotency-key"] ?? "no key"}`);
    }
  });
  return () => [...keys];
}

async function sendBookingOffline(page: Page): Promise<void> {
  await card(page).getByRole("button", { name: "Send booking request" }).click();
  await expect(page.getByTestId("booking-queued")).toBeVisible();
  await expect(notifications(page).getByText(QUEUED_BOOKING)).toBeVisible();
}

async function cancelOffline(page: Page, bookingId: string): Promise<void> {
  await rowOf(page, bookingId)
    .getByRole("button", { name: `Cancel booking ${shortId(bookingId)}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Cancel booking #${shortId(bookingId)}?` });
  await dialog.getByRole("button", { name: "Cancel booking", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(notifications(page).getByText(QUEUED_CANCEL)).toBeVisible();
}

test("two tabs queue offline: a reload keeps both requests, and with both tabs online each reaches the server once", async ({
  page,
  context,
  request,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "tabs-both" });
  const existing = await createBooking(request, guest, stay(1, 2, testInfo));
  const dates = stay(5, 2, testInfo);
  await firstTab(page, guest, "/en/my-bookings");
  await expect(rowOf(page, existing.id)).toBeVisible();
  const bookingTab = await anotherTab(context, "/en/booking", { dates, notes: "Two tabs" });
  await expect(card(bookingTab).getByLabel("Notes")).toHaveValue("Two tabs");
  const writes = recordWrites(context);

  await goOffline(context);
  await sendBookingOffline(bookingTab);
  await cancelOffline(page, existing.id);
  // Both kept on the device, one record each; each tab lists both.
  await expect
    .poll(async () => (await savedOutbox(page)).map((saved) => [saved.kind, saved.status]))
    .toEqual([
      ["booking", "waiting"],
      ["cancel", "waiting"],
    ]);
  const saved = await savedOutbox(page);
  await expect(outbox(page).getByRole("listitem")).toHaveCount(2);
  await page.reload();
  await waitForPage(page);
  await expect(outbox(page).getByRole("listitem")).toHaveCount(2);
  expect(writes()).toEqual([]);

  await goOnline(context);
  await expect(outbox(page)).toHaveCount(0);
  await expect.poll(() => savedOutbox(page)).toEqual([]);
  await expect(rowOf(page, existing.id).getByText("Cancelled", { exact: true })).toBeVisible();
  // Each request once, with the key it was queued under, though two tabs came online together.
  expect(writes().sort()).toEqual([`POST ${saved[0]?.key}`, `PUT ${saved[1]?.key}`].sort());
  const mine = await serverBookings(request, guest.accessToken);
  expect(mine.filter((booking) => booking.checkIn === dates.checkIn)).toHaveLength(1);
  expect(mine.find((booking) => booking.id === existing.id)?.status).toBe("CANCELLED");
});

test("the tab that queued a booking closes: the other tab, opened earlier, sends it and its own cancel", async ({
  page,
  context,
  request,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "tabs-closed" });
  const existing = await createBooking(request, guest, stay(9, 2, testInfo));
  const dates = stay(13, 2, testInfo);
  // Tab B, opened first, on My Bookings; tab A on the booking page.
  await firstTab(page, guest, "/en/my-bookings");
  await expect(rowOf(page, existing.id)).toBeVisible();
  const tabA = await anotherTab(context, "/en/booking", { dates, notes: "Queued then closed" });
  const writes = recordWrites(context);

  await goOffline(context);
  await sendBookingOffline(tabA);
  await cancelOffline(page, existing.id);
  await expect.poll(async () => (await savedOutbox(page)).length).toBe(2);
  await tabA.close();

  await goOnline(context);
  await expect(notifications(page).getByText(SENT)).toBeVisible();
  await expect(outbox(page)).toHaveCount(0);
  expect(
    writes()
      .map((write) => write.split(" ")[0])
      .sort(),
  ).toEqual(["POST", "PUT"]);
  const mine = await serverBookings(request, guest.accessToken);
  expect(mine.filter((booking) => booking.checkIn === dates.checkIn)).toMatchObject([
    { notes: "Queued then closed", status: "PENDING" },
  ]);
  expect(mine.find((booking) => booking.id === existing.id)?.status).toBe("CANCELLED");
});

test("the tab sending a request closes mid-way: the other tab sends it under the same key, and the server acts once", async ({
  page,
  context,
  request,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "tabs-mid-way" });
  const dates = stay(17, 2, testInfo);
  await firstTab(page, guest, "/en/my-bookings");
  const bookingTab = await anotherTab(context, "/en/booking", { dates, notes: "Closed mid-way" });

  await goOffline(context);
  await sendBookingOffline(bookingTab);
  await expect.poll(async () => (await savedOutbox(page)).length).toBe(1);
  const [saved] = await savedOutbox(page);

  // The first try never gets through: its tab is closed while it is on its way. Later tries reach the server.
  const tries: Page[] = [];
  let firstTry: () => void = () => undefined;
  const firstTrySeen = new Promise<void>((resolve) => (firstTry = resolve));
  await context.route("**/api/bookings", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    tries.push(route.request().frame().page());
    if (tries.length === 1) {
      firstTry();
      return;
    }
    await route.fallback();
  });
  await goOnline(context);
  await firstTrySeen;
  const sender = tries[0];
  const other = sender === page ? bookingTab : page;
  await sender?.close();

  await expect(notifications(other).getByText(SENT)).toBeVisible();
  expect(tries).toHaveLength(2);
  expect(tries[1]).toBe(other);
  await expect.poll(() => savedOutbox(other)).toEqual([]);
  const created = (await serverBookings(request, guest.accessToken)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(created).toHaveLength(1);
  expect(saved?.key).toBeTruthy();
});

test("Simulate offline switched on in one tab holds every tab offline, and switched off sends their queue once", async ({
  page,
  context,
  request,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "tabs-simulated" });
  const dates = stay(21, 2, testInfo);
  // A tester's device: the link shows the switch (off) in the account settings.
  await firstTab(page, guest, "/en/profile?tab=settings&simulateOffline=0");
  const bookingTab = await anotherTab(context, "/en/booking", { dates, notes: "Simulated in another tab" });
  await expect(card(bookingTab).getByLabel("Notes")).toHaveValue("Simulated in another tab");
  const writes = recordWrites(context);
  const banner = (tab: Page) => tab.getByTestId("offline-banner");

  const simulate = page.getByRole("checkbox", { name: "Simulate offline" });
  await simulate.check();
  await expect(banner(bookingTab)).toContainText("You are offline.");
  await expect(banner(bookingTab).getByRole("button", { name: "End offline simulation" })).toBeVisible();
  await sendBookingOffline(bookingTab);
  expect(await bookingTab.evaluate(() => navigator.onLine)).toBe(true);
  await expect.poll(async () => (await savedOutbox(page)).length).toBe(1);
  expect(writes()).toEqual([]);

  await simulate.uncheck();
  await expect(banner(bookingTab)).toBeEmpty();
  await expect(notifications(bookingTab).getByText(SENT)).toBeVisible();
  await expect.poll(() => savedOutbox(page)).toEqual([]);
  expect(writes()).toHaveLength(1);
  const created = (await serverBookings(request, guest.accessToken)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(created).toHaveLength(1);
});
