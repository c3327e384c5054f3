// The service worker's side of keeping the site for offline use (src/web/sw.ts wires it to its events): the app's
// precache, downloaded by the worker itself so it can wait for the guest on a Save-Data or 2G connection (what the
// page has loaded from the HTTP cache, the other chunks in the build's code packs, the few files without a hash one
// by one), and one cache per language filled from the build's language pack (every prerendered page of the language
// and its catalog parts). A language is kept when the worker installs (the languages of the open pages), when a
// page of it is opened, when the page says the guest switched to it, or when the guest asks.
import type { RouteHandlerCallback, RouteHandlerCallbackOptions } from "workbox-core/types.js";
import type { PrecacheController } from "workbox-precaching";
import {
  CHOICE_CACHE,
  DATA_SAVER_KEY,
  isLanguageCache,
  KEPT_BY_GUEST_KEY,
  keptMarker,
  languageCacheName,
  languageOfCache,
  languageOfPath,
  prerenderedPageOf,
  savesData,
  SITE_VERSION_HEADER,
  siteVersionMarker,
  type CodePack,
  type ConnectionFacts,
  type LanguagePack,
  type OfflineCodePack,
  type OfflineLanguages,
} from "./offline-keeping.ts";

// A kept page is asked of the network first, so an owner's edit (the contact details of the site settings, the main
// villa) shows on the next load and replaces the kept copy; past this wait (weak villa Wi-Fi) the kept copy answers,
// and the network's answer, when it comes, still replaces it for the next time. When that answer shows other data
// than the kept pages (SITE_VERSION_HEADER), the language's pages are all taken again.
const PAGE_NETWORK_WAIT_MS = 3000;

// The precache downloads this many files at once: Workbox's own install takes them one by one.
const PARALLEL_DOWNLOADS = 6;

// A page from a pack answers with the headers the server sent with the pack (its Content-Security-Policy and the
// other security headers every response carries), but not those that describe the pack's own bytes.
const PACK_ONLY_HEADERS = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "last-modified",
  "date",
  "age",
  "vary",
  "cache-control",
  "accept-ranges",
]);

