// Weekdays as the Rates page lists them: in the order the language's week runs, by their short calendar names.
import { shortWeekdayName, weekdaysInWeekOrder } from "../../../../i18n/calendar-week.ts";

const WEEK = [0, 1, 2, 3, 4, 5, 6];

/** The seven weekday numbers (0 = Sunday) in the order the language's calendars print a week. */
export function weekOrder(locale: string): number[] {
  return weekdaysInWeekOrder(locale, WEEK);
}

/** Weekdays as a calendar reader lists them: in the week's order, short names ("пт, сб"). */
export function weekdayList(locale: string, days: readonly number[]): string {
  return weekdaysInWeekOrder(locale, days)
    .map((day) => shortWeekdayName(locale, day))
    .join(", ");
}
