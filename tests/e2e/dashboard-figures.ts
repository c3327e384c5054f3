// The back-office dashboard's figures: what each should read, written the way the page's language writes it, from
// a GET /api/stats/dashboard answer, and what the page shows. Shared by the browser test (against the real API) and
// the component test (a fixed answer).
import type { DashboardStats } from "../../src/domain/schemas/stats.ts";

const number = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);
const money = (locale: string, n: number) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
    .format(Math.round(n))
    .replace(/\s/g, "\u00a0");
const percent = (locale: string, part: number, whole: number) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(whole > 0 ? part / whole : 0);
const longMonth = (locale: string, month: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/** A sum of money as the dashboard writes it (whole euros without cents). */
export const dashboardMoney = money;

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

/**
 * Everything the dashboard shows that comes from the API, read from the page's main landmark (or from `root`).
 * Self-contained, so that Playwright can run it in the page: page.evaluate(readDashboard).
 */
export function readDashboard(root?: ParentNode) {
  const scope: ParentNode = root ?? document.querySelector("main") ?? document;
  const figures: Record<string, string[]> = {};
  for (const element of scope.querySelectorAll<HTMLElement>("[data-figure]")) {
    const key = element.dataset.figure ?? "";
    (figures[key] ??= []).push((element.textContent ?? "").trim());
  }
  const attr = (selector: string, name: string) =>
    [...scope.querySelectorAll(selector)].map((e) => e.getAttribute(name));
  return {
    figures,
    bookingIds: attr("[data-booking-id]", "data-booking-id"),
    villaIds: attr("[data-villa-id]", "data-villa-id"),
    barHeights: attr("[data-bar-height]", "data-bar-height").map(Number),
    trendRows: [...scope.querySelectorAll("table tbody tr")].map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim()),
    ),
  };
}

/** What readDashboard must find for the answer `s`, in `locale`. */
export function expectedDashboard(locale: string, s: DashboardStats) {
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
