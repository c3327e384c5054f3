// The category filter of the services page (SPEC 2): ARIA tabs for all and the six categories; "all" shows
// the featured services, a category shows its services; one card is expanded at a time, and a card opens
// the detail modal.
import { Plural, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Tabs } from "../../ui/tabs.tsx";
import {
  SERVICE_CATEGORIES,
  findService,
  servicesForFilter,
  type ServiceFilter as Filter,
} from "../../shared/services/catalogue.ts";
import { CategoryIcon } from "./category-icon.tsx";
import { ExpandableServiceCard } from "./expandable-service-card.tsx";
import { ServiceDetailDialog } from "./service-detail-dialog.tsx";
import { defineIsland } from "../../site/island.tsx";

export function ServiceFilter({ lang }: { lang: string }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>("all");
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [dialogServiceId, setDialogServiceId] = useState<string | null>(null);

  function changeFilter(next: Filter) {
    setFilter(next);
    setExpandedId(null);
  }

  const items = SERVICE_CATEGORIES.map((category) => {
    const services = servicesForFilter(category.id);
    const count = services.length;
    return {
      id: category.id,
      label: (
        <>
          <CategoryIcon icon={category.icon} />
          {i18n._(category.label)}
        </>
      ),
      panel: (
        <>
          <p className="mb-6 text-center text-slate-700">
            {category.id === "all" ? (
              t`Our most popular experiences. Choose a category to see all of its services.`
            ) : (
              <Plural value={count} one="# service in this category" other="# services in this category" />
            )}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.id}>
                <ExpandableServiceCard
                  service={service}
                  lang={lang}
                  expanded={expandedId === service.id}
                  onToggle={() => setExpandedId((current) => (current === service.id ? null : service.id))}
                  onOpenDetails={() => setDialogServiceId(service.id)}
                />
              </li>
            ))}
          </ul>
        </>
      ),
    };
  });

  return (
    <>
      <Tabs label={t`Service categories`} items={items} value={filter} onChange={changeFilter} />
      <ServiceDetailDialog
        service={dialogServiceId ? (findService(dialogServiceId) ?? null) : null}
        lang={lang}
        onClose={() => setDialogServiceId(null)}
      />
    </>
  );
}

export const serviceFilterIsland = defineIsland("service-filter", ServiceFilter);
