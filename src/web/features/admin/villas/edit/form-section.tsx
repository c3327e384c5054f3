// One titled part of the villa edit form (SPEC 2: Basic Information, Capacity & Pricing, Settings, Amenities,
// Images): a card whose heading names the region for screen readers.
import { useId, type ReactNode } from "react";

export function FormSection({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
