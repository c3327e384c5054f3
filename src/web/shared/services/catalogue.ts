// The static services catalogue of SPEC 3: 15 services, never fetched, with lookups the pages and the home use.
//
// SPEC 3 names 16 topics for 15 services; concierge and security are one service here ("24/7 Concierge &
// Security"), because at the villa the same team answers both.
import { ADVENTURE_SERVICES } from "./services-adventure.ts";
import { EXTRA_SERVICES } from "./services-extras.ts";
import { INCLUDED_SERVICES } from "./services-included.ts";
import type { Service, ServiceCategory, ServiceFilter } from "./service-types.ts";

export { DIFFICULTY_LABELS, SERVICE_CATEGORIES, SERVICE_CATEGORY_IDS, categoryLabel } from "./service-types.ts";
export type {
  PriceUnit,
  Service,
  ServiceCategory,
  ServiceCategoryIcon,
  ServiceCategoryInfo,
  ServiceDifficulty,
  ServiceFilter,
  ServicePrice,
} from "./service-types.ts";

export const SERVICES: readonly Service[] = [...INCLUDED_SERVICES, ...ADVENTURE_SERVICES, ...EXTRA_SERVICES];

/** SPEC 2 shows "up to four" featured services. */
export const MAX_FEATURED_SERVICES = 4;

export function findService(id: string): Service | undefined {
  return SERVICES.find((service) => service.id === id);
}

export function servicesInCategory(category: ServiceCategory): Service[] {
  return SERVICES.filter((service) => service.category === category);
}

export function featuredServices(): Service[] {
  return SERVICES.filter((service) => service.featured).slice(0, MAX_FEATURED_SERVICES);
}

/** SPEC 2: the filter "all" shows only the featured services; a category shows that category's services. */
export function servicesForFilter(filter: ServiceFilter): Service[] {
  return filter === "all" ? featuredServices() : servicesInCategory(filter);
}

export function isIncluded(service: Service): boolean {
  return service.category === "included";
}
