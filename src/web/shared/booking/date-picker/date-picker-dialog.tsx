// The Select dates modal (SPEC 2 "Date picker modal"): two months, booked nights greyed out, the SPEC
// selection rules, a nights count and check-in / check-out summary. Loaded only when a guest opens it. Once the
// villa's rates are in (fetched once per villa, so months turn without a wait), each day shows its night's price,
// and the stay rules (DESIGN 7.1) refuse days with their reason in the day's label and in lines under the calendar.
import type { I18n } from "@lingui/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { createContext, useContext, useMemo, useState } from "react";
import { Day, DayButton, DayPicker, type DayButtonProps, type DayPickerLocale, type DayProps } from "react-day-picker";
import { de, enUS, fr, ru } from "react-day-picker/locale";
import { addMonths, villaToday, type IsoDate } from "../../../../domain/dates.ts";
import { calendarDays } from "../../../../domain/rates/calendar-days.ts";
import { firstDayOfWeek, shortWeekdayName } from "../../../i18n/calendar-week.ts";
import { formatCalendarDate, formatPrice } from "../../../i18n/format.ts";
import { stayRuleText } from "./stay-rule-text.ts";
import { useVillaRates } from "../../villa/villa-rates.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { OfflineDataNote } from "../../../offline/offline-data-note.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { firstShownMonth, useBookedDates } from "./booked-dates.ts";
import type { DateRangePickerProps } from "./date-range-picker.tsx";
import {
  EMPTY_RANGE,
  isInStay,
  isSelectable,
  lastCheckInDay,
  minimumStayAhead,
  refusalIssues,
  selectDate,
  stayNights,
  type Availability,
  type StayRange,
} from "./selection.ts";

const CALENDAR_LOCALES: Record<string, Partial<DayPickerLocale>> = { en: enUS, fr, ru, de };

