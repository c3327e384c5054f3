// The back-office dashboard (SPEC 2 "Admin dashboard"): every figure on screen equals
// GET /api/stats/dashboard fetched in the same test, for the admin (everything) and for the host (their villa
// only); on a phone the pending requests are one tap away; loading, error, Refresh; and a fixed data set
// (answered by the test) drawn exactly: rates, 4 % bar floor, months in the page's language, empty lists.
// Bookings made here: months +20..+21 on the first villa, month +20 on the host's villa.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, addMonths, villaToday } from "../../src/domain/dates.ts";
import type { DashboardStats } from "../../src/domain/schemas/stats.ts";
import { E2E_HOST } from "./accounts.ts";
import { hostVillaId, openAsStaff, signInAdmin, signInHost, staffApi, type StaffSession } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { createBooking, registerGuest } from "./session.ts";

const TODAY = villaToday();
const PHONE = { width: 390, height: 844 };

/** Day `day` of the month `offset` months from now, for `nights` nights (this spec's window only). */
function stay(offset: 20 | 21, day: number, nights: number): { checkIn: string; checkOut: string } {
  const checkIn = addDays(addMonths(TODAY, offset), day - 1);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

const stats = (request: APIRequestContext, session: StaffSession) =>
  staffApi<DashboardStats>(request, session, "GET", "/stats/dashboard");

// ---- the expected text of each figure, written the way the page's language writes it -------------------------

const number = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);
const money = (locale: string, n: number) => {
  const digits = Number.isInteger(n) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n);
};
const percent = (locale: string, part: number, whole: number) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(whole > 0 ? part / whole : 0);
const longMonth = (locale: string, month: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

function expectedFigures(locale: string, s: DashboardStats): Record<string, string[]> {
  const figures: Record<string, string[]> = {
    totalVillas: [number(locale, s.totalVillas)],
    activeVillas: [number(locale, s.activeVillas)],
    inactiveVillas: [number(locale, s.inactiveVillas)],
    totalBookings: [number(locale, s.totalBookings)],
    // The summary card's "n pending" and the Pending tile.
    pendingBookings: [number(locale, s.pendingBookings), number(locale, s.pendingBookings)],
    monthlyRevenue: [money(locale, s.monthlyRevenue)],
    weeklyRevenue: [money(locale, s.weeklyRevenue)],
    averageBookingValue: [money(locale, s.averageBookingValue)],
    completedBookings: [number(locale, s.completedBookings), number(locale, s.completedBookings)],
    confirmedBookings: [number(locale, s.confirmedBookings)],
    cancelledBookings: [number(locale, s.cancelledBookings)],
    totalPrice: s.recentBookings.map((b) => money(locale, b.totalPrice)),
    utilizationRate: [percent(locale, s.activeVillas, s.totalVillas)],
    successRate: [percent(locale, s.completedBookings + s.confirmedBookings, s.totalBookings)],
    uptime: [new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(0.999)],
  };
  // A figure with no element on the page (no recent booking, so no total price) is not read from it either.
  return Object.fromEntries(Object.entries(figures).filter(([, values]) => values.length > 0));
}

/** Everything the dashboard shows that comes from the API, read from the page. */
async function shownFigures(page: Page) {
  return page.evaluate(() => {
    const figures: Record<string, string[]> = {};
    for (const element of document.querySelectorAll<HTMLElement>("main [data-figure]")) {
      const key = element.dataset.figure ?? "";
      (figures[key] ??= []).push((element.textContent ?? "").trim());
    }
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((e) => e.getAttribute(name));
    return {
      figures,
      bookingIds: attr("main [data-booking-id]", "data-booking-id"),
      villaIds: attr("main [data-villa-id]", "data-villa-id"),
      barHeights: attr("main [data-bar-height]", "data-bar-height").map(Number),
      trendRows: [...document.querySelectorAll("main table tbody tr")].map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim()),
      ),
    };
  });
}

function expectedScreen(locale: string, s: DashboardStats) {
  const top = Math.max(0, ...s.monthlyTrend.map((m) => m.revenue));
  return {
    figures: expectedFigures(locale, s),
    bookingIds: s.recentBookings.map((b) => b.id),
    villaIds: s.recentVillas.map((v) => v.id),
    barHeights: s.monthlyTrend.map((m) => (top > 0 ? Math.max(4, (m.revenue / top) * 100) : 4)),
    trendRows: s.monthlyTrend.map((m) => [
      longMonth(locale, m.month),
      money(locale, m.revenue),
      number(locale, m.bookings),
    ]),
  };
}

/**
 * Refresh, then compare the page with the API. Other specs book at the same time, so a change landing between
 * the two reads is retried: the page must settle on exactly what the API answers.
 */
