// Grey placeholders in the shape of a list while its first page loads: table rows from the lg breakpoint, cards
// below it. Hidden from screen readers, which hear the page's status line instead.
import type { ReactNode } from "react";

interface RowsAndCardsSkeletonProps {
  count: number;
  /** The bars of one table row, in the list's column widths. */
  row: ReactNode;
  /** The bars of one card between its title and its action button. */
  card: ReactNode;
  testId?: string;
}

export function RowsAndCardsSkeleton({ count, row, card, testId }: RowsAndCardsSkeletonProps) {
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <div aria-hidden="true" data-testid={testId} className="animate-pulse motion-reduce:animate-none">
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white lg:block">
        <div className="h-12 bg-sand-50" />
        {items.map((item) => (
          <div key={item} className="flex items-center gap-6 border-t border-slate-100 px-4 py-5">
            {row}
          </div>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:hidden">
        {items.map((item) => (
          <div key={item} className="rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-5 w-40 rounded bg-slate-200" />
            {card}
            <div className="mt-5 h-11 rounded-full bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
