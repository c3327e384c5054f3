// The pages the build renders to HTML in each language: the public pages whose content is the same for every
// visitor, and My Bookings, whose guest's part is a data island. The booking page shows the villa from the database,
// so the server renders it per request (src/server/web/booking-page.ts); the other pages that show a visitor's own
// data (profile, back office) stay client-rendered from the app shell.
import { SUPPORTED_LANGUAGES } from "../../domain/languages.ts";

/** Paths after the language ("" is the home page); each service's own page is added from the catalogue. */
export const PRERENDERED_SECTIONS = [
  "",
  "about",
  "services",
  "practical-info",
  "contact",
  "privacy",
  "terms",
  "cookies",
  "accessibility",
] as const;

export function prerenderedPaths(serviceIds: readonly string[]): string[] {
  const sections = [...PRERENDERED_SECTIONS, ...serviceIds.map((id) => `services/${id}`)];
  return SUPPORTED_LANGUAGES.flatMap((language) =>
    sections.map((section) => (section === "" ? `/${language}` : `/${language}/${section}`)),
  );
}

/**
 * Pages of a guest's own data around which the page is the same for everyone: the build prerenders them with the
 * guest's part as a data island, for a visit without the service worker. The worker keeps a copy of every public
 * page above, not of these: with it, and offline, the app renders them from the app shell, from the saved data.
 */
export const FIRST_VISIT_SECTIONS = ["my-bookings"] as const;

export function firstVisitPaths(): string[] {
  return SUPPORTED_LANGUAGES.flatMap((language) => FIRST_VISIT_SECTIONS.map((section) => `/${language}/${section}`));
}
