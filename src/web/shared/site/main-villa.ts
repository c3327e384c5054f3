// The villa the public site shows: the one the owner chose in the site settings (DESIGN 7.3), never "the first" or
// "the newest" of the list, which a second villa would change.
import type { Language } from "../../../domain/languages.ts";
import type { SiteSettings } from "../../../domain/site-settings.ts";
import type { Villa } from "../../../domain/schemas/villa.ts";
import { apiGet, ApiRequestError } from "../../api/http.ts";

export const SITE_SETTINGS_PATH = "/settings/site";

export async function fetchMainVillaId(): Promise<string | null> {
  const settings = await apiGet<SiteSettings>(SITE_SETTINGS_PATH);
  return settings.mainVillaId;
}

/**
 * The main villa, its texts in `language`, or null when none is chosen or it is gone (the page then says "No Villas
 * Available").
 */
export async function fetchMainVilla(language: Language): Promise<Villa | null> {
  const id = await fetchMainVillaId();
  if (id === null) return null;
  try {
    return await apiGet<Villa>(`/villas/${encodeURIComponent(id)}?lang=${language}`);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
