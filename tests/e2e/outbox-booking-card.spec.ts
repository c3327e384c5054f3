// The booking card and the outbox in Chromium, on the real built app and server: the card follows a request queued
// without a connection (waiting, then sent or failed with its reason) also after a reload offline, warns before a
// second request for nights already asked for, says so when the server refuses a stay because the guest holds it
// already, and after a dates-taken answer the date picker shows those nights booked at once.
// Dates: month +11 of the villa's today (month +23 on a retry or a repeat, whose first attempt's bookings still
// stand), each test on nights of its own.
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { addDays, addMonths, villaToday } from "../../src/domain/dates.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { goOffline, goOnline, waitForServiceWorkerControl } from "./network.ts";
import { createBooking, openSignedIn, registerGuest, serverBookings, type GuestSession } from "./session.ts";
import { savedOutbox } from "./saved-outbox.ts";

test.use({ serviceWorkers: "allow" });
// A service worker install, loads without network and a replay: more than the default 30 s on a busy machine.
test.slow();

const TODAY = villaToday();
const ADULT_BIRTH_DATE = "1984-09-03";

type Stay = { checkIn: string; checkOut: string };

/** `nights` from day `day` (1-based) of month +11, or of month +23 when this is a retry or a repeat. */
function stay(day: number, nights: number, testInfo: TestInfo): Stay {
  const offset = testInfo.retry + testInfo.repeatEachIndex === 0 ? 11 : 23;
  const checkIn = addDays(addMonths(TODAY, offset), day - 1);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

const SENT_TOAST = "Booking request submitted successfully! We will contact you within 24 hours.";
const SENT_TITLE = "Your booking request has been sent";
const NOT_SENT = "Your booking request could not be sent";
const TAKEN_BY_OTHERS = "These dates were booked by someone else in the meantime.";
const YOURS = "These dates are already requested by you.";

const shortId = (id: string) => id.slice(-8).toUpperCase();
const card = (page: Page) => page.locator("aside");
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });
const queuedList = (page: Page) => card(page).getByTestId("queued-requests");
const picker = (page: Page) => page.getByRole("dialog", { name: "Select dates" });
const dayButton = (page: Page, isoDate: string) =>
  picker(page).locator(`td[data-day="${isoDate}"]:not([data-outside]) button`);

/** Everything but the dates: the guest's details as the form keeps them. */
const details = {
  totalGuests: 2,
  phone: "+49 151 76543210",
  dateOfBirth: ADULT_BIRTH_DATE,
  paymentMethod: "PAYMENT_ON_ARRIVAL",
  notes: "",
};

/**
 * Signs `session` in with `draft` in the booking form's storage, opens the booking page and waits until the app's
 * service worker controls it, so the next loads work without a network.
 */
async function start(page: Page, session: GuestSession, draft: Stay | null): Promise<void> {
  await page.addInitScript(
    (text) => {
      // Only once: the app owns the draft from the first load on.
      if (window.sessionStorage.getItem("e2e-draft-set")) return;
      window.sessionStorage.setItem("e2e-draft-set", "1");
      window.localStorage.setItem("booking_form_data", text);
    },
    JSON.stringify({ ...details, checkIn: draft?.checkIn ?? "", checkOut: draft?.checkOut ?? "" }),
  );
  await openSignedIn(page, session, "/en/booking");
  await waitForPage(page);
  await waitForServiceWorkerControl(page);
  await expect(card(page).getByLabel("Phone number")).toHaveValue(details.phone);
}

/** Shows the month of `isoDate` in the open picker (Next month until it is there, waiting out each load). */
async function showMonthOf(page: Page, isoDate: string): Promise<void> {
  const next = picker(page).getByRole("button", { name: "Next month" });
  for (let clicks = 0; clicks < 26; clicks++) {
    await expect(next).not.toHaveAttribute("aria-disabled", "true");
    if (await picker(page).locator(`td[data-day="${isoDate}"]:not([data-outside])`).isVisible()) return;
    await next.click();
  }
  throw new Error(`The picker never showed ${isoDate}`);
}

