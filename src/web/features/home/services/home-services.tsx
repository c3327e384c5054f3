// The home page's services section (SPEC 2: id "services", the target of the hero's second call to action):
// what every stay includes, then the featured extras, each card linking to its detail page.
import { Trans } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { buttonClass } from "../../../ui/button-styles.ts";
import { SectionHeading } from "../../../ui/section-heading.tsx";
import { featuredServices, servicesInCategory } from "../../../shared/services/catalogue.ts";
import { ServiceCard } from "../../../shared/services/service-card.tsx";

export function HomeServices() {
  const { lang } = useParams({ from: "/$lang" });
  const services = [...servicesInCategory("included"), ...featuredServices()];

  return (
    // tabIndex -1: the hero's link moves focus here, so keyboard users continue from this section.
    <section
      id="services"
      tabIndex={-1}
      aria-labelledby="services-title"
      className="bg-sand-50 py-16 focus:outline-none md:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <SectionHeading
          id="services-title"
          eyebrow={<Trans>Amenities & services</Trans>}
          title={<Trans>Hotel service, private villa</Trans>}
          description={
            <Trans>
              Housekeeping, the airport transfer and a 24/7 concierge come with every stay. Diving, desert trips and spa
              days are one message away.
            </Trans>
          }
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} className="w-full" />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to="/$lang/services" params={{ lang }} className={buttonClass({ variant: "secondary", size: "lg" })}>
            <Trans>Explore All Services</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
