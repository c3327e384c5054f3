// Money and calendar dates as an invoice in `language` writes them: always with cents (an invoice states the exact
// amount), dates in full, never shifted by a time zone.
import type { Language } from "../../domain/languages.ts";

export function formatInvoiceMoney(language: Language, amount: number, currency: string): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatInvoiceDate(language: Language, iso: string): string {
  // Calendar dates, not instants: formatted at UTC midnight so no time zone moves them a day.
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
