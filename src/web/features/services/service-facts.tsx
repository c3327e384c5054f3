// The practical facts of a service (price, duration, difficulty, group size) as a description list,
// shared by the detail modal and the detail page.
import { useLingui } from "@lingui/react/macro";
import { DIFFICULTY_LABELS, type Service } from "../../shared/services/catalogue.ts";
import { priceText } from "./service-price.ts";

export interface ServiceFactsProps {
  service: Service;
  /** "wide": two columns from small screens up (the modal); "sidebar": back to one where the sidebar is narrow (lg). */
  layout?: "wide" | "sidebar";
  className?: string;
}

export function ServiceFacts({ service, layout = "wide", className }: ServiceFactsProps) {
  const { t, i18n } = useLingui();
  const facts: { term: string; value: string }[] = [
    { term: t`Price`, value: priceText(i18n, service.price) },
    { term: t`Duration`, value: i18n._(service.duration) },
    // Services without a physical challenge (a massage, a transfer) have no difficulty; SPEC 7 says "Not specified".
    {
      term: t`Difficulty`,
      value: service.difficulty ? i18n._(DIFFICULTY_LABELS[service.difficulty]) : t`Not specified`,
    },
    { term: t`Group size`, value: service.groupSize ? i18n._(service.groupSize) : t`Flexible` },
  ];
  return (
    <dl
      className={`grid gap-3 ${layout === "wide" ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-1"} ${className ?? ""}`}
    >
      {facts.map((fact) => (
        <div key={fact.term} className="rounded-xl bg-sand-50 px-4 py-3 ring-1 ring-sand-200">
          <dt className="text-sm font-semibold text-slate-700">{fact.term}</dt>
          <dd className="mt-1 font-semibold text-sea-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
