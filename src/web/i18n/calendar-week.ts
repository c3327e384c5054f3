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
