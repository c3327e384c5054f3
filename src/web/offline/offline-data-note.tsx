// "Offline — last updated ...": under data shown from the saved cache while there is no connection (DESIGN 5), so
// the guest knows how old it is (a booked-dates calendar from yesterday may have changed since).
import { Trans, useLingui } from "@lingui/react/macro";
import { useIsOnline } from "./network-status.ts";

/** `updatedAt`: the query's dataUpdatedAt (0 when there is no data). */
export function OfflineDataNote({ updatedAt, className = "" }: { updatedAt: number; className?: string }) {
  const { i18n } = useLingui();
  const online = useIsOnline();
  if (online || updatedAt === 0) return null;
  const when = i18n.date(new Date(updatedAt), { dateStyle: "medium", timeStyle: "short" });
  return (
    <p data-testid="offline-data-note" className={`text-sm font-medium text-amber-900 ${className}`}>
      <Trans>Offline, last updated {when}</Trans>
    </p>
  );
}
