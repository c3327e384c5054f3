// The badge of a service card (SPEC 2): INCLUDED for included services, FEATURED for featured ones,
// otherwise the category name, upper-cased by CSS so each language keeps its own spelling.
import { useLingui } from "@lingui/react/macro";
import { categoryLabel, isIncluded, type Service } from "./catalogue.ts";

type BadgeKind = "included" | "featured" | "category";

function badgeKind(service: Service): BadgeKind {
  if (isIncluded(service)) return "included";
  return service.featured ? "featured" : "category";
}

// Dark text on light tints: each pair is above 4.5:1.
const BADGE_COLOURS: Record<BadgeKind, string> = {
  included: "bg-emerald-100 text-emerald-900",
  featured: "bg-amber-100 text-amber-900",
  category: "bg-sea-100 text-sea-900",
};

export function ServiceBadge({ service, className }: { service: Service; className?: string }) {
  const { t, i18n } = useLingui();
  const kind = badgeKind(service);
  const label =
    kind === "included" ? t`Included` : kind === "featured" ? t`Featured` : i18n._(categoryLabel(service.category));
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase ${BADGE_COLOURS[kind]} ${className ?? ""}`}
    >
      {label}
    </span>
  );
}
