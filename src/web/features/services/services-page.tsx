// The services page (SPEC 2 Services): hero, the services included in every stay, then the category filter
// whose default view is the featured services, and the catalogue's structured data (SPEC 7).
import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { PageMeta } from "../../ui/page-meta.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { SmartImage } from "../../ui/smart-image.tsx";
import { marketingPicture } from "../../shared/site/site-data.ts";
import { servicesInCategory } from "../../shared/services/catalogue.ts";
import { ServiceCard } from "../../shared/services/service-card.tsx";
import { serviceFilterIsland } from "./service-filter.tsx";
import { Island } from "../../islands/island.tsx";
import { ServiceJsonLd } from "./service-json-ld.tsx";

export function ServicesPage() {
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });

  return (
    <>
      <PageMeta
        title={t`Services & Experiences`}
        description={t`Airport transfer, concierge, housekeeping and more included in every stay at the villa, plus diving, desert safaris, spa and tours to Luxor on request.`}
      />
      <ServiceJsonLd lang={lang} />

      <section aria-labelledby="services-title" className="relative isolate overflow-hidden bg-sea-950">
        <SmartImage
          src={marketingPicture(lang, 1)}
          // Decorative: the heading says what the section is; the photo is atmosphere.
          alt=""
          priority
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        {/* The gradient keeps white text above 4.5:1 whatever part of the photo is behind it. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-950/95 via-sea-950/75 to-sea-950/45"
        />
        <div className="mx-auto max-w-4xl px-4 py-20 text-center md:py-28">
          <p className="text-sm font-semibold tracking-widest text-sand-200 uppercase">
            <Trans>Red Sea Villa services</Trans>
          </p>
          <h1
            id="services-title"
            className="mt-4 font-serif text-4xl font-semibold text-balance text-white md:text-6xl"
          >
            <Trans>Services & Experiences</Trans>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-white/90 md:text-xl">
            <Trans>
              Hotel comfort with the privacy of your own villa. The essentials are included in every stay; the
              adventures, treatments and tours are arranged by your concierge whenever you like.
            </Trans>
          </p>
        </div>
      </section>

      <section aria-labelledby="included-title" className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-20">
        <SectionHeading
          id="included-title"
          eyebrow={<Trans>No extra cost</Trans>}
          title={<Trans>Included in every stay</Trans>}
          description={<Trans>From the moment you land until you leave, these services come with the villa.</Trans>}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {servicesInCategory("included").map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} className="w-full" />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="explore-title" className="border-t border-sand-200">
        <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-20">
          <SectionHeading
            id="explore-title"
            eyebrow={<Trans>Featured experiences</Trans>}
            title={<Trans>Explore our services</Trans>}
            description={
              <Trans>Select a service to see its highlights, or open the quick view for everything it includes.</Trans>
            }
          />
          <div className="mt-8">
            <Island of={serviceFilterIsland} props={{ lang }} hydrate="idle" />
          </div>
        </div>
      </section>
    </>
  );
}
