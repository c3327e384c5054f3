// The white panel every dashboard block sits in, with its h2: one look, and each block a labelled region.
import { useId, type ReactNode } from "react";

interface DashboardPanelProps {
  title: string;
  /** Beside the title (a "View all" link). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function DashboardPanel({ title, action, children, className = "" }: DashboardPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
