// The heading of a back-office screen: its title, when its data was fetched, and a Refresh button that is
// disabled while a refresh runs (SPEC 2 "Admin dashboard"; the other sections can use it the same way).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { buttonClass } from "../../../ui/button-styles.ts";

interface AdminPageHeaderProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** When the data shown was fetched (ms since the epoch); 0 or undefined while nothing has arrived. */
  updatedAt?: number;
  onRefresh?: () => void;
  refreshing?: boolean;
}

export function AdminPageHeader({ title, description, updatedAt, onRefresh, refreshing = false }: AdminPageHeaderProps) {
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
      {onRefresh ? (
        <button type="button" onClick={onRefresh} disabled={refreshing} className={buttonClass({ variant: "secondary", size: "sm" })}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-4 ${refreshing ? "animate-spin motion-reduce:animate-none" : ""}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
          </svg>
          {refreshing ? <Trans>Refreshing...</Trans> : <Trans>Refresh</Trans>}
        </button>
      ) : null}
    </div>
  );
}
