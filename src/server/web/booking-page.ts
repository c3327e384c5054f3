// The booking page (/{lang}/booking) rendered per request: its content is the villa in the database, which the
// owner edits, so the build cannot prerender it. The villa is the site's main villa (site settings), as GET
// /api/villas/{id} answers it for a visitor; the build's
// page renderer (src/web/app/render-page.tsx, loaded by path) renders the page with it as a page of islands
// (src/web/islands/README.md), and the HTML carries the villa for the browser's data layer to keep. Rendered pages are kept, compressed, in a small cache keyed by
// everything they depend on, so an owner's edit shows on the next request and a busy page renders once.
// The prerendered public pages print the owner's contact details and main villa (site-page-data.ts): while those are
// the ones the build rendered with, the build's files are sent; once the owner changed them, the same renderer renders
// those pages per request too, and the languages' offline packs with them, kept per data version (renderSite,
// renderPack), so an edit shows on the next load, and offline after the next online visit.
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyBaseLogger } from "fastify";
import { isLanguage, type Language } from "../../domain/languages.ts";
import { villaToday } from "../../domain/dates.ts";
import { villaSchema, type Villa } from "../../domain/schemas/villa.ts";
import type { Database } from "../db/client.ts";
import { contactOf, type SiteContact } from "../../domain/site-settings.ts";
import type { SiteVilla } from "../../domain/villa-facts.ts";
import type { VersionedSiteSettings } from "../settings/site-settings.ts";
import { PAGE_RENDERER_FILE } from "./page-renderer-location.ts";
import { readMainVilla, type SitePageData } from "./site-page-data.ts";

/** What the server uses of the renderer bundle; the page it returns is only handed back to pageHtml. */
interface PageRenderer {
  renderBookingPage(url: string, villa: Villa, contact: SiteContact, mainVilla: SiteVilla): Promise<unknown>;
  renderPage(path: string, contact: SiteContact, villa: SiteVilla): Promise<unknown>;
  pageHtml(shell: string, page: unknown): string;
}

