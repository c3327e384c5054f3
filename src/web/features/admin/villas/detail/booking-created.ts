// When a booking was made, for the Created column: a timestamp shown as a medium date in the page's language.
import type { I18n } from "@lingui/core";

export function formatCreated(i18n: I18n, timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : i18n.date(date, { dateStyle: "medium" });
}
