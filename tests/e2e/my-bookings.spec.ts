// My Bookings against the real API (SPEC 2 "My Bookings", SPEC 4, 6, 8, 9): signed-out panel, the guest's
// bookings with the API's totals and last-8 ids, filter and paging in the URL, details, cancelling with a
// reason and the policy of the day, cards on a phone, the empty state, in English and German.
// Every stay here lies in months +7..+10 (this spec's window), each test on nights of its own. A test checks
// several independent things in steps on one browser page: booting a page per check cost more than the checks.
import { axeViolations } from "./axe.ts";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { addDays } from "../../src/domain/dates.ts";
import { E2E_ADMIN } from "./accounts.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { monthStay, type Stay } from "./nights.ts";
import { createBooking, openSignedIn, registerGuest, type BookingCreated, type GuestSession } from "./session.ts";

/** This spec's nights (nights.ts): day `day` of the month `offset` months from now, for `nights` nights. */
const stay = (offset: 7 | 8 | 9 | 10, day: number, nights: number): Stay => monthStay(offset, day, nights);

const shortId = (id: string) => id.slice(-8).toUpperCase();
const euros = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
const mediumDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

const table = (page: Page) => page.getByRole("table", { name: "Your bookings" });
const rowOf = (page: Page, bookingId: string): Locator =>
  table(page).getByRole("row", { name: new RegExp(`#${shortId(bookingId)}`) });

async function openMyBookings(page: Page, session: GuestSession, path = "/en/my-bookings"): Promise<void> {
  await openSignedIn(page, session, path);
  await waitForPage(page);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** An owner's action on a booking (confirm, reject), as the back office would do it. */
async function ownerAction(
  request: APIRequestContext,
  bookingId: string,
  action: "confirm" | "reject",
  body: object = {},
): Promise<void> {
  const response = await request.put(`/api/bookings/${bookingId}/${action}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function bookingFromApi(request: APIRequestContext, session: GuestSession, id: string) {
  const response = await request.get(`/api/bookings/${id}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { status: string; cancellationReason: string | null } }).data;
}

test("signed out: asks to sign in, with links that come back here, in English and German", async ({
  page,
  pageErrors,
}) => {
  await test.step("in English, the sign-in link comes back to the same address", async () => {
    await page.goto("/en/my-bookings?status=PENDING");
    await expect(page.getByRole("heading", { level: 1, name: "Please Sign In" })).toBeVisible();
    await expect(page.getByText("You need to be signed in to view your bookings.")).toBeVisible();
    const signIn = page.getByRole("main").getByRole("link", { name: "Sign in" });
    await expect(signIn).toHaveAttribute("href", /\/en\/signin\?redirect=/);
    expect(decodeURIComponent((await signIn.getAttribute("href")) ?? "")).toContain("/en/my-bookings?status=PENDING");
  });
  expect(pageErrors.list()).toEqual([]);

  await test.step("says so in German", async () => {
    await page.goto("/de/my-bookings");
    await expect(page.getByRole("heading", { level: 1, name: "Bitte melden Sie sich an" })).toBeVisible();
    await expect(page.getByText("Sie müssen angemeldet sein, um Ihre Buchungen zu sehen.")).toBeVisible();
  });
});

