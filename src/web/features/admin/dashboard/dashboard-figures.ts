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

const NO_BREAK_SPACE = "\u00a0";

/**
 * An amount in whole euros (the dashboard's figures are sums and averages: cents would only be noise). The sign
 * stays with the number: every space in it is a no-break one (fr, ru and de write "12 345 €").
 */
export function formatMoney(locale: string, amount: number, currency = "EUR"): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
    .format(Math.round(amount))
    .replace(/\s/g, NO_BREAK_SPACE);
}

/**
 * A short amount for a chart label where space is tight: "€12.3K", "12,3 k €", "12,3 тыс. €". Rounded to whole euros
 * first, so a small month is "€951", never "€950.5". The one place a narrow label may wrap is between the number and
 * its "k" or "тыс.": every other space is a no-break one, so the sign never stands alone on a line.
 */
export function formatMoneyCompact(locale: string, amount: number, currency = "EUR"): string {
  // The minimum is explicit: engines disagree on it for compact currency ("500 €" against "500,0 €").
  const parts = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).formatToParts(Math.round(amount));
  return parts
    .map((part, index) => {
      if (!/^\s+$/.test(part.value)) return part.value;
      const before = parts[index - 1]?.type;
      const after = parts[index + 1]?.type;
      const numberToUnit = (before === "integer" || before === "fraction") && after === "compact";
      return numberToUnit ? " " : NO_BREAK_SPACE;
    })
    .join("");
}

/** A percentage (0..100) with at most one decimal: "66.7 %" in French, "66.7%" in English. */
export function formatPercent(locale: string, percent: number): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}