/**
 * Chooses `dates` in the picker, opened from the card (it opens on the villa's current month, so every month up to
 * the stay's is looked at, and saved for offline use).
 */
async function chooseInPicker(page: Page, dates: Stay): Promise<void> {
  await card(page).getByTestId("stay-dates").click();
  await expect(picker(page)).toBeVisible();
  await showMonthOf(page, dates.checkIn);
  await dayButton(page, dates.checkIn).click();
  await showMonthOf(page, dates.checkOut);
  await dayButton(page, dates.checkOut).click();
  await picker(page).getByRole("button", { name: "Confirm dates" }).click();
  await expect(picker(page)).toBeHidden();
}

/** How many requests the device keeps in its outbox: what a reload finds. */
async function savedOutboxSize(page: Page): Promise<number> {
  return (await savedOutbox(page)).length;
}

/** The query keys of the saved query cache, as JSON: what an offline reload can show. */
async function savedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("keyval-store");
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyval")) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction("keyval").objectStore("keyval").get("query-cache");
          read.onerror = () => resolve([]);
          read.onsuccess = () => {
            db.close();
            const saved = read.result as { clientState?: { queries?: { queryKey: unknown }[] } } | undefined;
            resolve((saved?.clientState?.queries ?? []).map((query) => JSON.stringify(query.queryKey)));
          };
        };
      }),
  );
}

/** Sends the card's request while offline: it is queued, and saved on the device. */
async function queueOffline(page: Page, context: BrowserContext): Promise<void> {
  await goOffline(context);
  await card(page).getByRole("button", { name: "Send booking request" }).click();
  await expect(
    page.getByTestId("booking-queued").getByRole("heading", { name: "Waiting for connection" }),
  ).toBeVisible();
  await expect.poll(() => savedOutboxSize(page)).toBe(1);
}

/**
 * Holds every booked-dates answer until the returned function is called: what the picker shows before the server
 * has answered. Routed on the context, which sees the service worker's own requests too.
 */
async function holdBookedDates(context: BrowserContext): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = "**/api/bookings/villa/*/booked-dates?*";
  await context.route(pattern, async (route) => {
    await released;
    await route.fallback();
  });
  return async () => {
    release();
    await context.unroute(pattern);
  };
}

/** Uncaught exceptions only: a page without network logs every failed request, which is what these tests cause. */
const uncaught = (errors: string[]) => errors.filter((error) => error.startsWith("page error"));

test("a request queued offline is still on the card after a reload offline, and turns to sent when it goes out", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "card-reload" });
  const dates = stay(1, 2, testInfo);
  await start(page, guest, dates);
  await queueOffline(page, context);

  await page.reload();
  await waitForPage(page);
  // The page remembers the waiting request: its dates and what it is doing, above a form for another stay.
  const entry = queuedList(page).getByRole("listitem");
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute("data-outbox-state", "waiting");
  await expect(entry).toContainText("Waiting for connection");
  await expect(entry).toContainText("2 guests");
  await expect(card(page).getByRole("button", { name: "Send booking request" })).toBeVisible();

  // The page saw the request go out: the card knows the booking it became without asking for the guest's stays.
  await context.route("**/api/bookings/my?*", (route) => route.abort());
  await goOnline(context);
  await expect(notifications(page).getByText(SENT_TOAST)).toBeVisible();
  await expect(entry).toHaveAttribute("data-outbox-state", "sent");
  await expect(entry).toContainText(SENT_TITLE);
  await expect(entry).not.toContainText("Waiting for connection");
  await expect(entry.getByRole("link", { name: "View My Bookings" })).toHaveAttribute("href", "/en/my-bookings");

  const created = (await serverBookings(request, guest.accessToken)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(created).toHaveLength(1);
  expect(uncaught(pageErrors.list())).toEqual([]);
});

