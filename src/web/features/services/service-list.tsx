// A titled bullet list of a service (highlights, what is included), with a tick before each line.
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

export interface ServiceListProps {
  heading: ReactNode;
  headingLevel: 2 | 3 | 4;
  items: readonly MessageDescriptor[];
  className?: string;
}

export function ServiceList({ heading, headingLevel, items, className }: ServiceListProps) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className}>
      <Heading className="font-semibold text-sea-900">{heading}</Heading>
      <ul className="mt-2 space-y-2">
        {items.map((item) => (
          <li key={item.id} className="flex gap-2 text-slate-700">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-5 shrink-0 text-emerald-700"
              fill="currentColor"
            >
              <path d="M8.2 13.6 4.6 10l-1.2 1.2 4.8 4.8 9-9-1.2-1.2z" />
            </svg>
            <span>{i18n._(item)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
