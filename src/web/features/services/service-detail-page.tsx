// The page of one service, `/{lang}/services/{id}` (SPEC 2, content from the SPEC 3 catalogue): the full
// description, facts, highlights, inclusions, calls to action and the other services of its category.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { PageMeta } from "../../ui/page-meta.tsx";
import { SmartImage } from "../../ui/smart-image.tsx";
import { featuredServices, findService, servicesInCategory, type Service } from "../../shared/services/catalogue.ts";
import { ServiceActions } from "./service-actions.tsx";
import { ServiceBadge } from "../../shared/services/service-badge.tsx";
import { ServiceCard } from "../../shared/services/service-card.tsx";
import { ServiceFacts } from "./service-facts.tsx";
import { ServiceList } from "./service-list.tsx";

export function ServiceDetailPage() {
  const { lang, serviceId } = useParams({ from: "/$lang/services/$serviceId" });
  // The route's loader has already sent unknown ids to Not Found.
  const service = findService(serviceId);
  return service ? <ServiceDetail service={service} lang={lang} /> : null;
}

function ServiceDetail({ service, lang }: { service: Service; lang: string }) {
  const { t, i18n } = useLingui();
  const title = i18n._(service.title);
  const sameCategory = servicesInCategory(service.category).filter((other) => other.id !== service.id);
  // A category of one (cultural, transport) has no siblings; the featured services are the next best suggestion.
  const others = sameCategory.length > 0 ? sameCategory : featuredServices().filter((other) => other.id !== service.id);

  return (
    <article aria-labelledby="service-title" className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
      <PageMeta title={title} description={i18n._(service.description)} />
      <nav aria-label={t`Breadcrumb`}>
        <Link
          to="/$lang/services"
          params={{ lang }}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-sea-700 underline-offset-4 hover:text-sea-900 hover:underline"
        >
          <span aria-hidden="true">←</span>
          <Trans>All services</Trans>
        </Link>
      </nav>

      <div className="mt-4 grid gap-8 lg:grid-cols-2 lg:items-start">
        <div>
          <ServiceBadge service={service} />
          <h1
            id="service-title"
            className="mt-3 font-serif text-4xl font-semibold text-balance text-sea-900 md:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-4 text-xl leading-relaxed text-slate-700">{i18n._(service.description)}</p>
        </div>
        <SmartImage
          src={service.image}
          alt={i18n._(service.imageAlt)}
          priority
          sizes="(min-width: 1024px) 50vw, 100vw"
          width={960}
          height={600}
          className="aspect-[8/5] w-full rounded-2xl object-cover shadow-lg"
        />
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-5 text-lg leading-relaxed text-slate-800">
          <h2 className="font-serif text-2xl font-semibold text-sea-900">
            <Trans>About this service</Trans>
          </h2>
          {service.longDescription.map((paragraph) => (
            <p key={paragraph.id}>{i18n._(paragraph)}</p>
          ))}
          <div className="grid gap-8 pt-4 sm:grid-cols-2">
            <ServiceList heading={t`Highlights`} headingLevel={2} items={service.highlights} />
            <ServiceList heading={t`What's included`} headingLevel={2} items={service.included} />
          </div>
        </div>

        <aside
          aria-labelledby="service-booking-title"
          className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200"
        >
          <h2 id="service-booking-title" className="font-serif text-2xl font-semibold text-sea-900">
            <Trans>At a glance</Trans>
          </h2>
          <ServiceFacts service={service} layout="sidebar" className="mt-4" />
          <p className="mt-5 text-slate-700">
            {service.category === "included" ? (
              <Trans>This service comes with every booking of the villa.</Trans>
            ) : (
              <Trans>Book your stay, then tell your concierge which day suits you; we arrange everything.</Trans>
            )}
          </p>
          <ServiceActions service={service} lang={lang} layout="sidebar" className="mt-5" />
        </aside>
      </div>

      {others.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="font-serif text-3xl font-semibold text-sea-900">
            {sameCategory.length > 0 ? (
              <Trans>Other services in this category</Trans>
            ) : (
              <Trans>You may also like</Trans>
            )}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((other) => (
              <li key={other.id} className="flex">
                <ServiceCard service={other} className="w-full" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
