// Every island a prerendered page can hold, by name: where its code is (loaded only on the pages that have it) and
// the catalog parts its messages are in besides the shell's (src/web/i18n/catalog-parts.ts), loaded with it. A
// component becomes an island with defineIsland in its own module, and gets its line here.
import type { CatalogPart } from "../i18n/catalog-parts.ts";
import type { IslandDefinition, IslandProps } from "./island.tsx";

export interface IslandEntry {
  load: () => Promise<IslandDefinition<IslandProps>>;
  parts: readonly CatalogPart[];
}

// Each loader returns the definition typed for its own props; the runtime hands it the props the build wrote.
function entry<P extends IslandProps>(
  load: () => Promise<IslandDefinition<P>>,
  parts: readonly CatalogPart[],
): IslandEntry {
  return { load: load as unknown as IslandEntry["load"], parts };
}

/** What every page's islands need: the header is on every page. */
export const ISLAND_BASE_PARTS: readonly CatalogPart[] = ["shell"];

export const ISLANDS: Readonly<Record<string, IslandEntry>> = {
  "site-header": entry(() => import("../features/shell/site-header.tsx").then((module) => module.siteHeaderIsland), []),
  "install-app": entry(() => import("../pwa/install-button.tsx").then((module) => module.installAppIsland), ["ui"]),
  "home-hero": entry(
    () => import("../features/home/hero/hero-section.tsx").then((module) => module.heroIsland),
    ["hero"],
  ),
  "booking-teaser": entry(
    () => import("../features/home/booking-teaser/booking-teaser.tsx").then((module) => module.bookingTeaserIsland),
    ["home", "date-picker", "ui"],
  ),
  "home-showcase": entry(
    () => import("../features/home/showcase/villa-showcase.tsx").then((module) => module.showcaseIsland),
    ["home", "ui"],
  ),
  "home-experiences": entry(
    () => import("../features/home/experiences/experiences-section.tsx").then((module) => module.experiencesIsland),
    ["home"],
  ),
  "service-filter": entry(
    () => import("../features/services/service-filter.tsx").then((module) => module.serviceFilterIsland),
    ["services", "ui"],
  ),
  "practical-categories": entry(
    () =>
      import("../features/practical-info/practical-categories.tsx").then((module) => module.practicalCategoriesIsland),
    ["practical-info", "ui"],
  ),
  "question-form": entry(
    () => import("../features/practical-info/question-form.tsx").then((module) => module.questionFormIsland),
    ["forms", "ui"],
  ),
  "contact-form": entry(
    () => import("../features/contact/contact-form.tsx").then((module) => module.contactFormIsland),
    ["forms", "ui"],
  ),
  "villa-map": entry(
    () => import("../shared/map/villa-map.tsx").then((module) => module.villaMapIsland),
    ["map", "ui"],
  ),
};
