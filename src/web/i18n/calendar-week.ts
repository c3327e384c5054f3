// How each language lays out a calendar week: the day it starts on and the short names over its columns. English
// keeps Sunday first (SPEC 2 "Sun to Sat"); French, Russian and German calendars start on Monday (ISO 8601, and what
// their readers expect). The names are the ones printed calendars use; Intl's "short" forms differ by engine and
// add dots German calendars never print ("Mo."), so they are written out here.
import type { Language } from "../../domain/languages.ts";

/** 0 = Sunday, 1 = Monday, as Date.getDay() numbers days. */
export type WeekdayNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const FIRST_DAY: Record<Language, WeekdayNumber> = { en: 0, fr: 1, ru: 1, de: 1 };

// Indexed by Date.getDay(): Sunday first.
const SHORT_NAMES: Record<Language, readonly string[]> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  fr: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
  ru: ["вс", "пн", "вт", "ср", "чт", "пт", "сб"],
  de: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"],
};

const languageOf = (locale: string): Language => (locale in FIRST_DAY ? (locale as Language) : "en");

/** The day a week starts on in the language's calendars. */
export function firstDayOfWeek(locale: string): WeekdayNumber {
  return FIRST_DAY[languageOf(locale)];
}

/** The weekday's name over a calendar column ("Mon", "lun.", "пн", "Mo"). */
export function shortWeekdayName(locale: string, weekday: number): string {
  return SHORT_NAMES[languageOf(locale)][weekday]!;
}

// 1 January 2023 was a Sunday: day `weekday` of that week names the weekday. Long names are the same in every engine.
const weekdayDate = (weekday: number) => new Date(Date.UTC(2023, 0, 1 + weekday, 12));

/** The weekday's full name as a list would name it ("Saturday", "samedi", "суббота", "Samstag"). */
export function longWeekdayName(locale: string, weekday: number): string {
  return new Intl.DateTimeFormat(languageOf(locale), { weekday: "long", timeZone: "UTC" }).format(weekdayDate(weekday));
}

/** Weekdays in the order the language's week runs ("Monday or Saturday" in French starts on Monday). */
export function weekdaysInWeekOrder(locale: string, weekdays: readonly number[]): number[] {
  const first = firstDayOfWeek(locale);
  return [...new Set(weekdays)].sort((a, b) => ((a - first + 7) % 7) - ((b - first + 7) % 7));
}

/** "Friday or Saturday", "vendredi ou samedi": the days a rule allows, one of which will do. */
export function weekdayChoice(locale: string, weekdays: readonly number[]): string {
  const names = weekdaysInWeekOrder(locale, weekdays).map((day) => longWeekdayName(locale, day));
  return new Intl.ListFormat(languageOf(locale), { type: "disjunction" }).format(names);
}
