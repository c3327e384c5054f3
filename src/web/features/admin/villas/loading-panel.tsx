// A centred "loading" line for a villa screen while its first answer is on its way.
import type { ReactNode } from "react";

export function LoadingPanel({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-700">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-sea-700 border-t-transparent motion-reduce:animate-none"
      />
      {children}
    </div>
  );
}
