// Rates as the owner typed them: whole euros print whole ("150 €"), cents print with two decimals ("99,50 €").
// formatPrice rounds to whole euros, which suits totals but would misstate a rate of 99.50.
import type { I18n } from "@lingui/core";
import { shortWeekdayName, firstDayOfWeek } from "../../../../i18n/calendar-week.ts";

export function formatRate(i18n: I18n, amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return i18n.number(amount, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
}

/** The seven weekday numbers (0 = Sunday) in the order the language's calendars print a week. */
export function weekOrder(locale: string): number[] {
  const first = firstDayOfWeek(locale);
  return Array.from({ length: 7 }, (_, index) => (first + index) % 7);
}

/** Weekdays as a calendar reader lists them: in the week's order, short names ("пт, сб"). */
export function weekdayList(locale: string, days: readonly number[]): string {
  return weekOrder(locale)
    .filter((day) => days.includes(day))
    .map((day) => shortWeekdayName(locale, day))
    .join(", ");
}

/** The weekday's full name in the language ("пятница"), for screen readers and checkbox labels. */
export function longWeekdayName(locale: string, weekday: number): string {
  // 2023-01-01 was a Sunday: day N of that week is weekday N.
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2023, 0, 1 + weekday, 12)),
  );
}
