// The back-office bookings against the real API (SPEC 2 "Admin bookings", SPEC 4 reading A, SPEC 5 "Booking
// reject", SPEC 6, SPEC 8 admin toasts). The main journey runs on a 390 x 844 phone: an
// admin signs in through the sign-in page, opens a guest's pending request from the dashboard and confirms it,
// rejects another (Reason Required first), marks the confirmed one paid, and the guests see the outcome in My
// Bookings. Then: server-side search by e-mail, filter and sort in the URL and in the order, completing a stay,
// a booking changed meanwhile (409), Access Denied for a host acting on a booking that is not theirs to manage,
// host scoping, lenient URL values, and Russian.
//
// Bookings here lie in months +16..+19 on the first villa and +16..+17 on the host's villa, each test on nights
// of its own. Other specs book in parallel, so nothing counts the whole list: every check narrows it to this
// test's guests (a unique e-mail) or to a property every row shown must have.
import { axeViolations } from "./axe.ts";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { villaToday } from "../../src/domain/dates.ts";
import { monthStay, type Stay } from "./nights.ts";
import { E2E_ADMIN, E2E_HOST, E2E_PAST_GUEST } from "./accounts.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { createBooking, openSignedIn, registerGuest, type GuestSession } from "./session.ts";

const TODAY = villaToday();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** This spec's nights (nights.ts): day `day` of the month `offset` months from now, for `nights` nights. */
const stay = (offset: 16 | 17 | 18, day: number, nights: number): Stay => monthStay(offset, day, nights);

const shortId = (id: string) => id.slice(-8).toUpperCase();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// ---- accounts -------------------------------------------------------------------------------------------------

async function signInApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<GuestSession> {
  const response = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: Omit<GuestSession, "email" | "password" | "fullName"> };
  return { email: account.email, password: account.password, fullName: data.user.fullName, ...data };
}

const adminSession = (request: APIRequestContext) => signInApi(request, E2E_ADMIN);
const hostSession = (request: APIRequestContext) => signInApi(request, E2E_HOST);

