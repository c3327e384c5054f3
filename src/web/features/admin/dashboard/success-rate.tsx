// SPEC 2 "Booking Success Rate = (completed + confirmed) / total", over every booking in the actor's scope.
import { Trans, useLingui } from "@lingui/react/macro";
import type { DashboardStats } from "../../../../domain/schemas/stats.ts";
import { DashboardPanel } from "./dashboard-card.tsx";
import { bookingSuccessRate, formatPercent } from "./dashboard-figures.ts";
import { RateBar } from "./rate-bar.tsx";

export function SuccessRate({ stats }: { stats: DashboardStats }) {
  const { t, i18n } = useLingui();
  const rate = bookingSuccessRate(stats);
  const successful = i18n.number(stats.completedBookings + stats.confirmedBookings);
  const total = i18n.number(stats.totalBookings);
  return (
    <DashboardPanel title={t`Booking Success Rate`}>
      <p className="text-3xl font-bold text-sea-900" data-figure="successRate">
        {formatPercent(i18n.locale, rate)}
      </p>
      <div className="mt-3">
        <RateBar percent={rate} colour="bg-green-700" />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>
          {successful} of {total} bookings confirmed or completed
        </Trans>
      </p>
    </DashboardPanel>
  );
}
