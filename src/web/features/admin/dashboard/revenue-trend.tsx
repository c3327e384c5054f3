// SPEC 2's 6-month revenue trend: one bar per month, drawn with CSS (no chart library), the tallest month at
// full height and none below MIN_BAR_PERCENT. The bars are for the eye; screen readers read the same figures
// from a table (visually hidden), with full month names and exact amounts.
import { Trans, useLingui } from "@lingui/react/macro";
import type { MonthlyTrendEntry } from "../../../../domain/schemas/stats.ts";
import { DashboardPanel } from "./dashboard-card.tsx";
import { barHeights, formatMoney, formatMoneyCompact, monthLabel } from "./dashboard-figures.ts";

export function RevenueTrend({ trend }: { trend: readonly MonthlyTrendEntry[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const heights = barHeights(trend.map((entry) => entry.revenue));
  return (
    <DashboardPanel title={t`Revenue Trend`}>
      <p className="-mt-2 mb-1 text-sm text-slate-700">
        <Trans>Last 6 months: confirmed and completed stays, by check-in month.</Trans>
      </p>
      <p aria-hidden="true" className="mb-4 text-xs text-slate-700">
        <Trans>Above each bar: the month's revenue. Under the month: its number of bookings.</Trans>
      </p>
      <div aria-hidden="true" className="grid grid-cols-6 gap-1.5 sm:gap-3" data-chart="revenue-trend">
        {trend.map((entry, index) => (
          <div key={entry.month} className="flex min-w-0 flex-col items-center text-center" data-month={entry.month}>
            {/* A long amount ("12,3 тыс. €") may wrap between its number and unit, never before the sign. */}
            <span
              data-money
              className="mb-1 max-w-full text-[0.6875rem] leading-tight font-semibold text-slate-800 tabular-nums sm:text-xs"
            >
              {formatMoneyCompact(locale, entry.revenue)}
            </span>
            <div className="flex h-40 w-full items-end justify-center rounded-md bg-slate-100">
              <div
                className="w-full max-w-12 rounded-t-md bg-sea-700"
                style={{ height: `${heights[index] ?? 0}%` }}
                data-bar-height={heights[index]}
              />
            </div>
            <span className="mt-1 text-sm font-semibold text-slate-900">
              {monthLabel(locale, entry.month, "short")}
            </span>
            <span className="text-xs text-slate-700 tabular-nums">{i18n.number(entry.bookings)}</span>
          </div>
        ))}
      </div>
      {/* sr-only on the wrapper: a table ignores the 1 px width sr-only gives it and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>
            <Trans>Revenue and bookings per month, last 6 months</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col">
                <Trans>Revenue</Trans>
              </th>
              <th scope="col">
                <Trans>Bookings</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {trend.map((entry) => (
              <tr key={entry.month} data-month={entry.month}>
                <th scope="row">{monthLabel(locale, entry.month, "long")}</th>
                <td>{formatMoney(locale, entry.revenue)}</td>
                <td>{i18n.number(entry.bookings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardPanel>
  );
}
