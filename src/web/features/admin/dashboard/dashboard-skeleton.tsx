// The loading state: grey blocks in the dashboard's shape, and one status line for screen readers.
import { Trans } from "@lingui/react/macro";

const FOUR = [0, 1, 2, 3];

export function DashboardSkeleton() {
  return (
    <div className="mt-6">
      <p role="status" className="mb-4 text-slate-700">
        <Trans>Loading dashboard...</Trans>
      </p>
      <div aria-hidden="true" className="grid animate-pulse gap-4 motion-reduce:animate-none">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {FOUR.map((i) => (
            <div key={i} className="h-28 rounded-2xl bg-slate-200" />
          ))}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {FOUR.map((i) => (
            <div key={i} className="h-20 rounded-2xl bg-slate-200" />
          ))}
        </div>
        <div className="h-64 rounded-2xl bg-slate-200" />
      </div>
    </div>
  );
}
