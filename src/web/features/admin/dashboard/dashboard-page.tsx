// `/{lang}/admin` (SPEC 2 "Admin dashboard"): every figure comes from GET /stats/dashboard as the API sends it
// (an ADMIN sees everything, a HOST their own villas), led by what needs the owner now (attention-panel.tsx). Loading shows a skeleton; a failed load shows the error
// banner with Try again, above the last figures when there are some.
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { useApiErrorText } from "../../../api/use-api-error-text.ts";
import { useAuth } from "../../../auth/use-auth.ts";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { AdminErrorBanner } from "../layout/admin-error-banner.tsx";
import { AdminPageHeader } from "../layout/admin-page-header.tsx";
import { refreshNavCounts } from "../layout/nav-counts.ts";
import { useAdminLanguage } from "../layout/use-admin-language.ts";
import { AttentionPanel } from "./attention-panel.tsx";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";
import { HEALTH_KEY } from "./health-query.ts";
import { useDashboardStats } from "./dashboard-query.ts";
import { QuickActions } from "./quick-actions.tsx";
import { RecentBookings } from "./recent-bookings.tsx";
import { StatusTiles } from "./status-tiles.tsx";
import { SummaryCards } from "./summary-cards.tsx";

const loadCharts = () => import("./dashboard-charts.ts");
const RevenueTrend = lazy(() => loadCharts().then((charts) => ({ default: charts.RevenueTrend })));
const VillaDistribution = lazy(() => loadCharts().then((charts) => ({ default: charts.VillaDistribution })));
const SuccessRate = lazy(() => loadCharts().then((charts) => ({ default: charts.SuccessRate })));
const SystemHealth = lazy(() => loadCharts().then((charts) => ({ default: charts.SystemHealth })));
const RecentVillas = lazy(() => loadCharts().then((charts) => ({ default: charts.RecentVillas })));

/** A chart on its own: the panels around it stay while it loads. */
function Chart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function DashboardPage() {
  const { t } = useLingui();
  const language = useAdminLanguage();
  const { user } = useAuth();
  const query = useDashboardStats();
  const queryClient = useQueryClient();
  const stats = query.data;
  const failedTitle = t`Failed to load dashboard`;
  const errorText = useApiErrorText(query.isError ? query.error : null, failedTitle);
  // Refresh asks for the figures, the live health check and the menu's counts again.
  const refresh = () => {
    void query.refetch();
    void queryClient.invalidateQueries({ queryKey: HEALTH_KEY });
    void refreshNavCounts(queryClient);
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageMeta title={t`Admin Dashboard`} description={t`Bookings, revenue and villas at a glance.`} noindex />
      <AdminPageHeader
        title={t`Admin Dashboard`}
        description={t`Bookings, revenue and villas at a glance.`}
        updatedAt={stats ? query.dataUpdatedAt : undefined}
        onRefresh={refresh}
        refreshing={query.isFetching}
      />
      {query.isError ? (
        <div className="mt-6">
          <AdminErrorBanner
            title={failedTitle}
            message={errorText ?? failedTitle}
            onRetry={refresh}
            retrying={query.isFetching}
          />
        </div>
      ) : null}
      {stats ? (
        <div className="mt-6 grid gap-4 sm:gap-6">
          {/* What needs the owner leads, before the figures: on a phone it is the first screen. */}
          <AttentionPanel attention={stats.attention} language={language} />
          <SummaryCards stats={stats} />
          <StatusTiles stats={stats} language={language} />
          {/* Two columns only from xl: beside the sidebar, narrower screens give the side panels too little room. */}
          <div className="grid gap-4 sm:gap-6 xl:grid-cols-3">
            <div className="grid min-w-0 content-start gap-4 sm:gap-6 xl:col-span-2">
              <RecentBookings bookings={stats.recentBookings} language={language} />
              <Chart>
                <RevenueTrend trend={stats.monthlyTrend} />
              </Chart>
              <Chart>
                <RecentVillas villas={stats.recentVillas} language={language} />
              </Chart>
            </div>
            <div className="grid min-w-0 content-start gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-1">
              {user ? <QuickActions language={language} role={user.role} /> : null}
              <Chart>
                <VillaDistribution stats={stats} />
              </Chart>
              <Chart>
                <SuccessRate stats={stats} />
              </Chart>
              <Chart>
                <SystemHealth />
              </Chart>
            </div>
          </div>
        </div>
      ) : query.isPending ? (
        <DashboardSkeleton />
      ) : null}
    </div>
  );
}
