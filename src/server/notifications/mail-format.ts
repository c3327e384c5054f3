// Money, calendar dates and times as the mails and the invoices (invoices/invoice-pdf.ts) of a language write them:
// amounts always with their cents (what is owed, to the cent), calendar dates never shifted by a time zone, times on
// the villa's clock. One formatter per language and style, made on first use: a mail or an invoice formats dozens.
import { VILLA_TIME_ZONE } from "../../domain/dates.ts";
import type { Language } from "../../domain/languages.ts";

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format as Intl.NumberFormat;
}

function dateFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format as Intl.DateTimeFormat;
}

export function formatMoney(language: Language, amount: number, currency: string): string {
  return numberFormat(
    `money ${language} ${currency}`,
    () =>
      new Intl.NumberFormat(language, {
        style: "currency",
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(amount);
}

/**
 * A calendar date (YYYY-MM-DD): "long" as an invoice dates things ("10 March 2026"), "weekday" as a mail tells a
 * stay ("Tue, 10 March 2026").
 */
export function formatCalendarDate(language: Language, iso: string, style: "long" | "weekday"): string {
  const format = dateFormat(`date ${language} ${style}`, () =>
    style === "long"
      ? new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" })
      : new Intl.DateTimeFormat(language, {
          weekday: "short",
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }),
  );
  // Calendar dates, not instants: formatted at UTC midnight so no time zone moves them a day.
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** Minutes since midnight on the villa's clock, e.g. check-in from 3:00 PM. */
export function formatClockTime(language: Language, minuteOfDay: number): string {
  const format = dateFormat(
    `time ${language}`,
    () => new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
  );
  return format.format(new Date(Date.UTC(2000, 0, 1, Math.floor(minuteOfDay / 60), minuteOfDay % 60)));
}

/** A moment on the villa's clock, e.g. the deadline of an answer: "Wed, 11 March, 2:00 PM". */
export function formatVillaTime(language: Language, at: Date): string {
  const format = dateFormat(
    `moment ${language}`,
    () =>
      new Intl.DateTimeFormat(language, {
        weekday: "short",
        day: "numeric",
        month: "long",
        hour: "numeric",
        minute: "2-digit",
        timeZone: VILLA_TIME_ZONE,
      }),
  );
  return format.format(at);
}
