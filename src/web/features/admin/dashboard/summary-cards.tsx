// SPEC 2's four summary cards: Total Villas (active / inactive), Total Bookings (pending), This Month's Revenue
// (this week's), Average Booking (completed count). Each figure carries data-figure with the API field it shows.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import type { DashboardStats } from "../../../../domain/schemas/stats.ts";
import { formatMoney } from "./dashboard-figures.ts";

function SummaryCard({
  label,
  value,
  figure,
  detail,
  money = false,
}: {
  label: string;
  value: string;
  figure: string;
  detail: ReactNode;
  /** An amount: kept on one line, so its sign never wraps alone (a phone's half-width card is narrow). */
  money?: boolean;
}) {
  const labelId = useId();
  return (
    <li>
      <section
        aria-labelledby={labelId}
        className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id={labelId} className="text-sm font-semibold text-slate-700">
          {label}
        </h2>
        <p
          className={`mt-1 text-xl font-bold text-slate-900 min-[400px]:text-2xl sm:text-3xl ${money ? "whitespace-nowrap" : "break-words"}`}
          data-figure={figure}
          data-money={money || undefined}
        >
          {value}
        </p>
        <p className="mt-auto pt-1 text-sm text-slate-700">{detail}</p>
      </section>
    </li>
  );
}

export function SummaryCards({ stats }: { stats: DashboardStats }) {
  const { t, i18n } = useLingui();
  const n = (value: number) => i18n.number(value);
  const money = (value: number) => formatMoney(i18n.locale, value);
  const active = n(stats.activeVillas);
  const inactive = n(stats.inactiveVillas);
  const pending = n(stats.pendingBookings);
  const weekly = money(stats.weeklyRevenue);
  const completed = n(stats.completedBookings);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <SummaryCard
        label={t`Total Villas`}
        value={n(stats.totalVillas)}
        figure="totalVillas"
        detail={
          <Trans>
            <span data-figure="activeVillas">{active}</span> active ·{" "}
            <span data-figure="inactiveVillas">{inactive}</span> inactive
          </Trans>
        }
      />
      <SummaryCard
        label={t`Total Bookings`}
        value={n(stats.totalBookings)}
        figure="totalBookings"
        detail={
          <Trans>
            <span data-figure="pendingBookings">{pending}</span> pending
          </Trans>
        }
      />
      <SummaryCard
        label={t`This Month's Revenue`}
        value={money(stats.monthlyRevenue)}
        figure="monthlyRevenue"
        money
        detail={
          <Trans>
            <span data-figure="weeklyRevenue" data-money className="whitespace-nowrap">
              {weekly}
            </span>{" "}
            this week
          </Trans>
        }
      />
      <SummaryCard
        label={t`Average Booking`}
        value={money(stats.averageBookingValue)}
        figure="averageBookingValue"
        money
        detail={
          <Trans>
            <span data-figure="completedBookings">{completed}</span> completed
          </Trans>
        }
      />
    </ul>
  );
}
