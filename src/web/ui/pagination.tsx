// Previous / Next paging for any list that comes in pages (My Bookings, the back-office lists), with
// "Page x of y" between. The buttons at either end stay focusable and say so with aria-disabled, so the focus
// is not thrown back to the page when the last page is reached.
import { Trans, useLingui } from "@lingui/react/macro";
import { buttonClass } from "./button-styles.ts";

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark; "Pagination" by default. Give one per list when a page has several. */
  label?: string;
  className?: string;
}

export function Pagination({ page, totalPages, onPageChange, label, className }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label={label ?? t`Pagination`} className={`flex items-center justify-between gap-3 ${className ?? ""}`}>
      <button
        type="button"
        aria-disabled={!hasPrevious || undefined}
        onClick={() => {
          if (hasPrevious) onPageChange(page - 1);
        }}
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 rtl:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <Trans>Previous</Trans>
      </button>
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </p>
      <button
        type="button"
        aria-disabled={!hasNext || undefined}
        onClick={() => {
          if (hasNext) onPageChange(page + 1);
        }}
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        <Trans>Next</Trans>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 rtl:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </nav>
  );
}
