// The building blocks of the practical-info texts: a lead paragraph and a list of named items
// ("Payment — A 50% deposit …"), styled once so every section reads the same.
import type { ReactNode } from "react";

export function Lead({ children }: { children: ReactNode }) {
  return <p className="text-lg leading-relaxed text-slate-700">{children}</p>;
}

export interface InfoItem {
  /** Stable key, the SPEC's name for the item (villa, pool, smoking …). */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

export function InfoList({ items, tone = "default" }: { items: readonly InfoItem[]; tone?: "default" | "muted" }) {
  return (
    <dl className="mt-5 grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <div
          key={item.id}
          data-item={item.id}
          className={`rounded-2xl p-5 ring-1 ${tone === "muted" ? "bg-sand-50 ring-sand-200" : "bg-white ring-sea-100"}`}
        >
          <dt className="font-semibold text-sea-900">{item.title}</dt>
          <dd className="mt-1.5 leading-relaxed text-slate-700">{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Paragraphs({ children }: { children: ReactNode }) {
  return <div className="space-y-4 leading-relaxed text-slate-700 [&_p]:max-w-prose">{children}</div>;
}
