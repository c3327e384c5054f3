// The pages the build renders to HTML in each language: the public pages whose content is the same for every
// visitor. The booking page shows the villa from the database, so the server renders it per request
// (src/server/web/booking-page.ts); pages that show a visitor's own data (My Bookings, profile, back office) stay
// client-rendered from the app shell.
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
