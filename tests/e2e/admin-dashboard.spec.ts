// The back-office dashboard (SPEC 2 "Admin dashboard"): every figure on screen equals
// GET /api/stats/dashboard fetched in the same test, for the admin (everything) and for the host (their villa
// only); on a phone the pending requests are one tap away. Loading, error and Refresh, and a fixed data set drawn
// exactly, are component tests (tests/components/admin-dashboard.component.test.tsx).
// Bookings made here: months +20..+21 on the first villa, month +20 on the host's villa.
import { axeViolations } from "./axe.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import type { DashboardStats } from "../../src/domain/schemas/stats.ts";
import { E2E_HOST } from "./accounts.ts";
import { hostVillaId, openAsStaff, signInAdmin, signInHost, staffApi, type StaffSession } from "./admin-session.ts";
import { dashboardMoney, expectedDashboard, readDashboard } from "./dashboard-figures.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { monthStay, type Stay } from "./nights.ts";
import { createBooking, registerGuest } from "./session.ts";

const PHONE = { width: 390, height: 844 };

/** This spec's nights (nights.ts): day `day` of the month `offset` months from now, for `nights` nights. */
const stay = (offset: 20 | 21, day: number, nights: number): Stay => monthStay(offset, day, nights);

const stats = (request: APIRequestContext, session: StaffSession) =>
  staffApi<DashboardStats>(request, session, "GET", "/stats/dashboard");

/** Everything the dashboard shows that comes from the API, read from the page. */
const shownFigures = (page: Page) => page.evaluate(readDashboard, undefined);

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
    expect(await shownFigures(page)).toEqual(expectedDashboard(locale, last));
  }).toPass({ timeout: 20_000 });
  if (!last) throw new Error("unreachable");
  return last;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe("the admin's dashboard on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("every figure equals the API's; a new request is listed, axe finds nothing, and the Pending tile is one tap to the list", async ({
    page,
    request,
    pageErrors,
  }) => {
    test.slow();
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
      await expect(item).toContainText(dashboardMoney("en", pending.totalPrice));
      await expect(item).toContainText("3 guests");
    }
    await expect(page.locator("[data-villa-id]").first()).toContainText(/Available|Unavailable|Maintenance|Inactive/);
    await expect(page.getByRole("heading", { name: "System Health" })).toBeVisible();
    await expect(page.getByText("All Systems Operational")).toBeVisible();
    await expect(page.locator("[data-health=up]")).toContainText("server and database responding");
    await expectNoHorizontalScroll(page);

    // Checked on the same page rather than a second one booted for it.
    await test.step("axe finds no accessibility violation on the dashboard", async () => {
      await expect(page.locator("[data-figure=totalVillas]")).toBeVisible();
      await expect(page.locator("[data-health]")).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);
    });

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

// A fixed data set drawn exactly (rates, the 4 % bar floor, months in German, empty lists), and the loading, failed
// and refreshing states, are component tests: tests/components/admin-dashboard.component.test.tsx.

/** Every amount the dashboard shows: the money figures and the trend's label above each bar. */
const MONEY_FIGURES = ["monthlyRevenue", "weeklyRevenue", "averageBookingValue", "totalPrice"]
  .map((figure) => `main [data-figure=${figure}]`)
  .join(", ");
const CHART_AMOUNTS = "main [data-chart=revenue-trend] [data-month] > span:first-child";

test.describe("amounts on a small phone", () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

  test("whole euros, and the currency sign never alone on a line, in English, French, Russian and German", async ({
    page,
    request,
  }) => {
    const admin = await signInAdmin(request);
    // The real answer with amounts that have cents and are long enough to wrap in a narrow card or chart column.
    await page.route("**/api/stats/dashboard", async (route) => {
      // A refetch cut short by the next language's page load is disposed with its page: nothing to answer then.
      const response = await route.fetch().catch(() => null);
      const body = (await response?.json().catch(() => null)) as { data: DashboardStats } | null;
      if (!response || !body) return route.continue().catch(() => {});
      const revenues = [950.5, 12345, 98765.4, 1234567, 45678.9, 0];
      body.data = {
        ...body.data,
        monthlyRevenue: 123456.78,
        weeklyRevenue: 98765.43,
        averageBookingValue: 12345.67,
        recentBookings: body.data.recentBookings.map((booking) => ({ ...booking, totalPrice: 23456.5 })),
        monthlyTrend: body.data.monthlyTrend.map((entry, index) => ({ ...entry, revenue: revenues[index] ?? 0 })),
      };
      await route.fulfill({ response, json: body }).catch(() => {});
    });
    for (const lang of ["en", "fr", "ru", "de"]) {
      await openAsStaff(page, admin, `/${lang}/admin`);
      await waitForPage(page);
      await expect(page.locator("[data-figure=monthlyRevenue]")).toBeVisible();
      await expect(page.locator(CHART_AMOUNTS)).toHaveCount(6);
      await expect(page.locator("[data-figure=totalPrice]").first()).toBeVisible();
      const problems = await page.evaluate((selector) => {
        const found: string[] = [];
        for (const element of document.querySelectorAll<HTMLElement>(selector)) {
          const text = element.textContent ?? "";
          // A chart label may shorten to "12,3 k €"; without a unit it is whole euros like every other amount.
          const withUnit = /[A-Za-zА-Яа-я]/.test(text.replace("€", ""));
          if (/\d[.,]\d{2}(?!\d)/.test(text) || (!withUnit && /\d[.,]\d(?!\d)/.test(text)))
            found.push(`cents: ${text}`);
          // The one breakable space allowed: a chart label's, between its number and unit ("12,3 k €").
          const unbroken = withUnit ? text.replace(/(\d) (?=[^\d\s€])/, "$1") : text;
          if (/[ \t\n]/.test(unbroken)) found.push(`breakable space: ${JSON.stringify(text)}`);
          // Every character's line: the sign's line must hold something else too.
          const node = element.firstChild;
          if (!node || node.nodeType !== Node.TEXT_NODE) {
            found.push(`not one text: ${text}`);
            continue;
          }
          const tops: number[] = [];
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            tops.push(Math.round(range.getBoundingClientRect().top));
          }
          const sign = text.indexOf("€");
          const companions = [...text].filter(
            (char, i) => i !== sign && char.trim() !== "" && Math.abs((tops[i] ?? 0) - (tops[sign] ?? 0)) < 3,
          );
          if (sign < 0 || companions.length === 0) found.push(`sign alone: ${text}`);
        }
        return found;
      }, `${MONEY_FIGURES}, ${CHART_AMOUNTS}`);
      expect(problems, lang).toEqual([]);
    }
  });
});