async function expectDashboardMatchesApi(
  page: Page,
  request: APIRequestContext,
  session: StaffSession,
  locale: string,
  refresh: string,
) {
  let last: DashboardStats | undefined;
  await expect(async () => {
    await page.getByRole("button", { name: refresh }).click();
    await expect(page.getByRole("button", { name: refresh })).toBeEnabled();
    last = await stats(request, session);
    expect(await shownFigures(page)).toEqual(expectedScreen(locale, last));
  }).toPass({ timeout: 20_000 });
  if (!last) throw new Error("unreachable");
  return last;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe("the admin's dashboard on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("every figure equals the API's; a new request is listed and the Pending tile is one tap to the list", async ({
    page,
    request,
    pageErrors,
  }) => {
    const admin = await signInAdmin(request);
    const guest = await registerGuest(request, { prefix: "admin-dashboard", fullName: "Dora Dashboard" });
    const pending = await createBooking(request, guest, { ...stay(20, 3, 4), totalGuests: 3 });
    const confirmed = await createBooking(request, guest, stay(21, 3, 2));
    await staffApi(request, admin, "PUT", `/bookings/${confirmed.id}/confirm`, {});

    await openAsStaff(page, admin, "/en/admin");
    await waitForPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await expect(page).toHaveTitle("Admin Dashboard · Red Sea Villa");
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    const shown = await expectDashboardMatchesApi(page, request, admin, "en", "Refresh");

    // The request just made is among the newest, with the guest, villa, dates, total and guests (unless other
    // specs made 8 newer ones meanwhile; the lists are compared with the API's in any case).
    if (shown.recentBookings.some((b) => b.id === pending.id)) {
      const item = page.locator(`[data-booking-id="${pending.id}"]`);
      await expect(item.getByRole("link", { name: "Dora Dashboard" })).toHaveAttribute(
        "href",
        `/en/admin/bookings?booking=${pending.id}`,
      );
      await expect(item).toContainText("Pending");
      await expect(item).toContainText(shown.recentBookings.find((b) => b.id === pending.id)?.villa.title ?? "?");
      const dates = (iso: string) =>
        new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));
      await expect(item).toContainText(`${dates(pending.checkIn)} to ${dates(pending.checkOut)}`);
      await expect(item).toContainText(money("en", pending.totalPrice));
      await expect(item).toContainText("3 guests");
    }
    await expect(page.locator("[data-villa-id]").first()).toContainText(/Available|Unavailable|Maintenance|Inactive/);
    await expect(page.getByRole("heading", { name: "System Health" })).toBeVisible();
    await expect(page.getByText("All Systems Operational")).toBeVisible();
    await expect(page.locator("[data-health=up]")).toContainText("server and database responding");
    await expectNoHorizontalScroll(page);

    // One tap from the dashboard to the pending requests.
    const pendingTile = page
      .getByRole("navigation", { name: "Bookings by status" })
      .getByRole("link", { name: /^Pending/ });
    const box = await pendingTile.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await pendingTile.tap();
    await expect(page).toHaveURL("/en/admin/bookings?status=PENDING");
    await waitForPage(page);
    await expectNoHorizontalScroll(page);
    expect(pageErrors.list()).toEqual([]);
  });

  test("axe finds no accessibility violation on the dashboard", async ({ page, request }) => {
    const admin = await signInAdmin(request);
    await openAsStaff(page, admin, "/en/admin");
    await waitForPage(page);
    await expect(page.locator("[data-figure=totalVillas]")).toBeVisible();
    await expect(page.locator("[data-health]")).toBeAttached();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("the host's dashboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("in French, scoped to the host's own villa, every figure equals the host's API answer", async ({
    page,
    request,
    pageErrors,
  }) => {
    const host = await signInHost(request);
    const villaId = await hostVillaId(request, host);
    const guest = await registerGuest(request, { prefix: "admin-dashboard-host", fullName: "Henri Hôte" });
    const booking = await createBooking(request, guest, { ...stay(20, 10, 3), villaId });

    await openAsStaff(page, host, "/fr/admin");
    await waitForPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tableau de bord d'administration");
    const shown = await expectDashboardMatchesApi(page, request, host, "fr", "Actualiser");

    // Only the host's villa and its bookings.
    expect(shown.totalVillas).toBe(1);
    expect(shown.recentVillas.map((v) => v.title)).toEqual([E2E_HOST.villaTitle]);
    expect(shown.recentBookings.every((b) => b.villa.title === E2E_HOST.villaTitle)).toBe(true);
    expect(shown.pendingBookings).toBeGreaterThanOrEqual(1);
    await expect(page.locator("[data-booking-id]").filter({ hasText: "Henri Hôte" }).first()).toBeVisible();
    expect(shown.recentBookings.map((b) => b.id)).toContain(booking.id);
    // A host does not manage users or messages: no such quick action.
    const actions = page.getByRole("region", { name: "Actions rapides" });
    await expect(actions.getByRole("link")).toHaveText([/^Gérer les villas/, /^Gérer les réservations/]);
    expect(pageErrors.list()).toEqual([]);
  });
});

