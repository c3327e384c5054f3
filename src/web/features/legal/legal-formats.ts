// Times of day written the way each language writes them: "3:00 PM" in English, "15:00" in French, Russian and
// German.
import type { I18n } from "@lingui/core";

/** A time on the 24-hour clock (as SPEC 9 states check-in, check-out and quiet hours) in the page's language. */
export function formatClockTime(i18n: I18n, hours: number, minutes = 0): string {
  // A fixed UTC day: only the hour and minute matter, never the visitor's time zone.
  return i18n.date(new Date(Date.UTC(2000, 0, 1, hours, minutes)), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
}
