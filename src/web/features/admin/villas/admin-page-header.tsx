// The heading row of a villas screen: the title (the page's h1) with a line under it, and the screen's actions,
// which wrap under the title on a phone.
import type { ReactNode } from "react";

export function AdminPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="font-serif text-3xl font-semibold break-words text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-slate-700">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
