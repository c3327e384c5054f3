// The booking page (/{lang}/booking) rendered per request: its content is the villa in the database, which the
// owner edits, so the build cannot prerender it. The villa is the site's main villa (site settings), as GET
// /api/villas/{id} answers it for a visitor; the build's
// page renderer (src/web/app/render-page.tsx, loaded by path) renders the page with it as a page of islands
// (src/web/islands/README.md), and the HTML carries the villa for the browser's data layer to keep. Rendered pages are kept, compressed, in a small cache keyed by
// everything they depend on, so an owner's edit shows on the next request and a busy page renders once.
// The prerendered public pages print the owner's contact details (site settings): while those are the ones the build
// rendered with, the build's files are sent; once the owner changed them, the same renderer renders those pages per
// request too, kept per settings version (renderSite), so an edit shows on the next load.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyBaseLogger } from "fastify";
import { isLanguage } from "../../domain/languages.ts";
import { villaToday } from "../../domain/dates.ts";
import { villaSchema, type Villa } from "../../domain/schemas/villa.ts";
import type { Database } from "../db/client.ts";
import { contactOf, DEFAULT_SITE_CONTACT, type SiteContact } from "../../domain/site-settings.ts";
import type { VersionedSiteSettings } from "../settings/site-settings.ts";
import { canSeeVilla } from "../../domain/roles.ts";
import { findVilla, toVillaView } from "../villas/villa-view.ts";
import { PAGE_RENDERER_FILE } from "./page-renderer-location.ts";

/** What the server uses of the renderer bundle; the page it returns is only handed back to pageHtml. */
interface PageRenderer {
  renderBookingPage(url: string, villa: Villa, contact: SiteContact): Promise<unknown>;
  renderPage(path: string, contact: SiteContact): Promise<unknown>;
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
// The public pages in every language (about seventy): each rendered once per settings version.
const SITE_CACHE_SIZE = 160;
const SHIPPED_CONTACT = JSON.stringify(contactOf(DEFAULT_SITE_CONTACT));
// The page's data says when it was read (TanStack Query's updatedAt, set by the render), and the browser asks again
// for data older than the villa query's five minutes of freshness (villa-query.ts): a page is rendered again before
// its data could look stale on arrival.
const MAX_AGE_MS = 60_000;

export interface BookingPages {
  /** The page's HTML for a page path and its search ("?checkIn=…" or ""), or null when it is not the booking page or cannot be rendered. */
  render(path: string, search: string): Promise<RenderedHtml | null>;
  /**
   * A prerendered page (`path` without a query) with the owner's contact details, or null when the build's file
   * already shows them (or the page cannot be rendered: the file is the better answer then).
   */
  renderSite(path: string): Promise<RenderedHtml | null>;
}

export interface BookingPageSources {
  /** The web build's folder (index.html and the page renderer). */
  root: string;
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The site settings as the API reads them (through the read cache). */
  siteSettings: () => Promise<VersionedSiteSettings>;
}

/** Null when the build has no page renderer: the booking page is then the client-rendered shell. */
export async function loadBookingPages({
  root,
  db,
  clock,
  log,
  siteSettings,
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

  return {
    async render(path, search) {
      const language = BOOKING_PATH.exec(path)?.[1];
      if (language === undefined || !isLanguage(language)) return null;
      try {
        const { settings } = await siteSettings();
        const contact = contactOf(settings);
        const row = settings.mainVillaId === null ? undefined : await findVilla(db, settings.mainVillaId);
        // No villa to show: the shell, whose page says "No Villas Available" as it always has.
        if (!row || !canSeeVilla(null, row)) return null;
        // Exactly the API's villa object (its response schema drops what is not in it).
        const villa = villaSchema.parse(toVillaView(row, language));
        const given = new URLSearchParams(search);
        const kept = new URLSearchParams();
        for (const name of SEARCH_KEYS) {
          const value = given.get(name);
          if (value !== null) kept.set(name, value);
        }
        const query = kept.size > 0 ? `?${kept.toString()}` : "";
        const now = clock();
        // The card's date-of-birth limits count from the villa's today.
        const key = JSON.stringify([language, query, villaToday(now), villa, contact]);
        return await cached(key, now.getTime(), async () =>
          compressed(renderer.pageHtml(shell, await renderer.renderBookingPage(`${path}${query}`, villa, contact))),
        );
      } catch (error) {
        log.error({ err: error }, `Rendering ${path} failed: the client-rendered shell is served instead`);
        return null;
      }
    },

    async renderSite(path) {
      try {
        const { settings, version } = await siteSettings();
        const contact = contactOf(settings);
        if (JSON.stringify(contact) === SHIPPED_CONTACT) return null;
        const key = `${version} ${path}`;
        let page = siteCache.get(key);
        siteCache.delete(key);
        if (!page) {
          page = renderer.renderPage(path, contact).then((rendered) => compressed(renderer.pageHtml(shell, rendered)));
          page.catch(() => siteCache.delete(key));
        }
        siteCache.set(key, page);
        for (const oldest of siteCache.keys()) {
          if (siteCache.size <= SITE_CACHE_SIZE) break;
          siteCache.delete(oldest);
        }
        return await page;
      } catch (error) {
        log.error({ err: error }, `Rendering ${path} failed: the build's page is served instead`);
        return null;
      }
    },
  };
}
