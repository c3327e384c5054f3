// The heading of a back-office screen: its title, when its data was fetched, and a Refresh button that is
// disabled while a refresh runs (SPEC 2 "Admin dashboard"; the other sections can use it the same way).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { RefreshButton } from "./refresh-button.tsx";

interface AdminPageHeaderProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** When the data shown was fetched (ms since the epoch); 0 or undefined while nothing has arrived. */
  updatedAt?: number;
  onRefresh?: () => void;
  refreshing?: boolean;
}

export function AdminPageHeader({
  title,
  description,
  updatedAt,
  onRefresh,
  refreshing = false,
}: AdminPageHeaderProps) {
  const { i18n } = useLingui();
  const time = updatedAt ? i18n.date(new Date(updatedAt), { timeStyle: "medium" }) : null;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-serif text-3xl font-semibold text-sea-900 md:text-4xl">{title}</h1>
        {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
        {time ? (
          <p className="mt-1 text-sm text-slate-700" data-updated-at={updatedAt}>
            <Trans>
              Last updated: <time dateTime={new Date(updatedAt ?? 0).toISOString()}>{time}</time>
            </Trans>
          </p>
        ) : null}
      </div>
      {onRefresh ? <RefreshButton refreshing={refreshing} onRefresh={onRefresh} /> : null}
    </div>
  );
}