// ---- a fixed data set answered by the test: exact rendering, whatever the shared database holds --------------

const FIXED: DashboardStats = {
  totalVillas: 4,
  activeVillas: 3,
  inactiveVillas: 1,
  totalBookings: 8,
  pendingBookings: 2,
  confirmedBookings: 2,
  completedBookings: 3,
  cancelledBookings: 1,
  rejectedBookings: 0,
  totalRevenue: 6172.5,
  monthlyRevenue: 2400,
  weeklyRevenue: 800,
  averageBookingValue: 1234.5,
  recentBookings: [],
  recentVillas: [],
  monthlyTrend: [
    { month: "2026-01", revenue: 0, bookings: 0 },
    { month: "2026-02", revenue: 20, bookings: 1 },
    { month: "2026-03", revenue: 500, bookings: 1 },
    { month: "2026-04", revenue: 1000, bookings: 2 },
    { month: "2026-05", revenue: 250, bookings: 1 },
    { month: "2026-06", revenue: 0, bookings: 0 },
  ],
};

test.describe("a fixed data set", () => {
  test("is drawn exactly: rates, bars with the 4 % floor, months in German, empty lists", async ({ page, request }) => {
    const admin = await signInAdmin(request);
    await page.route("**/api/stats/dashboard", (route) => route.fulfill({ json: { success: true, data: FIXED } }));
    await openAsStaff(page, admin, "/de/admin");
    await waitForPage(page);
    expect(await shownFigures(page)).toEqual(expectedScreen("de", FIXED));
    // (2 + 3) / 8 and 3 of 4 villas.
    await expect(page.locator("[data-figure=successRate]")).toHaveText("62,5 %");
    await expect(page.locator("[data-figure=utilizationRate]")).toHaveText("75 %");
    await expect(page.locator("[data-figure=averageBookingValue]")).toHaveText(/^1\.234,50\s€$/);
    await expect(page.locator("[data-bar-height]")).toHaveCount(6);
    expect(
      await page.locator("[data-bar-height]").evaluateAll((bars) => bars.map((b) => (b as HTMLElement).style.height)),
    ).toEqual(["4%", "4%", "50%", "100%", "25%", "4%"]);
    // Each bar: a short amount, the short month and the bookings, in German.
    const march = page.locator("[data-chart=revenue-trend] [data-month]").nth(2);
    await expect(march).toContainText(/^500\s€Mär1$/);
    await expect(page.locator("[data-chart=revenue-trend] [data-month]").nth(3)).toContainText(/^1000\s€Apr2$/);
    await expect(page.locator("main table tbody tr").nth(2)).toContainText("März 2026");
    await expect(page.getByText("Keine aktuellen Buchungen")).toBeVisible();
    await expect(page.getByText("Keine aktuellen Villen")).toBeVisible();
  });

  test("loading, a failed load with Try again, and Refresh disabled while it runs", async ({ page, request }) => {
    const admin = await signInAdmin(request);
    let answer: "hold" | "fail" | "ok" = "hold";
    let release: () => void = () => {};
    await page.route("**/api/stats/dashboard", async (route) => {
      if (answer === "hold") await new Promise<void>((resolve) => (release = resolve));
      if (answer === "fail") {
        // 429 is not retried by the client, so the banner comes at once.
        await route.fulfill({
          status: 429,
          json: { success: false, code: "RATE_LIMITED", message: "Too many requests" },
        });
      } else {
        await route.fulfill({ json: { success: true, data: FIXED } });
      }
    });
    await openAsStaff(page, admin, "/en/admin");
    await expect(page.getByRole("status").filter({ hasText: "Loading dashboard..." })).toBeVisible();
    answer = "fail";
    release();
    const banner = page.getByRole("alert").filter({ hasText: "Failed to load dashboard" });
    await expect(banner).toContainText("Too many requests");
    await expect(page.locator("[data-figure]")).toHaveCount(0);

    answer = "ok";
    await banner.getByRole("button", { name: "Try again" }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator("[data-figure=totalVillas]")).toHaveText("4");
    const firstUpdate = Number(await page.locator("[data-updated-at]").getAttribute("data-updated-at"));

    answer = "hold";
    await page.getByRole("button", { name: "Refresh" }).click();
    const refreshing = page.getByRole("button", { name: "Refreshing..." });
    await expect(refreshing).toBeDisabled();
    // The figures stay on screen while the refresh runs.
    await expect(page.locator("[data-figure=totalVillas]")).toHaveText("4");
    answer = "ok";
    release();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
    await expect
      .poll(async () => Number(await page.locator("[data-updated-at]").getAttribute("data-updated-at")))
      .toBeGreaterThan(firstUpdate);
  });
});
