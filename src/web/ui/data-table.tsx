// The table of a list on large screens (bookings, villa bookings, accounts): a rounded card that scrolls sideways
// when it must, a caption for screen readers only, a sand header row of column names, and the rows it is given.
import type { ReactNode } from "react";

const PADDING = { normal: "px-4", compact: "px-3" } as const;
export type TableDensity = keyof typeof PADDING;

/** Header cell classes; compact padding lets a wide table (nine columns) fit the screen. */
export function headClass(density: TableDensity = "normal"): string {
  return `${PADDING[density]} py-3 text-start text-sm font-semibold text-slate-800`;
}

/** Body cell classes, the base a row's cells add their alignment and wrapping to. */
export function cellClass(density: TableDensity = "normal"): string {
  return `${PADDING[density]} py-3 align-top text-slate-800`;
}

export const ROW_CLASS = "border-b border-slate-100 last:border-b-0";

export interface TableColumn {
  key: string;
  label: ReactNode;
  /** Aligned to the end: numbers, prices and actions. */
  end?: boolean;
}

interface DataTableProps {
  caption: ReactNode;
  columns: readonly TableColumn[];
  density?: TableDensity;
  /** The <tr> rows. */
  children: ReactNode;
}

export function DataTable({ caption, columns, density = "normal", children }: DataTableProps) {
  const head = headClass(density);
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-50">
          <tr className="border-b border-slate-200">
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.end ? `${head} text-end` : head}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
