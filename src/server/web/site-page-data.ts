// What a public page prints from the database: the site settings' contact details and the main villa (its pictures,
// rooms and guests, the pictures described in the page's language). A page is the build's file while these are the
// ones the build printed; otherwise the server renders it again (booking-page.ts). `version` names the data a page
// was made with: the service worker compares it to its offline copies' and takes the language pack again when it
// changed (src/web/pwa/offline-keeper.ts).
import { createHash } from "node:crypto";
import { villaToday, type IsoDate } from "../../domain/dates.ts";
import type { Language } from "../../domain/languages.ts";
import { lowestNightlyRate } from "../../domain/rates/lowest-rate.ts";
import { canSeeVilla } from "../../domain/roles.ts";
import { contactOf, DEFAULT_SITE_CONTACT, type SiteContact, type SiteSettings } from "../../domain/site-settings.ts";
import { defaultSiteVilla, siteVillaOf, type SiteVilla } from "../../domain/villa-facts.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import { withImageAlts } from "../media/image-alts.ts";
import { ratesOf } from "../rates/villa-rates.ts";
import { readSiteSettings, readSiteSettingsCached } from "../settings/site-settings.ts";
import { findVilla, toVillaView, type VillaView } from "../villas/villa-view.ts";

/** The header a page and a language pack carry their data's version in. */
export const SITE_VERSION_HEADER = "X-Site-Version";

export interface SitePageData {
  contact: SiteContact;
  villa: SiteVilla;
  /** Whether the build printed exactly these: its files are then the answer. */
  shipped: boolean;
  version: string;
}

function versionOf(contact: SiteContact, villa: SiteVilla): string {
  return createHash("sha256")
    .update(JSON.stringify([contact, villa]))
    .digest("base64url")
    .slice(0, 16);
}

/** The main villa as the public reads it in `language` (with its pictures' descriptions), or undefined for none. */
export async function readMainVilla(
  db: Database,
  settings: SiteSettings,
  language: Language,
): Promise<(VillaView & { imageAlts: string[] }) | undefined> {
  const row = settings.mainVillaId === null ? undefined : await findVilla(db, settings.mainVillaId);
  if (!row || !canSeeVilla(null, row)) return undefined;
  const [villa] = await withImageAlts(db, [toVillaView(row, language)], language);
  return villa;
}

/**
 * The main villa as a page prints it: its rooms and pictures, and the lowest nightly rate of the year from `today`
 * under its pricing and seasons (the home teaser's "from € N"), so a season or a new rate shows on the next render.
 */
export async function mainSiteVilla(
  db: Database,
  main: VillaView & { imageAlts: string[] },
  language: string,
  today: IsoDate,
): Promise<SiteVilla> {
  const { pricing, seasons } = await ratesOf(db, main);
  return siteVillaOf({ ...main, fromPrice: lowestNightlyRate(pricing, seasons, today) }, language);
}

// The version of what the build printed, per language: the same for the life of the process.
const shippedVersions = new Map<Language, string>();

function shippedVersion(language: Language): string {
  let version = shippedVersions.get(language);
  if (version === undefined) {
    version = versionOf(contactOf(DEFAULT_SITE_CONTACT), defaultSiteVilla(language));
    shippedVersions.set(language, version);
  }
  return version;
}

async function sitePageData(
  db: Database,
  settings: SiteSettings,
  language: Language,
  today: IsoDate,
): Promise<SitePageData> {
  const contact = contactOf(settings);
  const main = await readMainVilla(db, settings, language);
  const villa = main ? await mainSiteVilla(db, main, language, today) : defaultSiteVilla(language);
  const version = versionOf(contact, villa);
  return { contact, villa, shipped: version === shippedVersion(language), version };
}

/**
 * The data of a page in `language` (a site without a main villa prints the shipped one). Every public page asks for
 * it, so with the API's read cache it is read once per change of the settings, the villas, their pricing and seasons
 * or the photos (their triggers empty the cache), not once per page view. The lowest rate looks a year ahead of the
 * villa's today, so each day has its own entry: a season coming into the year shows without any write.
 */
export async function readSitePageData(
  db: Database,
  language: Language,
  cache: ReadCache<string> | undefined,
  now: Date = new Date(),
): Promise<SitePageData> {
  const today = villaToday(now);
  if (!cache) return sitePageData(db, (await readSiteSettings(db)).settings, language, today);
  const key = `site page data ${language} ${today}`;
  const hit = cache.get(key);
  if (hit !== undefined) return JSON.parse(hit) as SitePageData;
  const ticket = cache.ticket();
  const data = await sitePageData(db, (await readSiteSettingsCached(cache, db)).settings, language, today);
  cache.set(key, JSON.stringify(data), ticket);
  return data;
}