test("the card that said Waiting for connection says sent, with the reference, once the request went out", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "card-follows" });
  const dates = stay(4, 2, testInfo);
  await start(page, guest, dates);
  await queueOffline(page, context);

  await goOnline(context);
  const sent = page.getByTestId("booking-sent");
  await expect(sent.getByRole("heading", { name: SENT_TITLE })).toBeVisible();
  await expect(page.getByTestId("booking-queued")).toHaveCount(0);
  const created = (await serverBookings(request, guest.accessToken)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(created).toHaveLength(1);
  await expect(sent).toContainText(shortId(created[0]?.id ?? ""));
  expect(uncaught(pageErrors.list())).toEqual([]);
});

test("choosing nights that overlap a waiting request warns, and the second request is not queued", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "card-overlap" });
  const dates = stay(7, 3, testInfo);
  await start(page, guest, null);
  // Online, the picker looks at every month up to the stay's: offline it shows them from the saved copy.
  await chooseInPicker(page, dates);
  // Opened again, the picker starts on the stay's month (as it will for the dates chosen next): that view is saved too.
  await card(page).getByTestId("stay-dates").click();
  await expect(dayButton(page, dates.checkIn)).toBeVisible();
  await expect(picker(page).getByText("Loading available dates...")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(picker(page)).toBeHidden();
  const month = JSON.stringify(dates.checkIn.slice(0, 7));
  await expect
    .poll(async () => (await savedQueryKeys(page)).some((key) => key.includes("booked-dates") && key.includes(month)))
    .toBe(true);
  await queueOffline(page, context);

  await page.reload();
  await waitForPage(page);
  await expect(queuedList(page).getByRole("listitem")).toHaveAttribute("data-outbox-state", "waiting");
  // The same guest asks again for nights that share two with the waiting request.
  const overlapping = { checkIn: addDays(dates.checkIn, 1), checkOut: addDays(dates.checkOut, 2) };
  await chooseInPicker(page, overlapping);
  const warning = card(page).getByTestId("overlap-warning");
  await expect(warning).toContainText("You already asked for");
  await expect(warning).toContainText("that request is waiting to be sent");

  await card(page).getByRole("button", { name: "Send booking request" }).click();
  await expect(card(page).getByTestId("stay-dates")).toBeFocused();
  // Said once, under the dates: no notification repeats it.
  await expect(warning).toContainText("that request is waiting to be sent");
  await expect(notifications(page).getByText(/already/)).toHaveCount(0);
  // Still one request on the device, and the card still holds the form.
  expect(await savedOutboxSize(page)).toBe(1);
  await expect(queuedList(page).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("booking-queued")).toHaveCount(0);

  // Back-to-back with the waiting request is fine: no warning.
  await chooseInPicker(page, { checkIn: dates.checkOut, checkOut: addDays(dates.checkOut, 2) });
  await expect(warning).toHaveCount(0);
  expect(uncaught(pageErrors.list())).toEqual([]);
});

test("a queued request that meets the guest's own booking of those nights says they are theirs", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "card-own-replay" });
  const dates = stay(12, 2, testInfo);
  await start(page, guest, dates);
  await queueOffline(page, context);
  // The same guest books the nights from another device while this one has no signal.
  const mine = await createBooking(request, guest, dates);

  await goOnline(context);
  const toast = notifications(page).getByRole("alert").filter({ hasText: NOT_SENT });
  await expect(toast).toContainText(YOURS);
  await expect(toast).not.toContainText(TAKEN_BY_OTHERS);
  const failed = page.getByTestId("booking-failed");
  await expect(failed).toContainText(NOT_SENT);
  await expect(failed).toContainText(YOURS);
  await expect(failed).not.toContainText("Waiting for connection");
  await expect(failed.getByRole("link", { name: "View My Bookings" })).toHaveAttribute("href", "/en/my-bookings");

  await page.goto("/en/my-bookings");
  await waitForPage(page);
  const item = page.getByTestId("outbox").getByRole("listitem");
  await expect(item).toHaveAttribute("data-outbox-state", "failed");
  await expect(item).toContainText(YOURS);
  await expect(item).not.toContainText(TAKEN_BY_OTHERS);
  // Only the booking made on the other device exists.
  const held = (await serverBookings(request, guest.accessToken)).filter(
    (booking) => booking.checkIn === dates.checkIn,
  );
  expect(held.map((booking) => booking.id)).toEqual([mine.id]);
  expect(uncaught(pageErrors.list())).toEqual([]);
});

