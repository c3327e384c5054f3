// The imported calendars of a villa, each with its last successful sync, how many blocked ranges it holds and why
// its last attempt failed, if it did; Sync now fetches it at once, Remove (after a question) frees its dates.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { CalendarSource } from "../../../../../domain/schemas/calendar.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { Dialog } from "../../../../ui/dialog.tsx";
import { toast } from "../../../../ui/toast/toast-store.ts";
import { useRemoveSource, useSyncSource } from "./calendar-queries.ts";
import { feedErrorText } from "./calendar-texts.ts";

function SourceItem({
  source,
  villaId,
  onRemove,
}: {
  source: CalendarSource;
  villaId: string;
  onRemove: (source: CalendarSource) => void;
}) {
  const { t, i18n } = useLingui();
  const sync = useSyncSource(villaId);
  const lastSync = source.lastSyncedAt
    ? i18n.date(new Date(source.lastSyncedAt), {
        dateStyle: "medium",
        timeStyle: "short",
      })
    : null;
  const ranges = source.blockedRanges;
  const failed = source.lastErrorCode !== null || source.lastError !== null;

  const syncNow = () =>
    sync.mutate(source.id, {
      onSuccess: (synced) => {
        if (synced.lastErrorCode || synced.lastError) {
          toast.error(t`Sync failed`, {
            description: feedErrorText(i18n, synced.lastErrorCode, synced.lastError),
          });
        } else {
          toast.success(t`Calendar synced`);
        }
      },
      onError: (error) => toast.error(apiErrorText(i18n, error, t`Sync failed`)),
    });

  return (
    <li className="rounded-xl border border-slate-200 p-4" aria-label={source.label}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{source.label}</p>
          <p className="truncate font-mono text-sm text-slate-700" title={source.url}>
            {source.url}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-700">
              <Trans>Last sync</Trans>
            </dt>
            <dd className="text-slate-900">{lastSync ?? <Trans>Never</Trans>}</dd>
            <dt className="text-slate-700">
              <Trans>Blocked periods</Trans>
            </dt>
            <dd className="text-slate-900" data-testid="blocked-ranges">
              {i18n.number(ranges)}
            </dd>
          </dl>
          {failed ? (
            <p role="status" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              <Trans>Last sync failed:</Trans> {feedErrorText(i18n, source.lastErrorCode, source.lastError)}{" "}
              {source.lastSyncedAt ? <Trans>The dates from the last successful sync stay blocked.</Trans> : null}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            disabled={sync.isPending}
            onClick={syncNow}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {sync.isPending ? <Trans>Syncing...</Trans> : <Trans>Sync now</Trans>}
          </button>
          <button
            type="button"
            onClick={() => onRemove(source)}
            className={buttonClass({ variant: "ghost", size: "sm" })}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
    </li>
  );
}

export function SourceList({ villaId, sources }: { villaId: string; sources: CalendarSource[] }) {
  const { t, i18n } = useLingui();
  const remove = useRemoveSource(villaId);
  const [removing, setRemoving] = useState<CalendarSource | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(t`Calendar removed`);
      },
      onError: (error) => toast.error(apiErrorText(i18n, error, t`Failed to remove the calendar`)),
    });
  };

  if (sources.length === 0) {
    return (
      <p className="mt-3 text-slate-700 italic">
        <Trans>No calendars imported yet.</Trans>
      </p>
    );
  }
  const label = removing?.label ?? "";
  return (
    <>
      <ul className="mt-3 space-y-3">
        {sources.map((source) => (
          <SourceItem key={source.id} source={source} villaId={villaId} onRemove={setRemoving} />
        ))}
      </ul>
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} title={t`Remove this calendar?`} size="sm">
        <p className="text-slate-800">
          <Trans>The dates blocked by "{label}" become free to book here again.</Trans>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setRemoving(null)} className={buttonClass({ variant: "secondary" })}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" disabled={remove.isPending} onClick={confirmRemove} className={buttonClass()}>
            <Trans>Remove calendar</Trans>
          </button>
        </div>
      </Dialog>
    </>
  );
}
