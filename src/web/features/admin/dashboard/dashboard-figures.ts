// The dashboard's derived figures and their formats (SPEC 2 "Admin dashboard"), kept pure so each rule is
// unit-tested: the two rates, the trend's bar heights and the words and numbers in the page's language.
import type { DashboardStats } from "../../../../domain/schemas/stats.ts";

/** SPEC 2: a month with little or no revenue still shows a sliver of a bar. */
export const MIN_BAR_PERCENT = 4;

/** `part` as a percentage of `whole`, 0 when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** SPEC 2: Booking Success Rate = (completed + confirmed) / total, as a percentage of every booking. */
export function bookingSuccessRate(
  stats: Pick<DashboardStats, "completedBookings" | "confirmedBookings" | "totalBookings">,
): number {
  return percentOf(stats.completedBookings + stats.confirmedBookings, stats.totalBookings);
}

/**
 * Utilization rate of the villas: the share of villas a guest can book right now, i.e. visible (isActive) and
 * AVAILABLE — what the API counts as `activeVillas` (SPEC 4 "Active counts as active and AVAILABLE"). SPEC names
 * the rate without defining it; occupancy by nights would need booking data the dashboard does not receive.
 */
export function villaUtilizationRate(stats: Pick<DashboardStats, "activeVillas" | "totalVillas">): number {
  return percentOf(stats.activeVillas, stats.totalVillas);
}

/** Each value's bar height in percent of the tallest, never under MIN_BAR_PERCENT (all at the minimum when all are 0). */
export function barHeights(values: readonly number[]): number[] {
  const top = Math.max(0, ...values);
  return values.map((value) =>
    top > 0 ? Math.max(MIN_BAR_PERCENT, (Math.max(0, value) / top) * 100) : MIN_BAR_PERCENT,
  );
}

/** "YYYY-MM" in `locale`: "Mar" (short) or "March 2026" (long). Mid-month at noon UTC, so no time zone moves it. */
export function monthLabel(locale: string, month: string, style: "short" | "long"): string {
  const [year, monthNumber] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 15, 12));
  const options: Intl.DateTimeFormatOptions =
    style === "short" ? { month: "short", timeZone: "UTC" } : { month: "long", year: "numeric", timeZone: "UTC" };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** An amount in EUR: whole euros when it is whole, otherwise with cents (an average can fall between). */
export function formatMoney(locale: string, amount: number, currency = "EUR"): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** A short amount for a chart label where space is tight: "€12K". */
export function formatMoneyCompact(locale: string, amount: number, currency = "EUR"): string {
  // The minimum is explicit: engines disagree on it for compact currency ("500 €" against "500,0 €").
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
}

/** A percentage (0..100) with at most one decimal: "66.7 %" in French, "66.7%" in English. */
export function formatPercent(locale: string, percent: number): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}
