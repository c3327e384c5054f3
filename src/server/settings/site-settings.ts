// The site's settings row (DESIGN 7.3): read by the API and by the pages rendered from it, written by an ADMIN.
import { eq, sql } from "drizzle-orm";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "../../domain/site-settings.ts";
import { SITE_SETTINGS_RULE_TEXT } from "../../domain/site-settings-messages.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import { siteSettings, villas } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";

export interface VersionedSiteSettings {
  settings: SiteSettings;
  /** Grows with every edit: what is rendered from the settings is kept per version. */
  version: number;
}

const columns = {
  mainVillaId: siteSettings.mainVillaId,
  phone: siteSettings.phone,
  email: siteSettings.email,
  whatsapp: siteSettings.whatsapp,
  address: siteSettings.address,
  latitude: siteSettings.latitude,
  longitude: siteSettings.longitude,
  tourVideoUrl: siteSettings.tourVideoUrl,
  hostPhotoUrl: siteSettings.hostPhotoUrl,
  version: siteSettings.version,
};

export async function readSiteSettings(db: Database): Promise<VersionedSiteSettings> {
  const [row] = await db.select(columns).from(siteSettings);
  // The seed writes the row on every start; a database seeded by nothing else still answers.
  if (!row) return { settings: DEFAULT_SITE_SETTINGS, version: 0 };
  const { version, ...settings } = row;
  return { settings, version };
}

const CACHE_KEY = "settings/site row";

/**
 * The settings through the read cache: every public page (the footer's phone) and the booking page read them on each
 * request, so the row is read once per change, not once per page view. An edit's trigger empties the cache.
 */
export async function readSiteSettingsCached(cache: ReadCache<string>, db: Database): Promise<VersionedSiteSettings> {
  const hit = cache.get(CACHE_KEY);
  if (hit !== undefined) return JSON.parse(hit) as VersionedSiteSettings;
  const ticket = cache.ticket();
  const read = await readSiteSettings(db);
  cache.set(CACHE_KEY, JSON.stringify(read), ticket);
  return read;
}

/** Stores checked settings; the main villa must exist and be active (the public site cannot show another). */
export async function writeSiteSettings(db: Database, settings: SiteSettings): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    if (settings.mainVillaId !== null) {
      const [villa] = await tx
        .select({ isActive: villas.isActive })
        .from(villas)
        .where(eq(villas.id, settings.mainVillaId))
        .for("share");
      if (!villa) throw new ApiError("NOT_FOUND", "Villa not found");
      if (!villa.isActive) {
        const message = SITE_SETTINGS_RULE_TEXT.mainVillaInactive;
        throw new ApiError("VALIDATION_FAILED", message, [{ path: "mainVillaId", message }]);
      }
    }
    const values = { ...settings, updatedAt: new Date() };
    await tx
      .insert(siteSettings)
      .values(values)
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, version: sql`${siteSettings.version} + 1` } });
    return settings;
  });
}