async function api(
  request: APIRequestContext,
  session: GuestSession,
  method: "GET" | "PUT",
  path: string,
  data: object = {},
) {
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const response =
    method === "GET"
      ? await request.get(`/api${path}`, { headers })
      : await request.put(`/api${path}`, { headers, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

async function bookingOf(request: APIRequestContext, session: GuestSession, id: string) {
  return (await api(request, session, "GET", `/bookings/${id}`)) as {
    status: string;
    isPaid: boolean;
    rejectionReason: string | null;
    villa: { title: string };
  };
}

async function hostVillaId(request: APIRequestContext): Promise<string> {
  const villas = (await api(request, await hostSession(request), "GET", "/villas/my")) as {
    id: string;
    title: string;
  }[];
  const villa = villas.find((item) => item.title === E2E_HOST.villaTitle);
  if (!villa) throw new Error("The host's villa is missing");
  return villa.id;
}

/** A guest with a readable, unique name (the dashboard and the cards show it). */
function guest(request: APIRequestContext, first: string) {
  return registerGuest(request, { prefix: `adminbookings-${first.toLowerCase()}`, fullName: `${first} ${unique()}` });
}

// ---- page parts -----------------------------------------------------------------------------------------------

function toast(page: Page, kind: "success" | "error" | "warning" | "info", title: string): Locator {
  return page
    .locator(`[role="alert"][data-kind="${kind}"], [role="status"][data-kind="${kind}"]`)
    .filter({ hasText: title });
}

/**
 * A toast with `title` (and `text`) appears; then it is dismissed, as a phone user would: it sits over the bottom
 * of the screen, where the next buttons may be.
 */
async function expectToast(page: Page, kind: "success" | "error", title: string, text?: string): Promise<void> {
  const item = toast(page, kind, title).last();
  await expect(item).toBeVisible();
  if (text) await expect(item).toContainText(text);
  await item.getByRole("button").click();
  await expect(toast(page, kind, title)).toHaveCount(0);
}

/** A booking's card (phones and tablets) or table row (large screens). */
const card = (page: Page, id: string) => page.locator(`[data-booking-card="${id}"]`);
const row = (page: Page, id: string) => page.locator(`[data-booking-row="${id}"]`);

async function openBookings(page: Page, session: GuestSession, path: string): Promise<void> {
  await openSignedIn(page, session, path);
  await waitForPage(page);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The ids of the bookings the visible list shows, top to bottom. */
async function listedIds(page: Page, kind: "card" | "row"): Promise<string[]> {
  const attribute = kind === "card" ? "data-booking-card" : "data-booking-row";
  return page
    .locator(`[${attribute}]`)
    .evaluateAll(
      (nodes, name) =>
        nodes
          .filter((node) => (node as HTMLElement).offsetParent !== null)
          .map((node) => node.getAttribute(name) ?? ""),
      attribute,
    );
}

// ---- the journey ----------------------------------------------------------------------------------------------

test("on a phone: sign in, confirm a request from the dashboard, reject one with a reason, mark paid; the guests see it", async ({
  page,
  request,
  pageErrors,
}) => {
  test.slow();
  const guestB = await guest(request, "Boris");
  const toReject = await createBooking(request, guestB, { ...stay(16, 4, 2), totalGuests: 3 });
  const guestA = await guest(request, "Amira");

  await page.setViewportSize(PHONE);
  // Through the real sign-in page, which brings the admin back to the back office.
  await page.goto(`/en/signin?redirect=${encodeURIComponent("/en/admin")}`);
  const form = page.getByRole("form", { name: "Sign In" });
  await form.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await form.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  // A request arrives while the owner looks at the dashboard; Refresh lists it first among the Recent Bookings. Made
  // just before the refresh: the other specs book side by side, and the list shows only the newest few.
  const toConfirm = await createBooking(request, guestA, {
    ...stay(16, 1, 2),
    notes: "Arriving by the evening ferry",
    arrivalTime: "21:30",
  });
  await page.getByRole("button", { name: "Refresh" }).click();

  // The guest's request, one tap from the dashboard: its details open over the bookings list.
  await page.getByRole("region", { name: "Recent Bookings" }).getByRole("link", { name: guestA.fullName }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/en/admin/bookings" && url.searchParams.get("booking") === toConfirm.id,
  );
  const details = page.getByRole("dialog", { name: `Booking #${shortId(toConfirm.id)}` });
  await expect(details).toBeVisible();
  await expect(details).toContainText(guestA.fullName);
  await expect(details).toContainText(guestA.email);
  await expect(details).toContainText("Arriving by the evening ferry");
  await expect(details).toContainText("Bank Transfer");
  // When the guest expects to arrive, on the villa's clock, so the owner can plan the welcome.
  await expect(details.getByText("Expected arrival time").locator("..")).toContainText("9:30 PM");
  await expect(details).toContainText("Last updated");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await details.getByRole("button", { name: "Confirm" }).click();
  const confirmSheet = page.getByRole("dialog", { name: "Confirm this booking?" });
  await expect(confirmSheet).toBeVisible();
  await expect(confirmSheet).toContainText(guestA.fullName);
  await expect(confirmSheet).toContainText((await bookingOf(request, guestA, toConfirm.id)).villa.title);
  // A bottom sheet on the phone: it rests on the bottom edge and spans the width.
  const box = await page.locator("dialog[open]").boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
  expect(box && Math.round(box.width)).toBe(PHONE.width);
  const confirmButton = confirmSheet.getByRole("button", { name: "Confirm", exact: true });
  expect((await confirmButton.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await confirmButton.click();
  await expectToast(page, "success", "Booking confirmed");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL((url) => !url.searchParams.has("booking"));
  expect((await bookingOf(request, guestA, toConfirm.id)).status).toBe("CONFIRMED");

  // Reject the other: found by its guest's e-mail; an empty reason is refused first (SPEC 5).
  const search = page.getByRole("searchbox", { name: "Search bookings" });
  await search.fill(guestB.email);
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === guestB.email);
  const rejectCard = card(page, toReject.id);
  await expect(rejectCard).toBeVisible();
  await expect(rejectCard.getByRole("button", { name: /^Confirm/ })).toBeVisible();
  const rejectButton = rejectCard.getByRole("button", { name: /^Reject/ });
  expect((await rejectButton.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await expectNoHorizontalScroll(page);
  await rejectButton.click();
  const rejectSheet = page.getByRole("dialog", { name: "Reject this booking?" });
  await expect(rejectSheet).toContainText(guestB.fullName);
  await rejectSheet.getByRole("button", { name: "Reject", exact: true }).click();
  const notice = rejectSheet.getByRole("alert").filter({ hasText: "Reason Required" });
  await expect(notice).toContainText("Please provide a reason for rejecting this booking");
  const reason = rejectSheet.getByLabel(/^Reason for rejecting/);
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription(/Please provide a reason for rejecting this booking/);
  await expect(reason).toBeFocused();
  expect((await bookingOf(request, guestB, toReject.id)).status).toBe("PENDING");
  await reason.fill("The villa is closed for maintenance that week");
  await expect(notice).toHaveCount(0);
  await rejectSheet.getByRole("button", { name: "Reject", exact: true }).click();
  await expectToast(page, "success", "Booking rejected");
  await expect(rejectCard.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(rejectCard.getByRole("button", { name: /^Reject/ })).toHaveCount(0);
  expect(await bookingOf(request, guestB, toReject.id)).toMatchObject({
    status: "REJECTED",
    rejectionReason: "The villa is closed for maintenance that week",
  });

  // Mark the confirmed one paid.
  await search.fill(guestA.email);
  const paidCard = card(page, toConfirm.id);
  await expect(paidCard.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(paidCard.getByText("Unpaid", { exact: true })).toBeVisible();
  await paidCard.getByRole("button", { name: /^Mark Paid/ }).click();
  await expectToast(page, "success", "Payment status updated", `Booking #${shortId(toConfirm.id)} is marked as paid.`);
  await expect(paidCard.getByText("Paid", { exact: true })).toBeVisible();
  await expect(paidCard.getByRole("button", { name: /^Mark Unpaid/ })).toBeVisible();
  expect((await bookingOf(request, guestA, toConfirm.id)).isPaid).toBe(true);
  await expectNoHorizontalScroll(page);

  // The guests see the outcome in My Bookings.
  await openSignedIn(page, guestA, "/en/my-bookings");
  const confirmed = page.getByRole("article", { name: `Booking #${shortId(toConfirm.id)}` });
  await expect(confirmed.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(confirmed.getByText("Paid", { exact: true })).toBeVisible();
  await openSignedIn(page, guestB, "/en/my-bookings");
  const rejected = page.getByRole("article", { name: `Booking #${shortId(toReject.id)}` });
  await expect(rejected.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(rejected).toContainText("The villa is closed for maintenance that week");
  expect(pageErrors.list()).toEqual([]);
});

// ---- search, filter, sort -------------------------------------------------------------------------------------

test("search by a guest's e-mail finds exactly that guest's bookings, across pages, and is kept in the URL", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const carla = await guest(request, "Carla");
  const dmitri = await guest(request, "Dmitri");
  const first = await createBooking(request, carla, stay(16, 8, 2));
  const second = await createBooking(request, carla, stay(16, 11, 2));
  const other = await createBooking(request, dmitri, stay(16, 14, 2));

  await page.setViewportSize(PHONE);
  await openBookings(page, admin, "/en/admin/bookings");
  await page.getByRole("searchbox", { name: "Search bookings" }).fill(`  ${carla.email.toUpperCase()} `);
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === carla.email.toUpperCase());
  await expect(page.getByTestId("bookings-total")).toHaveText("2 bookings");
  await expect(card(page, first.id)).toBeVisible();
  await expect(card(page, second.id)).toBeVisible();
  await expect(card(page, other.id)).toHaveCount(0);
  expect((await listedIds(page, "card")).sort()).toEqual([first.id, second.id].sort());

  // The address alone brings the same list back.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search bookings" })).toHaveValue(carla.email.toUpperCase());
  await expect(page.getByTestId("bookings-total")).toHaveText("2 bookings");

  // By the guest's name too; clearing the box lists everyone again.
  await page.getByRole("searchbox", { name: "Search bookings" }).fill(dmitri.fullName);
  await expect(page.getByTestId("bookings-total")).toHaveText("1 booking");
  await expect(card(page, other.id)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search bookings" }).fill("");
  await expect(page).toHaveURL((url) => !url.searchParams.has("search"));

  await page.getByRole("searchbox", { name: "Search bookings" }).fill(`nobody-${unique()}@nowhere.test`);
  await expect(page.getByRole("heading", { name: "No bookings found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear search and filters" }).click();
  await expect(page).toHaveURL((url) => url.search === "");
  await expect(page.getByRole("searchbox", { name: "Search bookings" })).toHaveValue("");
});

test("status filter and sort change the URL and the order (table on a large screen)", async ({ page, request }) => {
  const admin = await adminSession(request);
  const elena = await guest(request, "Elena");
  // Cheapest to dearest: 1, 2 and 3 nights; check-ins in another order.
  const twoNights = await createBooking(request, elena, stay(17, 1, 2));
  const threeNights = await createBooking(request, elena, stay(17, 4, 3));
  const oneNight = await createBooking(request, elena, stay(17, 9, 1));
  await api(request, admin, "PUT", `/bookings/${threeNights.id}/confirm`);

  await page.setViewportSize(DESKTOP);
  await openBookings(page, admin, `/en/admin/bookings?search=${encodeURIComponent(elena.email)}`);
  const table = page.getByRole("table", { name: "Bookings" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await expectNoAxeViolations(page);
  // Default: the requests awaiting a decision on top, each group newest first.
  await expect.poll(() => listedIds(page, "row")).toEqual([oneNight.id, twoNights.id, threeNights.id]);
  await expect(
    page.getByRole("group", { name: "Sort by" }).getByRole("button", { name: "Pending first" }),
  ).toHaveAttribute("aria-pressed", "true");
  // A sort the owner chooses wins, newest first included; it is written into the address.
  await page.getByRole("group", { name: "Sort by" }).getByRole("button", { name: "Created" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("sortBy") === "createdAt");
  await expect.poll(() => listedIds(page, "row")).toEqual([oneNight.id, threeNights.id, twoNights.id]);
  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.has("sortBy"));
  await expect.poll(() => listedIds(page, "row")).toEqual([oneNight.id, twoNights.id, threeNights.id]);

  await page.getByRole("group", { name: "Sort by" }).getByRole("button", { name: "Total price" }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("sortBy") === "totalPrice" && !url.searchParams.has("sortOrder"),
  );
  await expect.poll(() => listedIds(page, "row")).toEqual([threeNights.id, twoNights.id, oneNight.id]);
  await page.getByRole("group", { name: "Order" }).getByRole("button", { name: "Ascending" }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("sortBy") === "totalPrice" && url.searchParams.get("sortOrder") === "asc",
  );
  await expect.poll(() => listedIds(page, "row")).toEqual([oneNight.id, twoNights.id, threeNights.id]);
  await page.getByRole("group", { name: "Sort by" }).getByRole("button", { name: "Check-in" }).click();
  await expect.poll(() => listedIds(page, "row")).toEqual([twoNights.id, threeNights.id, oneNight.id]);

  // The confirmed one alone, with Mark Paid but no Complete (its stay is still to come); the pending ones have
  // Confirm and Reject.
  await page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Confirmed" }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("status") === "CONFIRMED" && url.searchParams.get("sortBy") === "checkIn",
  );
  await expect.poll(() => listedIds(page, "row")).toEqual([threeNights.id]);
  const confirmedRow = row(page, threeNights.id);
  await expect(confirmedRow.getByRole("button", { name: /^Mark Paid/ })).toBeVisible();
  await expect(confirmedRow.getByRole("button", { name: /^Complete/ })).toHaveCount(0);
  await expect(confirmedRow.getByRole("button", { name: /^(Confirm|Reject)/ })).toHaveCount(0);
  await page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Pending" }).click();
  await expect.poll(() => listedIds(page, "row")).toEqual([twoNights.id, oneNight.id]);
  const pendingRow = row(page, twoNights.id);
  await expect(pendingRow.getByRole("button", { name: /^Confirm/ })).toBeVisible();
  await expect(pendingRow.getByRole("button", { name: /^Reject/ })).toBeVisible();
  await expect(pendingRow.getByRole("button", { name: /^Mark/ })).toHaveCount(0);
  await expect(pendingRow.getByText("Unpaid", { exact: true })).toBeVisible();
  await expect(pendingRow).toContainText("2 nights");

  // Back undoes the last choice.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.searchParams.get("status") === "CONFIRMED");
  await expect.poll(() => listedIds(page, "row")).toEqual([threeNights.id]);
});

test("on a 1366 x 768 laptop every row's actions are on screen, without scrolling the table sideways", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const ivo = await guest(request, "Ivo");
  // Pending rows carry the most buttons (View, Confirm, Reject); a confirmed one carries Mark Paid.
  const first = await createBooking(request, ivo, stay(17, 20, 2));
  const second = await createBooking(request, ivo, stay(17, 23, 3));
  const confirmed = await createBooking(request, ivo, stay(17, 27, 1));
  await api(request, admin, "PUT", `/bookings/${confirmed.id}/confirm`);

  await page.setViewportSize({ width: 1366, height: 768 });
  // German has the longest words of the four languages.
  for (const lang of ["en", "de"]) {
    await openBookings(page, admin, `/${lang}/admin/bookings?search=${encodeURIComponent(ivo.email)}`);
    const table = page.getByRole("table");
    await expect(table.locator("[data-booking-row]")).toHaveCount(3);
    await expect(row(page, first.id).getByRole("button")).toHaveCount(3);
    const overflow = await table.evaluate((element) => {
      const box = element.parentElement as HTMLElement;
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
    });
    expect(overflow.scrollWidth, lang).toBeLessThanOrEqual(overflow.clientWidth);
    // Side to side: the page is not scrolled sideways, so the viewport's left edge is 0.
    for (const id of [first.id, second.id, confirmed.id]) {
      const buttons = row(page, id).getByRole("button");
      for (let i = 0; i < (await buttons.count()); i++) {
        const button = buttons.nth(i);
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 1366, `${lang} ${await button.innerText()}`).toBe(true);
      }
    }
    await expectNoHorizontalScroll(page);
  }
});

// ---- decisions ------------------------------------------------------------------------------------------------

test("Access Denied with the SPEC text when a host acts on a booking they only made as a guest", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const host = await hostSession(request);
  // The host books the admin's villa as a guest: they may see it, not decide it (SPEC 6, DESIGN 4).
  const pending = await createBooking(request, host, stay(18, 1, 2));
  const confirmed = await createBooking(request, host, stay(18, 4, 2));
  await api(request, admin, "PUT", `/bookings/${confirmed.id}/confirm`);

  await page.setViewportSize(PHONE);
  await openBookings(page, host, `/en/admin/bookings?booking=${confirmed.id}`);
  const details = page.getByRole("dialog", { name: `Booking #${shortId(confirmed.id)}` });
  await details.getByRole("button", { name: /^Mark Paid/ }).click();
  await expectToast(page, "error", "Access Denied", "You do not have permission to update payment status");
  expect((await bookingOf(request, admin, confirmed.id)).isPaid).toBe(false);
  await details.getByRole("button", { name: "Close" }).last().click();

  await page.goto(`/en/admin/bookings?booking=${pending.id}`);
  await page
    .getByRole("dialog", { name: `Booking #${shortId(pending.id)}` })
    .getByRole("button", { name: /^Confirm/ })
    .click();
  await page
    .getByRole("dialog", { name: "Confirm this booking?" })
    .getByRole("button", { name: "Confirm", exact: true })
    .click();
  await expectToast(page, "error", "Access Denied", "You do not have permission to confirm this booking");
  expect((await bookingOf(request, admin, pending.id)).status).toBe("PENDING");
  // Neither is in the host's list: it holds only their own villa's bookings.
  await page.goto(`/en/admin/bookings?search=${encodeURIComponent(E2E_HOST.email)}`);
  await expect(page.getByRole("heading", { name: "No bookings found" })).toBeVisible();
});

// ---- the address and decisions, on a phone ----------------------------------------------------------------------

// One browser page for three independent checks, each opening its own address.
test("on a phone: unusable URL values, completing a stay, and a booking decided meanwhile", async ({
  page,
  request,
  pageErrors,
}) => {
  test.slow();
  const admin = await adminSession(request);
  await page.setViewportSize(PHONE);

  await test.step("unusable URL values fall back to the defaults; an unknown booking says Booking not found", async () => {
    await openBookings(
      page,
      admin,
      "/en/admin/bookings?status=ARCHIVED&page=abc&sortBy=guest&sortOrder=sideways&booking=42",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Status" }).getByRole("button", { name: "All bookings" }),
    ).toHaveAttribute("aria-pressed", "true");
    // On a phone the sort choices fold behind one button that names the sort in use.
    const sortToggle = page.getByRole("button", { name: "Sort: Pending first, Descending" });
    await expect(sortToggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("group", { name: "Sort by" })).toBeHidden();
    await sortToggle.click();
    await expect(sortToggle).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("group", { name: "Sort by" }).getByRole("button", { name: "Pending first" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(
      page.getByRole("group", { name: "Order" }).getByRole("button", { name: "Descending" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("bookings-total")).toBeVisible();

    await page.goto("/en/admin/bookings?booking=00000000-0000-4000-8000-000000000000");
    const details = page.getByRole("dialog", { name: "Booking details" });
    await expect(details.getByRole("alert")).toContainText("Booking not found");
    await details.getByRole("button", { name: "Close" }).last().click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("booking"));
    expect(pageErrors.list().filter((error) => !error.includes("404"))).toEqual([]);
  });

  await test.step("completes a confirmed stay that is over; it then offers nothing more", async () => {
    // A stay over since yesterday or earlier (seed-past-stays.ts): the API refuses past dates to a new booking.
    const farid = E2E_PAST_GUEST;
    const over = (await api(
      request,
      admin,
      "GET",
      `/bookings?status=CONFIRMED&search=${encodeURIComponent(farid.email)}`,
    )) as { id: string; checkOut: string }[];
    const booking = over[0];
    if (!booking) throw new Error("No seeded past stay left to complete: seed-past-stays.ts did not run?");
    expect(booking.checkOut < TODAY).toBe(true);

    await openBookings(page, admin, `/en/admin/bookings?search=${encodeURIComponent(farid.email)}`);
    const bookingCard = card(page, booking.id);
    await expect(bookingCard).toBeVisible();
    await expectNoAxeViolations(page);
    await bookingCard.getByRole("button", { name: /^Complete/ }).click();
    const sheet = page.getByRole("dialog", { name: "Mark this stay as completed?" });
    await expect(sheet).toContainText(farid.fullName);
    await expectNoAxeViolations(page);
    await sheet.getByRole("button", { name: "Complete", exact: true }).click();
    await expectToast(page, "success", "Booking completed");
    await expect(bookingCard.getByText("Completed", { exact: true })).toBeVisible();
    await expect(bookingCard.getByRole("button", { name: /^(Confirm|Reject|Complete|Mark)/ })).toHaveCount(0);
    expect((await bookingOf(request, admin, booking.id)).status).toBe("COMPLETED");
  });

  await test.step("a booking decided meanwhile: the failure is explained and the list shows its current status", async () => {
    const gita = await guest(request, "Gita");
    const booking = await createBooking(request, gita, stay(18, 15, 2));

    await openBookings(page, admin, `/en/admin/bookings?search=${encodeURIComponent(gita.email)}`);
    await card(page, booking.id)
      .getByRole("button", { name: /^Reject/ })
      .click();
    const sheet = page.getByRole("dialog", { name: "Reject this booking?" });
    await sheet.getByLabel(/^Reason for rejecting/).fill("Too late");
    // Someone else confirms it while the sheet is open.
    await api(request, admin, "PUT", `/bookings/${booking.id}/confirm`);
    await sheet.getByRole("button", { name: "Reject", exact: true }).click();
    await expectToast(
      page,
      "error",
      "Failed to reject booking",
      "changed in the meantime and can no longer be rejected",
    );
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(card(page, booking.id).getByText("Confirmed", { exact: true })).toBeVisible();
    expect((await bookingOf(request, admin, booking.id)).status).toBe("CONFIRMED");
  });
});

// ---- roles ----------------------------------------------------------------------------------------------------

test("a host sees only their villa's bookings and decides them; the admin sees both villas", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const host = await hostSession(request);
  const villaId = await hostVillaId(request);
  const hugo = await guest(request, "Hugo");
  const onHostVilla = await createBooking(request, hugo, { ...stay(16, 1, 3), villaId });
  const onFirstVilla = await createBooking(request, hugo, stay(17, 17, 2));

  await page.setViewportSize(PHONE);
  await openBookings(page, host, `/en/admin/bookings?search=${encodeURIComponent(hugo.email)}`);
  await expect(page.getByText("The booking requests and stays of your villas.")).toBeVisible();
  await expect(page.getByTestId("bookings-total")).toHaveText("1 booking");
  await expect(card(page, onHostVilla.id)).toContainText(E2E_HOST.villaTitle);
  await expect(card(page, onFirstVilla.id)).toHaveCount(0);
  // The whole unfiltered list: every booking shown is on the host's villa.
  await page.goto("/en/admin/bookings");
  await expect(page.locator("[data-booking-card]").first()).toBeVisible();
  for (const text of await page.locator("[data-booking-card]").allInnerTexts())
    expect(text).toContain(E2E_HOST.villaTitle);
  // The host's own decision.
  await page.goto(`/en/admin/bookings?search=${encodeURIComponent(hugo.email)}`);
  await card(page, onHostVilla.id)
    .getByRole("button", { name: /^Confirm/ })
    .click();
  await page
    .getByRole("dialog", { name: "Confirm this booking?" })
    .getByRole("button", { name: "Confirm", exact: true })
    .click();
  await expectToast(page, "success", "Booking confirmed");
  expect((await bookingOf(request, host, onHostVilla.id)).status).toBe("CONFIRMED");

  await openBookings(page, admin, `/en/admin/bookings?search=${encodeURIComponent(hugo.email)}`);
  await expect(page.getByText("Every booking request and stay.")).toBeVisible();
  await expect(page.getByTestId("bookings-total")).toHaveText("2 bookings");
  await expect(card(page, onHostVilla.id)).toBeVisible();
  await expect(card(page, onFirstVilla.id)).toBeVisible();
});

// ---- Russian --------------------------------------------------------------------------------------------------

test("in Russian: headings, the confirm and reject sheets, Reason Required and the toasts", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const ivan = await guest(request, "Ivan");
  const toConfirm = await createBooking(request, ivan, stay(18, 8, 2));
  const toReject = await createBooking(request, ivan, stay(18, 11, 2));

  await page.setViewportSize(PHONE);
  await openBookings(page, admin, `/ru/admin/bookings?search=${encodeURIComponent(ivan.email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Бронирования" })).toBeVisible();
  await expect(page.getByTestId("bookings-total")).toHaveText("2 бронирования");
  await expectNoHorizontalScroll(page);
  await expect(page.getByRole("searchbox", { name: "Поиск бронирований" })).toHaveValue(ivan.email);
  await page.getByRole("button", { name: "Сортировка: Сначала ожидающие, По убыванию" }).click();
  await expect(page.getByRole("group", { name: "Сортировать по" })).toBeVisible();

  await card(page, toConfirm.id)
    .getByRole("button", { name: /^Подтвердить/ })
    .click();
  const confirmSheet = page.getByRole("dialog", { name: "Подтвердить это бронирование?" });
  await confirmSheet.getByRole("button", { name: "Подтвердить", exact: true }).click();
  await expectToast(page, "success", "Бронирование подтверждено");
  await expect(card(page, toConfirm.id).getByText("Подтверждено", { exact: true })).toBeVisible();
  await expect(card(page, toConfirm.id).getByRole("button", { name: /^Отметить оплату/ })).toBeVisible();

  await card(page, toReject.id)
    .getByRole("button", { name: /^Отклонить/ })
    .click();
  const rejectSheet = page.getByRole("dialog", { name: "Отклонить это бронирование?" });
  await rejectSheet.getByRole("button", { name: "Отклонить", exact: true }).click();
  await expect(rejectSheet.getByRole("alert").filter({ hasText: "Требуется причина" })).toContainText(
    "Укажите причину отклонения этого бронирования",
  );
  await expect(rejectSheet.getByLabel(/^Причина отказа/)).toHaveAttribute("aria-invalid", "true");
  await rejectSheet.getByLabel(/^Причина отказа/).fill("Вилла на ремонте");
  await rejectSheet.getByRole("button", { name: "Отклонить", exact: true }).click();
  await expectToast(page, "success", "Бронирование отклонено");
  expect(await bookingOf(request, admin, toReject.id)).toMatchObject({
    status: "REJECTED",
    rejectionReason: "Вилла на ремонте",
  });
});
