// When a booking was requested or last changed, as a date and time in the page's language (the reader's own
// clock: these are instants, unlike the calendar dates of a stay).
import type { I18n } from "@lingui/core";

export function formatInstant(i18n: I18n, iso: string, dateStyle: "medium" | "long" = "medium"): string {
  return i18n.date(new Date(iso), { dateStyle, timeStyle: "short" });
}
