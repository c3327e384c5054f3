// Numbers, prices, dates and the villa's clock times written the way each language writes them (SPEC 9: EUR, whole units).
import type { I18n } from "@lingui/core";
import { minuteOfDay } from "../../domain/clock-time.ts";

/**
 * "150 €" in fr/de/ru, "€150" in en. Whole euros as SPEC 9 writes them; an owner's rate with cents (DESIGN 7.1 allows
 * two decimals) keeps them ("€95.50"), so no price shown is rounded away from the one charged.
 */
export function formatPrice(i18n: I18n, amount: number, currency = "EUR"): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return i18n.number(amount, {
    style: "currency",
    currency,
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
}

export function formatNumber(i18n: I18n, value: number): string {
  return i18n.number(value);
}

/** A share such as 0.5 as a whole percentage: "50%" in English, "50 %" in French, Russian and German. */
export function formatShare(i18n: I18n, share: number): string {
  return i18n.number(share, { style: "percent", maximumFractionDigits: 0 });
}

/** A calendar date (YYYY-MM-DD) as a long date in the page's language, never shifted by the visitor's time zone. */
export function formatCalendarDate(i18n: I18n, isoDate: string, style: "long" | "medium" | "short" = "long"): string {
  return i18n.date(new Date(`${isoDate}T12:00:00Z`), { dateStyle: style, timeZone: "UTC" });
}

/** A villa wall-clock time ("HH:MM") the way the language writes it: "3:30 PM" in English, "15:30" in French. */
export function formatClockTime(i18n: I18n, time: string): string {
  const minutes = minuteOfDay(time);
  // A fixed day in UTC: the time is the villa's, never moved into the reader's time zone.
  return i18n.date(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
}
