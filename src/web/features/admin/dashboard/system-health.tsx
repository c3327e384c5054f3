// SPEC 2 "System Health": the fixed words All Systems Operational and the hard-coded 99.9 % uptime, and under
// them what GET /api/health really answers now (API and database up, and how fast), so a failure is not hidden
// behind the fixed text.
import { Trans, useLingui } from "@lingui/react/macro";
import { useApiErrorText } from "../../../api/use-api-error-text.ts";
import { DashboardPanel } from "./dashboard-card.tsx";
import { formatPercent } from "./dashboard-figures.ts";
import { useHealth } from "./health-query.ts";

/** SPEC 2: "a hard-coded uptime of 99.9 percent". */
const STATED_UPTIME_PERCENT = 99.9;

function LiveCheck() {
  const { i18n } = useLingui();
  const health = useHealth();
  const reason = useApiErrorText(health.isError ? health.error : null);
  // Until the failure's words have come, the check is still being worked out.
  if (health.isPending || (health.isError && reason === undefined)) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>Checking the server...</Trans>
      </p>
    );
  }
  if (health.isError) {
    return (
      <p className="text-sm font-semibold text-red-900" data-health="down">
        <Trans>Live check failed: {reason}</Trans>
      </p>
    );
  }
  const latency = i18n.number(health.data.database.latencyMs);
  return (
    <p className="text-sm text-slate-700" data-health="up">
      <Trans>Live check: server and database responding (database {latency} ms).</Trans>
    </p>
  );
}

export function SystemHealth() {
  const { t, i18n } = useLingui();
  return (
    <DashboardPanel title={t`System Health`}>
      <p className="flex items-center gap-2 font-semibold text-green-900">
        <span aria-hidden="true" className="size-3 rounded-full bg-green-600" />
        <Trans>All Systems Operational</Trans>
      </p>
      <p className="mt-2 flex justify-between gap-2 text-sm">
        <span className="text-slate-800">
          <Trans>Uptime</Trans>
        </span>
        <span className="font-semibold text-slate-900" data-figure="uptime">
          {formatPercent(i18n.locale, STATED_UPTIME_PERCENT)}
        </span>
      </p>
      <div className="mt-3 border-t border-slate-200 pt-3">
        <LiveCheck />
      </div>
    </DashboardPanel>
  );
}