test("lists the guest's bookings with the API's total, the last 8 characters of the id and On Arrival; details; lenient URLs", async ({
  page,
  request,
  pageErrors,
}) => {
  const guest = await registerGuest(request, { prefix: "mybookings-list" });
  const onArrival = await createBooking(request, guest, {
    ...stay(7, 1, 3),
    totalGuests: 3,
    paymentMethod: "PAYMENT_ON_ARRIVAL",
    notes: "Late arrival, around 11 PM",
  });
  const byTransfer = await createBooking(request, guest, { ...stay(7, 5, 2), totalGuests: 1 });

  await openMyBookings(page, guest);
  await test.step("the list: newest first, with the API's totals and the last 8 characters of the id", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
    await expect(page.getByText("2 bookings")).toBeVisible();
    // Newest first.
    const rows = table(page).getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(`#${shortId(byTransfer.id)}`);
    await expect(rows.nth(2)).toContainText(`#${shortId(onArrival.id)}`);

    const row = rowOf(page, onArrival.id);
    await expect(row.getByRole("rowheader")).toHaveText(`#${shortId(onArrival.id)}`);
    await expect(row).toContainText(mediumDate("en", onArrival.checkIn));
    await expect(row).toContainText(mediumDate("en", onArrival.checkOut));
    await expect(row).toContainText("3 nights");
    await expect(row).toContainText("3 guests");
    await expect(row).toContainText(euros("en", onArrival.totalPrice));
    await expect(row).toContainText("On Arrival");
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();
    // Payment is only toggled once confirmed: no Paid / Unpaid tag on a pending request.
    await expect(row.getByText("Unpaid")).toHaveCount(0);
    await expect(row.getByRole("button", { name: `Cancel booking ${shortId(onArrival.id)}` })).toBeVisible();

    const other = rowOf(page, byTransfer.id);
    await expect(other).toContainText("2 nights");
    await expect(other).toContainText("1 guest");
    await expect(other).toContainText("Bank Transfer");
    await expect(other).toContainText(euros("en", byTransfer.totalPrice));
  });

  await test.step("the details dialog shows every part of the booking", async () => {
    const booking = onArrival;
    const stored = (await (
      await request.get(`/api/bookings/${booking.id}`, { headers: { Authorization: `Bearer ${guest.accessToken}` } })
    ).json()) as {
      data: {
        pricePerNight: number;
        cleaningFee: number;
        serviceFee: number;
        nights: number;
        villa: { title: string };
      };
    };
    const opener = rowOf(page, booking.id).getByRole("button", {
      name: `View details of booking ${shortId(booking.id)}`,
    });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: `Booking #${shortId(booking.id)}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(stored.data.villa.title);
    await expect(dialog).toContainText(
      new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${booking.checkIn}T12:00:00Z`),
      ),
    );
    await expect(dialog).toContainText(`3 nights × ${euros("en", stored.data.pricePerNight)}`);
    await expect(dialog).toContainText(euros("en", 3 * stored.data.pricePerNight));
    await expect(dialog).toContainText(`Cleaning fee${euros("en", stored.data.cleaningFee)}`);
    await expect(dialog).toContainText(`Service fee${euros("en", stored.data.serviceFee)}`);
    await expect(dialog).toContainText(`Total${euros("en", booking.totalPrice)}`);
    await expect(dialog).toContainText("On Arrival");
    await expect(dialog).toContainText("Late arrival, around 11 PM");
    await expect(dialog).toContainText("The owner reviews your request and replies within 24 hours.");
    await expect(dialog).toContainText("Requested on");
    await expect(dialog).toContainText(booking.id);

    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
  expect(pageErrors.list()).toEqual([]);

  await test.step("unusable search parameters fall back to all bookings on the first page", async () => {
    await page.goto("/en/my-bookings?status=ARCHIVED&page=abc");
    await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveValue("ALL");
    await expect(rowOf(page, onArrival.id)).toBeVisible();
    // A page past the end shows the last one there is.
    await page.goto("/en/my-bookings?page=7");
    await expect(rowOf(page, onArrival.id)).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]page=/);
  });
});

