// A page whose data this device has never loaded cannot show it offline: rather than a spinner that never ends,
// it says so, and that it will load by itself once the connection is back (TanStack Query resumes paused queries).
import { Trans } from "@lingui/react/macro";

/** True while a query has no data and waits for the network (offline, or the tester's Simulate offline). */
export function isWaitingForNetwork(query: { isPending: boolean; fetchStatus: string }): boolean {
  return query.isPending && query.fetchStatus === "paused";
}

export function OfflineUnavailable({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div
      role="status"
      data-testid="offline-unavailable"
      className="rounded-2xl bg-amber-50 p-6 text-center ring-1 ring-amber-200"
    >
      <Heading className="font-serif text-2xl font-semibold text-slate-900">
        <Trans>Not available offline yet</Trans>
      </Heading>
      <p className="mt-2 text-slate-800">
        <Trans>
          This page has not been saved on this device yet. It will load by itself when the connection is back.
        </Trans>
      </p>
    </div>
  );
}