test("online, a request refused because the guest holds those nights already says so, with the way to My Bookings", async ({
  page,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "card-own-online" });
  const held = stay(15, 3, testInfo);
  const mine = await createBooking(request, guest, held);
  // The form comes back with nights that share one with the guest's booking (a draft from before it was made).
  await start(page, guest, { checkIn: addDays(held.checkIn, 2), checkOut: addDays(held.checkOut, 2) });

  await card(page).getByRole("button", { name: "Send booking request" }).click();
  const alert = card(page).getByTestId("own-request-notice");
  await expect(alert).toContainText(YOURS);
  await expect(alert.getByRole("link", { name: "View My Bookings" })).toHaveAttribute("href", "/en/my-bookings");
  // Said once, under the dates, with its link: no notification repeats it.
  await expect(notifications(page).getByText(YOURS)).toHaveCount(0);
  await expect(
    notifications(page).getByText("Those dates were just booked by someone else. Please choose other dates."),
  ).toHaveCount(0);
  expect((await serverBookings(request, guest.accessToken)).map((booking) => booking.id)).toEqual([mine.id]);
  expect(pageErrors.list().filter((error) => !error.includes("status of 409"))).toEqual([]);
});

test("online, after a dates-taken answer the picker shows those nights booked before the server is asked again", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "card-taken-online" });
  const dates = stay(19, 2, testInfo);
  await start(page, guest, null);
  await chooseInPicker(page, dates);
  const other = await registerGuest(request, { prefix: "card-taken-online-other" });
  await createBooking(request, other, dates);

  const release = await holdBookedDates(context);
  await card(page).getByRole("button", { name: "Send booking request" }).click();
  await expect(picker(page)).toBeVisible();
  // The server has not answered the picker yet: the nights the 409 was about are refused already.
  for (const night of [dates.checkIn, addDays(dates.checkIn, 1)]) await expect(dayButton(page, night)).toBeDisabled();
  await expect(dayButton(page, addDays(dates.checkIn, -1))).toBeEnabled();
  await release();
  await expect(dayButton(page, dates.checkIn)).toBeDisabled();
  expect(pageErrors.list().filter((error) => !error.includes("status of 409"))).toEqual([]);
});

test("after a replay loses its dates, the open picker shows those nights booked at once", async ({
  page,
  context,
  request,
  pageErrors,
}, testInfo) => {
  const guest = await registerGuest(request, { prefix: "card-taken-replay" });
  const dates = stay(23, 3, testInfo);
  await start(page, guest, null);
  await chooseInPicker(page, dates);
  await queueOffline(page, context);

  // Still offline, the guest looks at other dates: the picker shows the saved nights, these still free.
  await page.getByTestId("booking-queued").getByRole("button", { name: "Plan another stay" }).click();
  await card(page).getByTestId("stay-dates").click();
  await showMonthOf(page, dates.checkIn);
  await expect(dayButton(page, dates.checkIn)).toBeEnabled();
  // Someone else books them meanwhile.
  const other = await registerGuest(request, { prefix: "card-taken-replay-other" });
  await createBooking(request, other, dates);

  const release = await holdBookedDates(context);
  await goOnline(context);
  await expect(notifications(page).getByRole("alert").filter({ hasText: NOT_SENT })).toContainText(TAKEN_BY_OTHERS);
  for (const night of [dates.checkIn, addDays(dates.checkIn, 1), addDays(dates.checkIn, 2)]) {
    await expect(dayButton(page, night)).toBeDisabled();
  }
  await release();
  await expect(dayButton(page, addDays(dates.checkIn, -1))).toBeEnabled();
  await expect(dayButton(page, dates.checkIn)).toBeDisabled();
  expect(uncaught(pageErrors.list())).toEqual([]);
});