export interface RenderedHtml {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const BOOKING_PATH = /^\/([a-z]{2})\/booking$/;
// The page's only search parameters (routes/$lang/booking.tsx); others change nothing and stay out of the key.
const SEARCH_KEYS = ["checkIn", "checkOut", "guests"] as const;
// Languages × a few popular searches × one villa version; older versions and odd searches fall out.
const CACHE_SIZE = 32;
// The public pages in every language (about seventy): each rendered once per data version.
const SITE_CACHE_SIZE = 160;
// A language pack (build/offline-packs.ts) is named "/offline/<language>-<hash>.json".
const PACK_PATH = /^\/offline\/([a-z]{2})-[\w-]+\.json$/;
// The page's data says when it was read (TanStack Query's updatedAt, set by the render), and the browser asks again
// for data older than the villa query's five minutes of freshness (villa-query.ts): a page is rendered again before
// its data could look stale on arrival.
const MAX_AGE_MS = 60_000;

export interface BookingPages {
  /** The page's HTML for a page path and its search ("?checkIn=…" or ""), or null when it is not the booking page or cannot be rendered. */
  render(path: string, search: string): Promise<RenderedHtml | null>;
  /**
   * A prerendered page (`path` without a query) with the owner's contact details and main villa, null when the
   * build's file already shows them (or the page cannot be rendered: the file is the better answer then); with the
   * version of what it shows.
   */
  renderSite(path: string): Promise<SiteAnswer>;
  /** A language pack of the build (`path`: "/offline/en-3f2a.json") with its pages rendered as renderSite does. */
  renderPack(path: string): Promise<SiteAnswer>;
}

export interface SiteAnswer {
  page: RenderedHtml | null;
  /** The version of the data the answer shows (site-page-data.ts); undefined when it could not be read. */
  version: string | undefined;
}

export interface BookingPageSources {
  /** The web build's folder (index.html and the page renderer). */
  root: string;
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The site settings as the API reads them (through the read cache). */
  siteSettings: () => Promise<VersionedSiteSettings>;
  /** What a public page in `language` prints from the database (site-page-data.ts, through the read cache). */
  sitePageData: (language: Language) => Promise<SitePageData>;
}

/** Null when the build has no page renderer: the booking page is then the client-rendered shell. */
export async function loadBookingPages({
  root,
  db,
  clock,
  log,
  siteSettings,
  sitePageData,
}: BookingPageSources): Promise<BookingPages | null> {
  const file = join(root, PAGE_RENDERER_FILE);
  if (!existsSync(file)) return null;
  let renderer: PageRenderer;
  try {
    renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (error) {
    log.error({ err: error }, "The booking page renderer failed to load: the booking page is served client-rendered");
    return null;
  }
  const shell = readFileSync(join(root, "index.html"), "utf8");
  const cache = new Map<string, { page: Promise<RenderedHtml>; renderedAt: number }>();
  const siteCache = new Map<string, Promise<RenderedHtml>>();

  function compressed(html: string): RenderedHtml {
    return {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html),
    };
  }

  function cached(key: string, now: number, make: () => Promise<RenderedHtml>): Promise<RenderedHtml> {
    let entry = cache.get(key);
    // Map keeps insertion order: taking an entry out and putting it back makes it the most recently used.
    cache.delete(key);
    if (!entry || now - entry.renderedAt > MAX_AGE_MS) {
      const page = make();
      page.catch(() => cache.delete(key));
      entry = { page, renderedAt: now };
    }
    cache.set(key, entry);
    for (const oldest of cache.keys()) {
      if (cache.size <= CACHE_SIZE) break;
      cache.delete(oldest);
    }
    return entry.page;
  }

  /** Renders with `make` once per key; the most recently used keys stay. */
  function siteCached(key: string, make: () => Promise<string>): Promise<RenderedHtml> {
    let page = siteCache.get(key);
    siteCache.delete(key);
    if (!page) {
      page = make().then(compressed);
      page.catch(() => siteCache.delete(key));
    }
    siteCache.set(key, page);
    for (const oldest of siteCache.keys()) {
      if (siteCache.size <= SITE_CACHE_SIZE) break;
      siteCache.delete(oldest);
    }
    return page;
  }

  /** A public page with the data of `data`. */
  function sitePage(data: SitePageData, path: string): Promise<RenderedHtml> {
    return siteCached(`${data.version} ${path}`, () =>
      renderer.renderPage(path, data.contact, data.villa).then((rendered) => renderer.pageHtml(shell, rendered)),
    );
  }

  /** The build's pack at `path` with each of its pages as sitePage renders it, as JSON. */
  async function packWith(path: string, language: Language, data: SitePageData): Promise<string> {
    const pack = JSON.parse(await readFile(join(root, path), "utf8")) as {
      pages: Record<string, string>;
      files: Record<string, string>;
    };
    const pages: Record<string, string> = {};
    // One after another: renders never overlap anyway (render-page.tsx), and the pages of a visit wait less.
    for (const page of Object.keys(pack.pages)) {
      if (!page.startsWith(`/${language}`)) throw new Error(`The ${language} pack holds ${page}`);
      pages[page] = (await sitePage(data, page)).html;
    }
    return JSON.stringify({ ...pack, pages });
  }

  return {
    async render(path, search) {
      const language = BOOKING_PATH.exec(path)?.[1];
      if (language === undefined || !isLanguage(language)) return null;
      try {
        const { settings } = await siteSettings();
        const contact = contactOf(settings);
        const main = await readMainVilla(db, settings, language);
        // No villa to show: the shell, whose page says "No Villas Available" as it always has.
        if (!main) return null;
        // Exactly the API's villa object (its response schema drops what is not in it).
        const villa = villaSchema.parse(main);
        const given = new URLSearchParams(search);
        const kept = new URLSearchParams();
        for (const name of SEARCH_KEYS) {
          const value = given.get(name);
          if (value !== null) kept.set(name, value);
        }
        const query = kept.size > 0 ? `?${kept.toString()}` : "";
        const now = clock();
        // The main villa as every public page prints it (with its lowest rate), through the read cache.
        const siteVilla = (await sitePageData(language)).villa;
        // The card's date-of-birth limits count from the villa's today; the printed villa carries its lowest rate.
        const key = JSON.stringify([language, query, villaToday(now), villa, contact, siteVilla]);
        return await cached(key, now.getTime(), async () =>
          compressed(
            renderer.pageHtml(shell, await renderer.renderBookingPage(`${path}${query}`, villa, contact, siteVilla)),
          ),
        );
      } catch (error) {
        log.error({ err: error }, `Rendering ${path} failed: the client-rendered shell is served instead`);
        return null;
      }
    },

    async renderSite(path) {
      const language = path.split("/")[1];
      if (language === undefined || !isLanguage(language)) return { page: null, version: undefined };
      try {
        const data = await sitePageData(language);
        if (data.shipped) return { page: null, version: data.version };
        return { page: await sitePage(data, path), version: data.version };
      } catch (error) {
        log.error({ err: error }, `Rendering ${path} failed: the build's page is served instead`);
        return { page: null, version: undefined };
      }
    },

    async renderPack(path) {
      const language = PACK_PATH.exec(path)?.[1];
      if (language === undefined || !isLanguage(language)) return { page: null, version: undefined };
      try {
        const data = await sitePageData(language);
        if (data.shipped) return { page: null, version: data.version };
        const page = await siteCached(`${data.version} ${path}`, () => packWith(path, language, data));
        return { page, version: data.version };
      } catch (error) {
        log.error({ err: error }, `Rendering ${path} failed: the build's pack is served instead`);
        return { page: null, version: undefined };
      }
    },
  };
}
