// What a list shows when it has nothing to show: a dashed box with a line icon, a heading, and the explanation
// and the way out the list passes as children.
import type { ReactNode } from "react";

interface EmptyBoxProps {
  /** The icon's strokes, drawn on a 24 × 24 view box. */
  icon: ReactNode;
  title: ReactNode;
  /** Names the box by its heading when given. */
  titleId?: string;
  children: ReactNode;
}

export function EmptyBox({ icon, title, titleId, children }: EmptyBoxProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto size-12 text-sea-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        {icon}
      </svg>
      <h2 id={titleId} className="mt-4 font-serif text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