test("cancels with a reason: free by the policy, the row shows CANCELLED and the reason, the API agrees", async ({
  page,
  request,
  pageErrors,
}) => {
  const guest = await registerGuest(request, { prefix: "mybookings-cancel" });
  const booking = await createBooking(request, guest, stay(9, 1, 3));

  await openMyBookings(page, guest);
  await rowOf(page, booking.id)
    .getByRole("button", { name: `Cancel booking ${shortId(booking.id)}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Cancel booking #${shortId(booking.id)}?` });
  await expect(dialog).toBeVisible();
  // Months ahead: the free term, and the last free day 14 days before arrival.
  await expect(dialog.getByText("Free cancellation: you will not be charged.")).toBeVisible();
  const lastFree = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${addDays(booking.checkIn, -14)}T12:00:00Z`),
  );
  await expect(dialog).toContainText(`Cancelling is free until ${lastFree}, 14 days before arrival.`);

  const reason = dialog.getByRole("textbox", { name: "Reason for cancelling (optional)" });
  await expect(reason).toHaveAttribute("maxlength", "500");
  await reason.fill("Our flights were cancelled");
  await expect(dialog.getByText("26/500")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel booking", exact: true }).click();

  await expect(page.getByRole("region", { name: "Notifications" }).getByText("Booking cancelled")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, booking.id);
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(row).toContainText("Reason: Our flights were cancelled");
  await expect(row.getByRole("button", { name: /^Cancel booking/ })).toHaveCount(0);
  // The Cancel button is gone; focus lands on the same booking's View details.
  await expect(row.getByRole("button", { name: /^View details/ })).toBeFocused();

  const stored = await bookingFromApi(request, guest, booking.id);
  expect(stored).toMatchObject({ status: "CANCELLED", cancellationReason: "Our flights were cancelled" });
  expect(pageErrors.list()).toEqual([]);
});

test("a booking that changed meanwhile cannot be cancelled: the dialog explains and the list refreshes", async ({
  page,
  request,
}) => {
  const guest = await registerGuest(request, { prefix: "mybookings-changed" });
  const booking = await createBooking(request, guest, stay(10, 10, 2));

  await openMyBookings(page, guest);
  await rowOf(page, booking.id)
    .getByRole("button", { name: `Cancel booking ${shortId(booking.id)}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Cancel booking #${shortId(booking.id)}?` });
  await expect(dialog).toBeVisible();
  // The owner rejects the request while the guest is deciding.
  await ownerAction(request, booking.id, "reject", { rejectionReason: "Closed for maintenance" });
  await dialog.getByRole("button", { name: "Cancel booking", exact: true }).click();

  const problem = dialog.getByRole("alert");
  await expect(problem).toContainText("Failed to cancel booking");
  await expect(problem).toContainText("This booking changed in the meantime and can no longer be cancelled.");
  // The refreshed list knows it is rejected: no more cancel button in the dialog, and the row says why.
  await expect(dialog.getByRole("button", { name: "Cancel booking", exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Keep booking" }).click();
  const row = rowOf(page, booking.id);
  await expect(row.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(row).toContainText("Reason: Closed for maintenance");
});

test("filter and pages live in the URL: a filter starts at page 1, ALL clears it", async ({ page, request }) => {
  test.slow();
  const guest = await registerGuest(request, { prefix: "mybookings-pages" });
  const bookings: BookingCreated[] = [];
  // Eleven one-night stays, back to back, one more than a page holds.
  for (let day = 1; day <= 11; day++) bookings.push(await createBooking(request, guest, stay(8, day, 1)));
  const first = bookings[0];
  const second = bookings[1];
  if (!first || !second) throw new Error("no bookings");
  await ownerAction(request, second.id, "confirm");

  await openMyBookings(page, guest);
  await expect(page.getByText("11 bookings")).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Bookings pages" });
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await expect(table(page).locator("tbody tr")).toHaveCount(10);
  await expect(pages.getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");

  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2(?:&|$)/);
  await expect(pages.getByText("Page 2 of 2")).toBeVisible();
  // The oldest request is alone on page 2.
  await expect(table(page).locator("tbody tr")).toHaveCount(1);
  await expect(rowOf(page, first.id)).toBeVisible();
  await expect(pages.getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");

  await page.getByRole("combobox", { name: "Filter by status" }).selectOption("CONFIRMED");
  await expect(page).toHaveURL(/[?&]status=CONFIRMED(?:&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText("1 booking", { exact: true })).toBeVisible();
  const confirmed = rowOf(page, second.id);
  await expect(confirmed.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(confirmed.getByText("Unpaid")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Bookings pages" })).toHaveCount(0);

  await page.getByRole("combobox", { name: "Filter by status" }).selectOption("ALL");
  await expect(page).not.toHaveURL(/[?&]status=/);
  await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveValue("ALL");
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await expect(table(page).locator("tbody tr")).toHaveCount(10);

  // Back returns to the filtered view: the filter is part of the history.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]status=CONFIRMED(?:&|$)/);
  await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveValue("CONFIRMED");
});

test("a new guest sees the empty state, a filter with no match offers to show all, and German says so too", async ({
  page,
  request,
  pageErrors,
}) => {
  const guest = await registerGuest(request, { prefix: "mybookings-empty" });
  await openMyBookings(page, guest);
  await test.step("in English, with Show all bookings after a filter", async () => {
    await expect(page.getByRole("heading", { name: "No bookings found" })).toBeVisible();
    await expect(page.getByText("You haven't made any bookings yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Book your stay" })).toHaveAttribute("href", "/en/booking");

    await page.getByRole("combobox", { name: "Filter by status" }).selectOption("COMPLETED");
    await expect(page.getByText("You have no bookings with the status “Completed”.")).toBeVisible();
    await page.getByRole("button", { name: "Show all bookings" }).click();
    await expect(page).not.toHaveURL(/[?&]status=/);
    await expect(page.getByText("You haven't made any bookings yet.")).toBeVisible();
  });
  expect(pageErrors.list()).toEqual([]);

  await test.step("shows the German empty state", async () => {
    await page.goto("/de/my-bookings");
    await waitForPage(page);
    await expect(page.getByRole("heading", { name: "Keine Buchungen gefunden" })).toBeVisible();
    await expect(page.getByText("Sie haben noch keine Buchungen vorgenommen.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Aufenthalt buchen", exact: true })).toHaveAttribute(
      "href",
      "/de/booking",
    );
  });
});

// A list that fails to load (the red box with Try again, after the client's retries) is a component test:
// tests/components/my-bookings-list.component.test.tsx.

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test("axe finds no violations in the list, the dialogs and the cards", async ({ page, request }) => {
  // Four axe analyses, each after its dialog opens or a card turns: a while on a busy machine.
  test.slow();
  const guest = await registerGuest(request, { prefix: "mybookings-axe" });
  // A retry books its own nights: the first attempt's are still held.
  const month = test.info().retry === 0 ? 9 : 7;
  const pending = await createBooking(request, guest, stay(month, 20, 2));
  const confirmed = await createBooking(request, guest, stay(month, 23, 1));
  const cancelled = await createBooking(request, guest, stay(month, 25, 1));
  await ownerAction(request, confirmed.id, "confirm");
  const cancel = await request.put(`/api/bookings/${cancelled.id}/cancel`, {
    headers: { Authorization: `Bearer ${guest.accessToken}` },
    data: { cancellationReason: "Plans changed" },
  });
  expect(cancel.ok()).toBe(true);

  await openMyBookings(page, guest);
  await expect(rowOf(page, cancelled.id)).toContainText("Reason: Plans changed");
  await expect(rowOf(page, confirmed.id).getByText("Unpaid")).toBeVisible();
  await expectNoAxeViolations(page);

  await rowOf(page, confirmed.id)
    .getByRole("button", { name: /^View details/ })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await rowOf(page, pending.id)
    .getByRole("button", { name: /^Cancel booking/ })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("dialog").getByRole("button", { name: "Keep booking" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  // Nothing was sent: the booking is still pending.
  expect((await bookingFromApi(request, guest, pending.id)).status).toBe("PENDING");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("list", { name: "Your bookings" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("shows cards instead of the table, with the same facts and actions", async ({ page, request }) => {
    const guest = await registerGuest(request, { prefix: "mybookings-phone" });
    const booking = await createBooking(request, guest, { ...stay(10, 1, 3), paymentMethod: "PAYMENT_ON_ARRIVAL" });
    await openMyBookings(page, guest);

    const cards = page.getByRole("list", { name: "Your bookings" });
    await expect(cards).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    const card = cards.getByRole("article", { name: `Booking #${shortId(booking.id)}` });
    await expect(card).toContainText(euros("en", booking.totalPrice));
    await expect(card).toContainText("On Arrival");
    await expect(card).toContainText("3 nights");
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();

    const details = card.getByRole("button", { name: /^View details/ });
    const box = await details.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await details.click();
    await expect(page.getByRole("dialog", { name: `Booking #${shortId(booking.id)}` })).toBeVisible();
  });
});

test.describe("in German", () => {
  test("lists and cancels with German texts, dates and prices", async ({ page, request }) => {
    const guest = await registerGuest(request, { prefix: "mybookings-de" });
    const booking = await createBooking(request, guest, stay(9, 15, 2));
    await openMyBookings(page, guest, "/de/my-bookings");

    await expect(page.getByRole("heading", { level: 1, name: "Meine Buchungen" })).toBeVisible();
    const germanTable = page.getByRole("table", { name: "Ihre Buchungen" });
    const row = germanTable.getByRole("row", { name: new RegExp(`#${shortId(booking.id)}`) });
    await expect(row).toContainText(euros("de", booking.totalPrice));
    await expect(row).toContainText(mediumDate("de", booking.checkIn));
    await expect(row).toContainText("2 Nächte");
    await expect(row).toContainText("Banküberweisung");
    await expect(row.getByText("Ausstehend", { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Nach Status filtern" })).toBeVisible();

    await row.getByRole("button", { name: `Buchung stornieren: Nr. ${shortId(booking.id)}` }).click();
    const dialog = page.getByRole("dialog", { name: `Buchung Nr. ${shortId(booking.id)} stornieren?` });
    await expect(dialog.getByText("Kostenlose Stornierung: Ihnen wird nichts berechnet.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Grund der Stornierung (optional)" }).fill("Reise verschoben");
    await dialog.getByRole("button", { name: "Buchung stornieren", exact: true }).click();

    await expect(page.getByRole("region", { name: "Benachrichtigungen" }).getByText("Buchung storniert")).toBeVisible();
    await expect(row.getByText("Storniert", { exact: true })).toBeVisible();
    await expect(row).toContainText("Grund: Reise verschoben");
    expect(await bookingFromApi(request, guest, booking.id)).toMatchObject({
      status: "CANCELLED",
      cancellationReason: "Reise verschoben",
    });
  });
});
