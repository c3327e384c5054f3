// `/{lang}/admin/villas/{villaId}/calendar` (issue 22 item 5): the owner's calendar, built for a phone. Three months
// at a time (one GET calendar?detail=1), as an agenda on a phone and a grid on a wide screen, each night with what
// holds it, its price and minimum stay. The owner taps the first night and the last; the range sheet then blocks,
// unblocks or prices them. A bar at the bottom says what to tap next and clears the selection.
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { Link, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { villaToday, type IsoDate } from "../../../../../domain/dates.ts";
import { isLanguage } from "../../../../../domain/languages.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { useAuth } from "../../../../auth/use-auth.ts";
import { localPath } from "../../../../i18n/language-path.ts";
import { formatCalendarDate } from "../../../../i18n/format.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { PageMeta } from "../../../../ui/page-meta.tsx";
import { AdminErrorPanel } from "../admin-error-panel.tsx";
import { LoadingPanel } from "../loading-panel.tsx";
import { VillaNotFound } from "../villa-not-found.tsx";
import { useAdminVilla } from "../villa-queries.ts";
import { villaLoadState } from "../villa-load-state.ts";
import { CalendarAgenda, CalendarGrid } from "./calendar-months.tsx";
import {
  monthWindow,
  MONTHS_PER_WINDOW,
  NO_SELECTION,
  selectedRange,
  shiftMonth,
  tapNight,
  type Selection,
} from "./calendar-selection.ts";
import { CalendarLegend } from "./calendar-legend.tsx";
import { useOwnerCalendar } from "./owner-calendar-queries.ts";
import { RangeSheet, useRangeTitle } from "./range-sheet.tsx";

// Two words in Russian and German: the buttons share the row and wrap inside themselves, never past the screen.
const NAV_BUTTON = buttonClass({
  variant: "secondary",
  size: "sm",
  className: "min-w-0 px-2 text-center leading-tight",
});

export interface OwnerCalendarPageProps {
  villaId: string;
  /** The first month shown, `YYYY-MM`; undefined: this month at the villa. */
  month: string | undefined;
  onMonthChange: (month: string) => void;
}

export function OwnerCalendarPage({ villaId, month, onMonthChange }: OwnerCalendarPageProps) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const language = isLanguage(lang) ? lang : "en";
  const { user } = useAuth();
  const villa = villaLoadState(useAdminVilla(villaId), user);
  const firstMonth = month ?? villaToday().slice(0, 7);
  const window = monthWindow(firstMonth);
  const calendar = useOwnerCalendar(villaId, window.from, window.to);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [sheetOpen, setSheetOpen] = useState(false);
  const range = selectedRange(selection);
  // While the next months load, the previous ones stay on screen under their own headings.
  const shown =
    calendar.isPlaceholderData && calendar.data?.days[0]
      ? monthWindow(calendar.data.days[0].date.slice(0, 7)).months
      : window.months;

  const tap = (night: IsoDate) => {
    const next = tapNight(selection, night);
    setSelection(next);
    // The second tap completes the range: the sheet opens on it at once.
    if (next.kind === "range") setSheetOpen(true);
  };
  const clear = () => {
    setSelection(NO_SELECTION);
    setSheetOpen(false);
  };
  const move = (months: number) => {
    clear();
    onMonthChange(shiftMonth(firstMonth, months));
  };

  const villaTitle = villa.kind === "found" ? villa.villa.title : "";
  const title = villaTitle === "" ? t`Calendar and prices` : t`Calendar and prices: ${villaTitle}`;
  return (
    <div className="mx-auto max-w-6xl">
      <PageMeta title={title} description={t`The villa's nights, prices and blocks.`} noindex />
      <Link
        to={localPath(language, `/admin/villas/${villaId}`)}
        className="mb-2 inline-flex min-h-11 items-center gap-1 font-medium text-sea-900 hover:underline"
      >
        <Trans>Back to villa</Trans>
      </Link>
      {villa.kind === "missing" ? (
        <VillaNotFound language={language} />
      ) : (
        <>
          <header className="mb-4">
            <h1 className="font-serif text-3xl font-semibold break-words text-slate-900">
              <Trans>Calendar and prices</Trans>
            </h1>
            {villa.kind === "found" ? <p className="mt-1 text-slate-800">{villa.villa.title}</p> : null}
            <p className="mt-2 text-slate-700">
              <Trans>Tap the first night, then the last night, to block, unblock or price them.</Trans>
            </p>
            {/* The villa's own rates, weekend nights, discounts and the list of seasons live on the rates page. */}
            <Link
              to={localPath(language, `/admin/villas/${villaId}/rates`)}
              className="mt-1 inline-flex min-h-11 items-center font-medium text-sea-900 underline hover:no-underline"
            >
              <Trans>Rates and rules</Trans>
            </Link>
          </header>
          <CalendarLegend />
          <nav aria-label={t`Months`} className="my-4 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
            <button type="button" onClick={() => move(-MONTHS_PER_WINDOW)} className={NAV_BUTTON}>
              <Trans>Earlier months</Trans>
            </button>
            <button
              type="button"
              onClick={() => {
                clear();
                onMonthChange(villaToday().slice(0, 7));
              }}
              className={buttonClass({ variant: "ghost", size: "sm" })}
            >
              <Trans>Today</Trans>
            </button>
            <button type="button" onClick={() => move(MONTHS_PER_WINDOW)} className={NAV_BUTTON}>
              <Trans>Later months</Trans>
            </button>
          </nav>
          {calendar.data ? (
            <div aria-busy={calendar.isPlaceholderData}>
              <div className="md:hidden">
                <CalendarAgenda months={shown} detail={calendar.data} selection={selection} onTap={tap} />
              </div>
              <div className="hidden md:block">
                <CalendarGrid months={shown} detail={calendar.data} selection={selection} onTap={tap} />
              </div>
            </div>
          ) : calendar.isError ? (
            <AdminErrorPanel
              title={t`Failed to load the calendar`}
              message={apiErrorText(i18n, calendar.error, t`Please try again or contact support.`)}
              onRetry={() => void calendar.refetch()}
            />
          ) : (
            <LoadingPanel>
              <Trans>Loading calendar...</Trans>
            </LoadingPanel>
          )}
          <SelectionBar selection={selection} onOpen={() => setSheetOpen(true)} onClear={clear} />
          <RangeSheet
            villaId={villaId}
            range={sheetOpen ? range : null}
            detail={calendar.data}
            onClose={() => setSheetOpen(false)}
            onDone={clear}
          />
        </>
      )}
    </div>
  );
}

