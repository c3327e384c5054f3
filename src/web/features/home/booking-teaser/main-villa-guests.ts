// How many guests the site's main villa sleeps, as the database says (the owner may edit it, or choose another villa
// in the site settings). Loaded by the teaser after it hydrates, so the page's first paint needs no API call: it
// shows the prerendered maximum (domain/villa-facts.ts), then the villa's own.
import type { Language } from "../../../../domain/languages.ts";
import { fetchMainVilla } from "../../../shared/site/main-villa.ts";

/** The main villa's maximum, or null when there is no main villa to ask about. */
export async function mainVillaMaxGuests(language: Language): Promise<number | null> {
  const villa = await fetchMainVilla(language);
  return villa ? villa.maxGuests : null;
}
