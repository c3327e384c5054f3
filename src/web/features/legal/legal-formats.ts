// Times of day and shares written the way each language writes them: "3:00 PM" and "50%" in English,
// "15:00" and "50 %" in French, Russian and German.
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

/** A share such as 0.5 as a percentage in the page's language. */
export function formatShare(i18n: I18n, share: number): string {
  return i18n.number(share, { style: "percent", maximumFractionDigits: 0 });
}
