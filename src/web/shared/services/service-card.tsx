// A compact service card (image, badge, title, short description, link to the detail page), used on the
// home page's services section and wherever a service is listed without the expandable behaviour.
import { useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { SmartImage } from "../../ui/smart-image.tsx";
import { isIncluded, type Service } from "./catalogue.ts";
import { ServiceBadge } from "./service-badge.tsx";

export interface ServiceCardProps {
  service: Service;
  /** The card title's heading level: 3 under a section's h2 (the default), 2 directly under a page's h1. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function ServiceCard({ service, headingLevel = 3, className }: ServiceCardProps) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const Heading = `h${headingLevel}` as const;
  const title = i18n._(service.title);
  // SPEC 2: "Included in Stay" for included services, "Book Service" for the others.
  const included = isIncluded(service);
  const action = included ? t`Included in Stay` : t`Book Service`;
  const actionLabel = included ? t`Included in Stay: ${title}` : t`Book Service: ${title}`;

  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-md ${className ?? ""}`}
    >
      <SmartImage
        src={service.image}
        alt={i18n._(service.imageAlt)}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        width={640}
        height={400}
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ServiceBadge service={service} className="self-start" />
        <Heading className="font-serif text-xl font-semibold text-sea-900">{title}</Heading>
        <p className="flex-1 text-slate-700">{i18n._(service.description)}</p>
        <Link
          to="/$lang/services/$serviceId"
          params={{ lang, serviceId: service.id }}
          // The whole card is the link's target area; the name starts with the visible label (WCAG 2.5.3).
          aria-label={actionLabel}
          className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-sea-700 underline-offset-4 after:absolute after:inset-0 hover:text-sea-900 hover:underline"
        >
          {action}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
