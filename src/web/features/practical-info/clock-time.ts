// A time of day as each language writes it: "3:00 PM" in English, "15:00" in French, German and Russian.
import type { I18n } from "@lingui/core";

export function formatClockTime(i18n: I18n, hours: number, minutes = 0): string {
  // A fixed day in UTC, so the visitor's own time zone never shifts the villa's hours.
  return i18n.date(new Date(Date.UTC(2000, 0, 1, hours, minutes)), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
}
