// The months of the owner's calendar, two ways over the same nights: on a phone an agenda (a row per day, the
// weekday and date, what holds the night, its price and minimum stay, all readable at 360 px in Russian), from
// the md breakpoint a month grid. Each night is a real button (aria-pressed while selected), so the thumb, a mouse
// and the keyboard select a range alike. Its name is what it shows, after the full date for screen readers (the
// short weekday and day number are hidden from them).
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { weekdayOf, type IsoDate } from "../../../../../domain/dates.ts";
import { firstDayOfWeek, shortWeekdayName } from "../../../../i18n/calendar-week.ts";
import { formatPrice } from "../../../../i18n/format.ts";
import {
  daysOfMonth,
  holderOfNight,
  isNightSelected,
  monthWeeks,
  type CalendarDetail,
  type Selection,
} from "./calendar-selection.ts";
import { HolderChip } from "./night-holder.tsx";

export interface CalendarMonthsProps {
  months: readonly IsoDate[];
  detail: CalendarDetail;
  selection: Selection;
  onTap: (night: IsoDate) => void;
}

function useMonthTitle() {
  const { i18n } = useLingui();
  return (firstDay: IsoDate) =>
    i18n.date(new Date(`${firstDay}T12:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });
}

/** The night's full date, read first in its button's name (the short weekday and day number are for the eye). */
function useFullDate() {
  const { i18n } = useLingui();
  return (date: IsoDate) => i18n.date(new Date(`${date}T12:00:00Z`), { dateStyle: "full", timeZone: "UTC" });
}

function MinStay({ nights }: { nights: number }) {
  const { t } = useLingui();
  return <>{t({ message: plural(nights, { one: "min. # night", other: "min. # nights" }) })}</>;
}

export function CalendarAgenda({ months, detail, selection, onTap }: CalendarMonthsProps) {
  const { i18n } = useLingui();
  const monthTitle = useMonthTitle();
  const fullDate = useFullDate();
  const byDate = new Map(detail.days.map((d) => [d.date, d]));
  return (
    <div className="space-y-6">
      {months.map((first) => (
        <section key={first} aria-labelledby={`agenda-${first}`}>
          <h2
            id={`agenda-${first}`}
            className="sticky top-[var(--header-height)] z-10 bg-sand-50/95 py-2 font-serif text-xl font-semibold text-slate-900 first-letter:uppercase"
          >
            {monthTitle(first)}
          </h2>
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-300 bg-white">
            {daysOfMonth(first).map((date) => {
              const day = byDate.get(date);
              if (!day) return null;
              const selected = isNightSelected(selection, date);
              const weekday = weekdayOf(date);
              return (
                <li key={date}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    data-night={date}
                    onClick={() => onTap(date)}
                    className={`flex min-h-14 w-full items-center gap-3 px-3 py-2 text-start focus-visible:relative focus-visible:z-10 ${
                      selected ? "bg-sea-100 shadow-[inset_4px_0_0_var(--color-sea-800)]" : "hover:bg-sea-50"
                    }`}
                  >
                    <span className="sr-only">{fullDate(date)}</span>
                    <span className="flex w-10 shrink-0 flex-col items-center leading-tight" aria-hidden="true">
                      <span className={`text-xs ${weekday === 0 || weekday === 6 ? "text-red-800" : "text-slate-700"}`}>
                        {shortWeekdayName(i18n.locale, weekday)}
                      </span>
                      <span className="text-lg font-semibold text-slate-900">{i18n.number(Number(date.slice(8)))}</span>
                    </span>
                    <span className="flex min-w-0 flex-1">
                      <HolderChip holder={holderOfNight(detail, date)} available={day.available} />
                    </span>
                    <span className="flex shrink-0 flex-col items-end leading-tight">
                      <span className="font-semibold text-slate-900">{formatPrice(i18n, day.rate)}</span>
                      <span className="text-xs text-slate-700">
                        <MinStay nights={day.minStay} />
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function CalendarGrid({ months, detail, selection, onTap }: CalendarMonthsProps) {
  const { i18n } = useLingui();
  const monthTitle = useMonthTitle();
  const fullDate = useFullDate();
  const weekStart = firstDayOfWeek(i18n.locale);
  const byDate = new Map(detail.days.map((d) => [d.date, d]));
  return (
    <div className="space-y-8">
      {months.map((first) => (
        <section key={first} aria-labelledby={`grid-${first}`}>
          <h2
            id={`grid-${first}`}
            className="mb-2 font-serif text-xl font-semibold text-slate-900 first-letter:uppercase"
          >
            {monthTitle(first)}
          </h2>
          <div className="grid grid-cols-7 gap-1" aria-hidden="true">
            {Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7).map((weekday) => (
              <span key={weekday} className="py-1 text-center text-sm font-medium text-slate-700">
                {shortWeekdayName(i18n.locale, weekday)}
              </span>
            ))}
          </div>
          <ul className="grid grid-cols-7 gap-1">
            {monthWeeks(first, weekStart)
              .flat()
              .map((date, i) => {
                const day = date === null ? undefined : byDate.get(date);
                if (date === null || !day) return <li key={`blank-${i}`} aria-hidden="true" />;
                const selected = isNightSelected(selection, date);
                return (
                  <li key={date} className="min-w-0">
                    <button
                      type="button"
                      aria-pressed={selected}
                      data-night={date}
                      onClick={() => onTap(date)}
                      className={`flex h-full min-h-24 w-full flex-col items-start gap-1 rounded-lg border p-1.5 text-start ${
                        selected
                          ? "border-sea-800 bg-sea-100 ring-2 ring-sea-800"
                          : "border-slate-300 bg-white hover:bg-sea-50"
                      }`}
                    >
                      <span className="sr-only">{fullDate(date)}</span>
                      <span className="flex w-full items-baseline justify-between gap-1">
                        <span className="font-semibold text-slate-900" aria-hidden="true">
                          {i18n.number(Number(date.slice(8)))}
                        </span>
                        <span className="text-sm font-semibold text-slate-900">{formatPrice(i18n, day.rate)}</span>
                      </span>
                      <span className="text-xs text-slate-700">
                        <MinStay nights={day.minStay} />
                      </span>
                      <span className="flex w-full min-w-0">
                        <HolderChip holder={holderOfNight(detail, date)} available={day.available} />
                      </span>
                    </button>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