/** What to tap next, and the way out: kept at the bottom of the screen, where the thumb is; read out as it changes. */
function SelectionBar({
  selection,
  onOpen,
  onClear,
}: {
  selection: Selection;
  onOpen: () => void;
  onClear: () => void;
}) {
  const { t, i18n } = useLingui();
  const rangeTitle = useRangeTitle();
  const range = selectedRange(selection);
  const nights = range?.nights ?? 0;
  const firstNight = selection.kind === "first" ? formatCalendarDate(i18n, selection.night, "medium") : "";
  const text =
    selection.kind === "none"
      ? t`Tap the first night.`
      : selection.kind === "first"
        ? t`${firstNight}: now tap the last night (the same night again for one night).`
        : rangeTitle(range!);
  return (
    <div className="sticky bottom-0 z-20 mt-6 -mx-4 border-t border-slate-300 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur">
      <div className="flex flex-wrap items-center gap-2">
        <p aria-live="polite" className="min-w-0 flex-1 basis-48 text-sm font-medium text-slate-900">
          {text}
        </p>
        {selection.kind !== "none" ? (
          <button type="button" onClick={onClear} className={buttonClass({ variant: "ghost", size: "sm" })}>
            <Trans>Clear selection</Trans>
          </button>
        ) : null}
        {range ? (
          <button type="button" onClick={onOpen} className={buttonClass({ size: "sm" })}>
            {t({ message: plural(nights, { one: "Change this night", other: "Change these # nights" }) })}
          </button>
        ) : null}
      </div>
    </div>
  );
}