/** The calendar works on local midnights; the rules on YYYY-MM-DD strings. */
function isoOf(date: Date): IsoDate {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

function dateOf(iso: IsoDate): Date {
  return new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

/** The nightly rates of the shown months' days, by date; empty until the rates arrive. */
const DayRates = createContext<ReadonlyMap<IsoDate, number>>(new Map());
const DayRateText = createContext<(rate: number) => string>(String);

/** A night's price small enough for a 44px cell: "180", "1,250", "95.50", "12K" — the legend names the currency. */
function compactRate(i18n: I18n, rate: number): string {
  if (rate >= 10_000) return i18n.number(rate, { notation: "compact", maximumFractionDigits: 1 });
  const digits = Number.isInteger(rate) ? 0 : 2;
  return i18n.number(rate, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

// SPEC: days outside the displayed month cannot be selected, even though the 42-cell grid shows them.
function MonthDayButton(props: DayButtonProps) {
  return <DayButton {...props} disabled={props.disabled || props.modifiers.outside || undefined} />;
}

/** The price's colour on its day: white on a chosen end, grey on a day that cannot be clicked. */
function priceTone(modifiers: DayProps["modifiers"]): string {
  if (modifiers.check_in || modifiers.check_out) return "text-white";
  // A refused day's night can still be part of a stay: its price stays readable (AA), only fainter than the rest.
  if (modifiers.disabled) return "text-slate-500";
  return modifiers.in_stay ? "text-sea-900" : "text-slate-700";
}

// A neighbouring month's day is drawn plain: the booked or selected look belongs to its own grid. Under the day's
// number, its night's price (not on a booked night, which no one can buy). It lies over the button but outside it,
// for the eye only: the button's label says the price in full ("€180"), and a voice user says the day's number.
function MonthDay({ day, modifiers, className, children, ...cell }: DayProps) {
  const rates = useContext(DayRates);
  const rateText = useContext(DayRateText);
  const rate = day.outside || modifiers.booked ? undefined : rates.get(isoOf(day.date));
  return (
    <Day day={day} modifiers={modifiers} className={day.outside ? DAY_CELL : `relative ${className ?? ""}`} {...cell}>
      {children}
      {rate === undefined ? null : (
        <span
          aria-hidden="true"
          data-testid="day-price"
          className={`pointer-events-none absolute inset-x-0 bottom-1.5 text-[0.625rem] leading-none font-normal tabular-nums ${priceTone(modifiers)}`}
        >
          {rateText(rate)}
        </span>
      )}
    </Day>
  );
}

const DAY_CELL = "p-0 text-center";

// 44px wide (7 columns fit a 360px phone, the calendar reaching into the dialog's padding) and 48px tall, the number
// near the top so the night's price (MonthDay) fits under it.
const DAY_BUTTON =
  "relative flex h-12 w-11 flex-col items-center justify-start pt-1.5 rounded-xl text-sm font-medium text-slate-900 " +
  "transition-colors hover:bg-sea-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent";

export default function DatePickerDialog({
  onClose,
  villaId,
  villaIdLoading = false,
  checkIn,
  checkOut,
  openOn,
  onConfirm,
}: DateRangePickerProps) {
  const { t, i18n } = useLingui();
  const today = useMemo(() => villaToday(), []);
  // A stay handed in from an old draft may have started already: then the guest starts afresh.
  const [range, setRange] = useState<StayRange>(() =>
    checkIn && checkIn >= today ? { checkIn, checkOut: checkOut && checkOut > checkIn ? checkOut : null } : EMPTY_RANGE,
  );
  const [firstMonth, setFirstMonth] = useState<IsoDate>(() => firstShownMonth(range.checkIn, openOn, today));
  const { booked, isLoading, updatedAt } = useBookedDates(villaId, firstMonth, villaIdLoading);
  // Without them (not loaded yet, or offline with none saved) the picker works on booked nights alone.
  const { rates } = useVillaRates(villaId);

  const availability = useMemo<Availability>(() => ({ today, booked: new Set(booked), rates }), [today, booked, rates]);
  // The two shown months, priced by the domain's calendar (the rates of the server's own calendar).
  const shownDays = useMemo(() => {
    const from = addMonths(firstMonth, 0);
    if (!rates) return [];
    return calendarDays(rates.pricing, rates.seasons, [], from, addMonths(from, 2));
  }, [rates, firstMonth]);
  // Past nights are not for sale: no price under them.
  const dayRates = useMemo(
    () => new Map(shownDays.filter((day) => day.date >= today).map((day) => [day.date, day.rate])),
    [shownDays, today],
  );
  const rateText = useMemo(() => (rate: number) => compactRate(i18n, rate), [i18n]);
  // Why days are refused, once each, for the lines under the calendar.
  const minimumStay = minimumStayAhead(range, availability);
  const ruleNotes = useMemo(() => {
    const notes = new Set<string>();
    for (const { date } of shownDays) {
      for (const issue of refusalIssues(date, range, availability)) {
        // The minimum stay has its own line, naming the check-in it counts from.
        if (issue.rule !== "MIN_STAY") notes.add(stayRuleText(i18n, issue));
      }
    }
    return [...notes];
  }, [shownDays, range, availability, i18n]);
  const nights = stayNights(range);
  const isBooked = (date: Date) => availability.booked.has(isoOf(date));

  const onDayClick = (date: Date) => setRange((current) => selectDate(current, isoOf(date), availability));

  const dayLabel = (date: Date, modifiers: Record<string, boolean>): string => {
    const iso = isoOf(date);
    const parts = [formatCalendarDate(i18n, iso, "long")];
    const rate = modifiers.booked || modifiers.outside ? undefined : dayRates.get(iso);
    if (rate !== undefined) parts.push(formatPrice(i18n, rate));
    if (iso === range.checkIn) parts.push(t`check-in`);
    if (iso === range.checkOut) parts.push(t`check-out`);
    // A booked day stays clickable only as the end of a back-to-back stay.
    if (modifiers.booked) parts.push(isSelectable(iso, range, availability) ? t`check-out only` : t`booked`);
    for (const issue of modifiers.outside ? [] : refusalIssues(iso, range, availability)) {
      parts.push(stayRuleText(i18n, issue, range.checkIn));
    }
    return parts.join(", ");
  };

  const summaryDate = (iso: IsoDate | null) =>
    iso ? formatCalendarDate(i18n, iso, "medium") : <span className="text-slate-700">{t`Not selected`}</span>;

  return (
    <Dialog open onClose={onClose} title={t`Select dates`} size="lg">
      <OfflineDataNote updatedAt={updatedAt} className="mb-3" />
      {/* On a phone the calendar reaches into the dialog's padding: seven 44px columns need 308px. */}
      <div className="relative -mx-4 flex justify-center sm:mx-0 sm:block">
        <DayRates.Provider value={dayRates}>
          <DayRateText.Provider value={rateText}>
            <DayPicker
              month={dateOf(firstMonth)}
              onMonthChange={(month) => setFirstMonth(isoOf(month))}
              numberOfMonths={2}
              fixedWeeks
              showOutsideDays
              weekStartsOn={firstDayOfWeek(i18n.locale)}
              startMonth={dateOf(addMonths(today, 0))}
              endMonth={dateOf(addMonths(lastCheckInDay(today), 1))}
              disableNavigation={isLoading}
              today={dateOf(today)}
              locale={CALENDAR_LOCALES[i18n.locale] ?? enUS}
              disabled={(date: Date) => !isSelectable(isoOf(date), range, availability)}
              onDayClick={onDayClick}
              modifiers={{
                booked: isBooked,
                check_in: (date: Date) => isoOf(date) === range.checkIn,
                check_out: (date: Date) => isoOf(date) === range.checkOut,
                in_stay: (date: Date) => isInStay(isoOf(date), range),
              }}
              modifiersClassNames={{
                booked: "[&>button]:bg-rose-50 [&>button]:text-rose-800 [&>button]:line-through",
                in_stay: "[&>button]:bg-sea-100 [&>button]:text-sea-900 [&>button]:no-underline",
                check_in: "[&>button]:!bg-sea-700 [&>button]:!text-white",
                check_out: "[&>button]:!bg-sea-700 [&>button]:!text-white",
                today: "[&>button]:ring-1 [&>button]:ring-sea-700",
              }}
              labels={{
                labelDayButton: dayLabel,
                labelNext: () => t`Next month`,
                labelPrevious: () => t`Previous month`,
                labelNav: () => t`Change month`,
              }}
              formatters={{
                formatWeekdayName: (weekday) => shortWeekdayName(i18n.locale, weekday.getDay()),
              }}
              components={{ Day: MonthDay, DayButton: MonthDayButton }}
              classNames={{
                root: "relative",
                months: "flex flex-col gap-6 md:flex-row md:gap-8",
                month: "flex flex-col gap-2",
                month_caption: "flex h-11 items-center",
                caption_label: "font-serif text-lg font-semibold capitalize text-sea-900",
                nav: "absolute end-0 top-0 z-10 flex gap-1",
                button_previous:
                  "inline-flex size-11 items-center justify-center rounded-full text-sea-900 hover:bg-sea-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40",
                button_next:
                  "inline-flex size-11 items-center justify-center rounded-full text-sea-900 hover:bg-sea-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40",
                chevron: "size-5 fill-current",
                month_grid: "border-collapse",
                weekdays: "",
                weekday: "h-8 w-11 text-xs font-semibold text-slate-700",
                week: "",
                day: DAY_CELL,
                day_button: DAY_BUTTON,
              }}
            />
          </DayRateText.Provider>
        </DayRates.Provider>
      </div>

      {minimumStay !== null || ruleNotes.length > 0 ? (
        <ul className="mt-4 space-y-1 text-sm font-medium text-slate-800" aria-live="polite" data-testid="stay-rules">
          {minimumStay !== null && range.checkIn ? (
            <li>{stayRuleText(i18n, { rule: "MIN_STAY", minStay: minimumStay }, range.checkIn)}</li>
          ) : null}
          {ruleNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}

      {isLoading ? (
        <p role="status" className="mt-4 text-sm text-slate-700">
          <Trans>Loading available dates...</Trans>
        </p>
      ) : null}

      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700" aria-label={t`Legend`}>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-4 rounded-full bg-rose-50 ring-1 ring-rose-800" />
          <Trans>Booked</Trans>
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-4 rounded-full bg-sea-700" />
          <Trans>Selected</Trans>
        </li>
        {dayRates.size > 0 ? (
          <li>
            <Trans>Under each day: the price of its night, in euros</Trans>
          </li>
        ) : null}
      </ul>

      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-700">
            <Trans>Check-in</Trans>
          </dt>
          <dd className="mt-1 text-base text-slate-900" data-testid="picker-check-in">
            {summaryDate(range.checkIn)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">
            <Trans>Check-out</Trans>
          </dt>
          <dd className="mt-1 text-base text-slate-900" data-testid="picker-check-out">
            {summaryDate(range.checkOut)}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="font-semibold text-slate-700">
            <Trans>Length of stay</Trans>
          </dt>
          <dd className="mt-1 text-base text-slate-900" aria-live="polite">
            {nights > 0 ? <Plural value={nights} one="# night" other="# nights" /> : "—"}
          </dd>
        </div>
      </dl>

      {/* Two months stacked are taller than a phone: the buttons stay pinned to the bottom of the dialog, so
          Confirm is always in reach without scrolling past the calendar. */}
      <div className="sticky bottom-0 z-10 -mx-6 -mb-6 mt-6 flex gap-3 border-t border-slate-200 bg-white px-6 py-4 sm:justify-end md:-mx-8 md:-mb-8 md:px-8">
        <button
          type="button"
          className={buttonClass({ variant: "secondary", className: "flex-1 text-center leading-tight sm:flex-none" })}
          onClick={() => setRange({ checkIn: null, checkOut: null })}
        >
          <Trans>Clear dates</Trans>
        </button>
        <button
          type="button"
          className={buttonClass({ variant: "primary", className: "flex-1 text-center leading-tight sm:flex-none" })}
          disabled={!range.checkIn || !range.checkOut}
          onClick={() => {
            if (range.checkIn && range.checkOut) onConfirm({ checkIn: range.checkIn, checkOut: range.checkOut });
          }}
        >
          <Trans>Confirm dates</Trans>
        </button>
      </div>
    </Dialog>
  );
}
