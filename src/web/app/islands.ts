// Every island a prerendered page can hold, by name: where its code is (loaded only on the pages that have it) and
// the catalog parts its messages are in besides the shell's (src/web/islands/catalog-parts.ts), loaded with it. A
// component becomes an island with defineIsland in its own module, and gets its line here.
// It lives with the app's wiring: the island runtime (src/web/islands/) is shared and imports no feature.
import type { CatalogPart } from "../islands/catalog-parts.ts";
import { islandEntry as entry, type IslandEntry } from "../islands/island.tsx";
import { DATA_ISLANDS } from "./data-islands.ts";

/** What every page's islands need: the header is on every page. */
export const ISLAND_BASE_PARTS: readonly CatalogPart[] = ["shell"];

export const ISLANDS: Readonly<Record<string, IslandEntry>> = {
  "site-header": entry(() => import("../features/shell/site-header.tsx").then((module) => module.siteHeaderIsland), []),
  "install-app": entry(() => import("../pwa/install-button.tsx").then((module) => module.installAppIsland), ["ui"]),
  "keep-offline": entry(
    () => import("../pwa/keep-offline-button.tsx").then((module) => module.keepOfflineIsland),
    ["ui"],
  ),
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
  "request-stay": entry(
    () => import("../features/booking/villa-page/request-stay-button.tsx").then((module) => module.requestStayIsland),
    [],
  ),
  "villa-photos": entry(
    () => import("../features/booking/gallery/villa-photos.tsx").then((module) => module.villaPhotosIsland),
    ["ui"],
  ),
  ...DATA_ISLANDS,
};
