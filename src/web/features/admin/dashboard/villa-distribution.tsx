// SPEC 2 "Villa Status Distribution with a utilization rate": the villas guests can book (active and AVAILABLE)
// against the rest, and the utilization rate as defined in dashboard-figures.ts (the bookable share).
import { Trans, useLingui } from "@lingui/react/macro";
import type { DashboardStats } from "../../../../domain/schemas/stats.ts";
import { DashboardPanel } from "./dashboard-card.tsx";
import { formatPercent, percentOf, villaUtilizationRate } from "./dashboard-figures.ts";
import { RateBar } from "./rate-bar.tsx";

export function VillaDistribution({ stats }: { stats: DashboardStats }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const rows = [
    { key: "active", label: t`Active and available`, count: stats.activeVillas, colour: "bg-green-700" },
    { key: "inactive", label: t`Inactive or unavailable`, count: stats.inactiveVillas, colour: "bg-slate-500" },
  ];
  const utilization = formatPercent(locale, villaUtilizationRate(stats));
  return (
    <DashboardPanel title={t`Villa Status Distribution`}>
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li key={row.key} className="grid gap-1">
            <p className="flex flex-wrap justify-between gap-x-2 text-sm">
              <span className="font-medium text-slate-800">{row.label}</span>
              <span className="text-slate-900 tabular-nums">
                <span className="font-semibold">{i18n.number(row.count)}</span> (
                {formatPercent(locale, percentOf(row.count, stats.totalVillas))})
              </span>
            </p>
            <RateBar percent={percentOf(row.count, stats.totalVillas)} colour={row.colour} />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-2 border-t border-slate-200 pt-3">
        <p className="font-semibold text-slate-900">
          <Trans>Utilization rate</Trans>
        </p>
        <p className="text-2xl font-bold text-sea-900" data-figure="utilizationRate">
          {utilization}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Share of villas that are visible and available for booking.</Trans>
      </p>
    </DashboardPanel>
  );
}
