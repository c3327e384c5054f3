// One page of a list shown as a table on wide screens and as cards below the breakpoint, with the paging under
// it. While the next page loads the current one stays, dimmed (placeholder data).
import type { ReactNode } from "react";
import { Pagination, type PaginationProps } from "./pagination.tsx";

// Whole class names, so Tailwind finds them in the source.
const SHOWN_FROM = {
  lg: { table: "hidden lg:block", cards: "lg:hidden" },
  xl: { table: "hidden xl:block", cards: "xl:hidden" },
} as const;

interface TableOrCardsProps {
  /** The breakpoint from which the table replaces the cards. */
  from: keyof typeof SHOWN_FROM;
  dimmed: boolean;
  table: ReactNode;
  cards: ReactNode;
  pagination: Omit<PaginationProps, "className">;
}

export function TableOrCards({ from, dimmed, table, cards, pagination }: TableOrCardsProps) {
  return (
    <div className={dimmed ? "opacity-60 transition-opacity" : "transition-opacity"}>
      <div className={SHOWN_FROM[from].table}>{table}</div>
      <div className={SHOWN_FROM[from].cards}>{cards}</div>
      <Pagination {...pagination} className="mt-6" />
    </div>
  );
}
