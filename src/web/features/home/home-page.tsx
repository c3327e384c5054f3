// The home page (SPEC 2 "Home"): hero, booking teaser, villa showcase, services (id "services"),
// experiences and the travel notes, in that order.
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { PageMeta } from "../../ui/page-meta.tsx";
import { BlogTeaser } from "./blog/blog-teaser.tsx";
import { Island } from "../../islands/island.tsx";
import { bookingTeaserIsland } from "./booking-teaser/booking-teaser.tsx";
import { experiencesIsland } from "./experiences/experiences-section.tsx";
import { HERO_IMAGE_COUNT, heroIsland } from "./hero/hero-section.tsx";
import { HomeServices } from "./services/home-services.tsx";
import { showcaseIsland } from "./showcase/villa-showcase.tsx";
import { siteVilla } from "../../shared/site/site-data.ts";
import { picturesToShow } from "../../../domain/villa-facts.ts";

export function HomePage() {
  const { t, i18n } = useLingui();
  const heroImages = picturesToShow(siteVilla(i18n.locale).images).slice(0, HERO_IMAGE_COUNT);

  // A shared link to /{lang}#services lands on the section once it exists (the router scrolls to the top first).
  useEffect(() => {
    if (window.location.hash === "#services") document.getElementById("services")?.scrollIntoView();
  }, []);

  return (
    <>
      <PageMeta
        title={t`Luxury private villa in North Hurghada`}
        description={t`A private villa for up to 10 guests on the Red Sea in North Hurghada: infinity pool, 4 bedrooms, 50 m from the beach, with housekeeping, airport transfer and a 24/7 concierge included.`}
      />
      <Island of={heroIsland} props={{ images: heroImages }} hydrate="load" />
      <Island of={bookingTeaserIsland} props={{}} hydrate="idle" />
      <Island of={showcaseIsland} props={{}} hydrate="idle" />
      <HomeServices />
      <Island of={experiencesIsland} props={{}} hydrate="idle" />
      <BlogTeaser />
    </>
  );
}
