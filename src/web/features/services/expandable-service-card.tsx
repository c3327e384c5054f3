// A card of the services page's filter (SPEC 2): selecting it expands it to show the highlights and the link,
// selecting it again collapses it. The parent keeps one card expanded at a time.
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { SiteLink } from "../../navigation/navigation.tsx";
import { buttonClass } from "../../ui/button-styles.ts";
import { SmartImage } from "../../ui/smart-image.tsx";
import type { Service } from "../../shared/services/catalogue.ts";
import { ServiceBadge } from "../../shared/services/service-badge.tsx";
import { ServiceList } from "./service-list.tsx";
import { priceText } from "./service-price.ts";

export interface ExpandableServiceCardProps {
  service: Service;
  lang: string;
  expanded: boolean;
  onToggle: () => void;
  onOpenDetails: () => void;
}

export function ExpandableServiceCard({
  service,
  lang,
  expanded,
  onToggle,
  onOpenDetails,
}: ExpandableServiceCardProps) {
  const { t, i18n } = useLingui();
  const panelId = useId();
  const title = i18n._(service.title);

  return (
    <article
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 transition-shadow ${
        expanded ? "shadow-md ring-sea-700" : "ring-sand-200 hover:shadow-md"
      }`}
    >
      {/* The toggle's hit area covers this upper part of the card; the expanded links below stay clickable. */}
      <div className="relative">
        <SmartImage
          src={service.image}
          alt={i18n._(service.imageAlt)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={640}
          height={400}
          className="aspect-[8/5] w-full object-cover"
        />
        <div className="flex flex-col gap-3 p-5 pb-3">
          <ServiceBadge service={service} className="self-start" />
          <h3 className="font-serif text-xl font-semibold text-sea-900">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={onToggle}
              className="flex w-full items-start justify-between gap-3 text-start after:absolute after:inset-0 after:content-['']"
            >
              <span>{title}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                fill="currentColor"
                className={`mt-1 size-5 shrink-0 text-sea-700 transition-transform ${expanded ? "rotate-180" : ""}`}
              >
                <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
              </svg>
            </button>
          </h3>
          <p className="text-slate-700">{i18n._(service.description)}</p>
          <p className="font-semibold text-sea-900">{priceText(i18n, service.price)}</p>
        </div>
      </div>
      <div id={panelId} hidden={!expanded} className="border-t border-sand-200 px-5 pt-4 pb-5">
        {expanded ? (
          <>
            <ServiceList heading={t`Highlights`} headingLevel={4} items={service.highlights} />
            <div className="mt-5 flex flex-wrap gap-3">
              {/* The visible label starts the accessible name (WCAG 2.5.3); the title tells the cards' buttons apart. */}
              <button
                type="button"
                onClick={onOpenDetails}
                aria-label={t`Quick view: ${title}`}
                className={buttonClass({ variant: "primary", size: "sm" })}
              >
                {t`Quick view`}
              </button>
              <SiteLink
                to={`/${lang}/services/${service.id}`}
                aria-label={t`Full details: ${title}`}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                {t`Full details`}
              </SiteLink>
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
}