export function pageHeaders(packHeaders: Headers): Headers {
  const headers = new Headers();
  packHeaders.forEach((value, name) => {
    if (!PACK_ONLY_HEADERS.has(name.toLowerCase())) headers.set(name, value);
  });
  headers.set("Content-Type", "text/html; charset=utf-8");
  return headers;
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

async function download(url: string, cache: RequestCache = "default"): Promise<Response> {
  const response = await fetch(url, { cache, credentials: "same-origin" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // A redirected answer cannot answer a navigation: keep its body and headers only.
  return response.redirected ? new Response(response.body, response) : response;
}

export interface OfflineKeeper {
  /** At install: the precache and the open pages' languages, unless the guest's data plan says to wait. */
  install(): Promise<void>;
  /** At activate: drops the language caches of older builds. */
  activate(): Promise<void>;
  /** The guest asked (or has an upcoming stay): keep everything for `language` from now on, whatever the plan. */
  keepForGuest(language: string): Promise<void>;
  /** The guest shows `language`: keep it too, unless waiting for the guest. */
  follow(language: string): Promise<void>;
  /** Page navigations: a kept prerendered page, else the network, else the app shell. */
  handleNavigation: RouteHandlerCallback;
  /** Whether `url` is one of the languages' catalog parts, answered from the language caches. */
  isCatalog(url: URL): boolean;
  handleCatalog: RouteHandlerCallback;
}

/** The Content-Type of a file from a pack, by its name. */
export function contentTypeOf(url: string): string {
  return url.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8";
}

/** A file of a pack as the server would answer it: its type, and never sniffed. */
export function packedFile(url: string, text: string): Response {
  return new Response(text, {
    headers: { "Content-Type": contentTypeOf(url), "X-Content-Type-Options": "nosniff" },
  });
}

/** A hashed file the browser already holds (the page loaded it), or nothing: this never reaches the network. */
async function fromHttpCache(url: string): Promise<Response | undefined> {
  try {
    const response = await fetch(url, { cache: "only-if-cached", mode: "same-origin", credentials: "same-origin" });
    return response.status === 200 ? response : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `codePacks` are the chunks a first visit may not have loaded, in a few files (build/offline-packs.ts);
 * `languages` the languages' packs and catalogs.
 */
export function createOfflineKeeper(
  worker: ServiceWorkerGlobalScope,
  precache: PrecacheController,
  languages: OfflineLanguages,
  codePacks: readonly OfflineCodePack[],
): OfflineKeeper {
  const keeping = new Map<string, Promise<void>>();
  let appKept: Promise<void> | undefined;
  const catalogPaths = new Set(Object.values(languages).flatMap((language) => language.catalogs));
  const shell = precache.createHandlerBoundToURL("/index.html");

  async function choice(key: string): Promise<string | undefined> {
    const answer = await worker.caches.match(key, { cacheName: CHOICE_CACHE });
    return answer?.text();
  }

  /** The worker's own view of the connection, or the page's (recorded before it registered the worker). */
  async function waitsForGuest(): Promise<boolean> {
    if ((await choice(KEPT_BY_GUEST_KEY)) === "1") return false;
    const connection = (worker.navigator as Navigator & { connection?: ConnectionFacts }).connection;
    return savesData(connection) || (await choice(DATA_SAVER_KEY)) === "1";
  }

  const href = (path: string) => new URL(path, worker.location.origin).href;
  const packed = new Set(codePacks.flatMap((pack) => pack.files.map(href)));

  /** Puts the files of the pack at `address` among `missing` into `cache`; returns those still missing. */
  async function unpack(cache: Cache, address: string, missing: [string, string][]): Promise<[string, string][]> {
    const pack = (await (await download(address)).json()) as CodePack;
    const code = new Map(Object.entries(pack.files).map(([path, text]) => [href(path), text]));
    await Promise.all(
      missing
        .filter(([url]) => code.has(url))
        .map(([url, cacheKey]) => cache.put(cacheKey, packedFile(url, code.get(url)!))),
    );
    return missing.filter(([url]) => !code.has(url));
  }

  async function downloadApp(): Promise<void> {
    const cache = await worker.caches.open(precache.strategy.cacheName);
    let missing: [string, string][] = [];
    for (const [url, cacheKey] of precache.getURLsToCacheKeys()) {
      if (!(await cache.match(cacheKey))) missing.push([url, cacheKey]);
    }
    // A packed chunk the page has loaded is taken from the HTTP cache: a pack whose files are all there (the home
    // page's, for a guest who landed on it) is not downloaded at all.
    const cached = await Promise.all(
      missing.map(async ([url, cacheKey]) => {
        const answer = packed.has(url) ? await fromHttpCache(url) : undefined;
        if (answer) await cache.put(cacheKey, answer);
        return answer !== undefined;
      }),
    );
    missing = missing.filter((_, index) => !cached[index]);
    for (const pack of codePacks) {
      const holds = new Set(pack.files.map(href));
      if (missing.some(([url]) => holds.has(url))) missing = await unpack(cache, pack.pack, missing);
    }
    // A file whose name has no hash carries a revision in its cache key: it must not come from the HTTP cache. A
    // hashed one may: the page has usually just loaded it, and the server lets browsers keep it for a year.
    await inBatches(missing, PARALLEL_DOWNLOADS, async ([url, cacheKey]) => {
      await cache.put(cacheKey, await download(url, url === cacheKey ? "default" : "reload"));
    });
  }

  function keepApp(): Promise<void> {
    appKept ??= downloadApp().catch((error: unknown) => {
      appKept = undefined;
      throw error;
    });
    return appKept;
  }

  /** Puts the pages of a language pack's `answer` into `cache`, and the version of their data. */
  async function putPages(cache: Cache, language: string, answer: Response): Promise<LanguagePack> {
    const headers = pageHeaders(answer.headers);
    const version = answer.headers.get(SITE_VERSION_HEADER);
    const pack = (await answer.json()) as LanguagePack;
    const origin = worker.location.origin;
    await Promise.all(
      Object.entries(pack.pages).map(([path, html]) =>
        cache.put(new URL(path, origin).href, new Response(html, { headers })),
      ),
    );
    if (version) await cache.put(siteVersionMarker(language), new Response(version));
    return pack;
  }

  /** A page online showed data of `version`: the kept pages of `language` are taken again if theirs differs. */
  async function refreshPages(language: string, version: string | null): Promise<void> {
    const kept = languages[language];
    if (!kept || !version) return;
    const cache = await worker.caches.open(languageCacheName(kept.pack));
    if (!(await cache.match(keptMarker(language)))) return;
    if ((await (await cache.match(siteVersionMarker(language)))?.text()) === version) return;
    // The pack's name stays with the build, its pages change with the owner's data: past the browser's copy.
    await putPages(cache, language, await download(kept.pack, "no-store"));
  }

  async function downloadLanguage(language: string): Promise<void> {
    const kept = languages[language];
    if (!kept) return;
    const cache = await worker.caches.open(languageCacheName(kept.pack));
    if (await cache.match(keptMarker(language))) return;
    const pack = await putPages(cache, language, await download(kept.pack));
    // The pack holds the catalog parts a first visit may not have loaded; those every page loads come from the HTTP
    // cache (or, for a language no page was opened in, one by one).
    const packedCatalogs = new Map(Object.entries(pack.files).map(([path, text]) => [href(path), text]));
    await inBatches(kept.catalogs, PARALLEL_DOWNLOADS, async (url) => {
      const text = packedCatalogs.get(href(url));
      await cache.put(href(url), text === undefined ? await download(url) : packedFile(url, text));
    });
    // Last: the page asks for this to know the language is whole (keep-offline.ts).
    await cache.put(keptMarker(language), new Response(kept.pack));
  }

  function keepLanguage(language: string): Promise<void> {
    let running = keeping.get(language);
    if (!running) {
      running = downloadLanguage(language).finally(() => keeping.delete(language));
      keeping.set(language, running);
    }
    return running;
  }

  /** The languages the guest has: those of the open pages and those an earlier version kept. */
  async function guestLanguages(): Promise<string[]> {
    const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
    const open = windows.map((client) => languageOfPath(new URL(client.url).pathname, languages));
    const earlier = (await worker.caches.keys()).map(languageOfCache);
    return [...new Set([...open, ...earlier])].filter(
      (language): language is string => language !== undefined && Object.hasOwn(languages, language),
    );
  }

  async function follow(language: string): Promise<void> {
    if (await waitsForGuest()) return;
    await keepApp();
    await keepLanguage(language);
  }

  return {
    async install() {
      if (await waitsForGuest()) return;
      // The app's files must all arrive, or the worker does not install (and is tried again on the next visit);
      // a language that fails is tried again when one of its pages opens.
      await keepApp();
      await Promise.all((await guestLanguages()).map((language) => keepLanguage(language).catch(() => undefined)));
    },

    async activate() {
      const current = new Set(Object.values(languages).map((language) => languageCacheName(language.pack)));
      const names = await worker.caches.keys();
      await Promise.all(
        names.filter((name) => isLanguageCache(name) && !current.has(name)).map((name) => worker.caches.delete(name)),
      );
    },

    async keepForGuest(language) {
      const choices = await worker.caches.open(CHOICE_CACHE);
      await choices.put(KEPT_BY_GUEST_KEY, new Response("1"));
      await keepApp();
      await keepLanguage(language);
    },

    follow,

    async handleNavigation(options: RouteHandlerCallbackOptions) {
      const { url, request, event } = options;
      const language = languageOfPath(url.pathname, languages);
      if (language) event.waitUntil(follow(language).catch(() => undefined));
      const kept = language ? languages[language] : undefined;
      const page = prerenderedPageOf(url, kept);
      if (kept && page) {
        const key = new URL(page, url).href;
        const cacheName = languageCacheName(kept.pack);
        const cached = await worker.caches.match(key, { cacheName });
        if (cached) {
          const fresh = fetch(request).then(async (response) => {
            if (!response.ok || response.redirected) return undefined;
            await (await worker.caches.open(cacheName)).put(key, response.clone());
            return response;
          });
          const settled = fresh.catch(() => undefined);
          event.waitUntil(
            settled
              .then((response) => response && refreshPages(language!, response.headers.get(SITE_VERSION_HEADER)))
              .catch(() => undefined),
          );
          const waited = new Promise<undefined>((resolve) => setTimeout(resolve, PAGE_NETWORK_WAIT_MS, undefined));
          return (await Promise.race([settled, waited])) ?? cached;
        }
        try {
          return await fetch(request);
        } catch {
          // Offline, and this language was never kept: the app renders the page if it can.
        }
      }
      return shell(options);
    },

    isCatalog: (url) => url.origin === worker.location.origin && catalogPaths.has(url.pathname),

    async handleCatalog({ request }) {
      return (await worker.caches.match(request)) ?? fetch(request);
    },
  };
}
