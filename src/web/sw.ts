// Service worker (DESIGN 5): keeps the app and the guest's language for offline use, answers a public page with its
// own prerendered HTML and every other page with the app shell, and keeps API answers, pictures, map code and map
// tiles at run time so the pages a guest has seen work offline.
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types.js";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import {
  API_GET_CACHE,
  IMAGE_CACHE,
  isCacheableApiGet,
  isMapRuntimeAsset,
  isMapTile,
  MAP_RUNTIME_CACHE,
  MAP_TILE_CACHE,
  SERVED_FROM_CACHE_HEADER,
} from "./pwa/cache-rules.ts";
import { createOfflineKeeper } from "./pwa/offline-keeper.ts";
import {
  KEEP_OFFLINE_MESSAGE,
  OFFLINE_LANGUAGE_MESSAGE,
  type KeepOfflineMessage,
  type OfflineCode,
  type OfflineLanguageMessage,
  type OfflineLanguages,
} from "./pwa/offline-keeping.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  __OFFLINE_LANGUAGES: OfflineLanguages;
  __OFFLINE_CODE: OfflineCode;
};

const DAY_SECONDS = 24 * 60 * 60;

// vite-plugin-pwa replaces __WB_MANIFEST with the files outside assets/ every guest uses: the shell, the manifest,
// the icons. The build replaces __OFFLINE_CODE with the chunks of the public pages' islands, the booking page, My
// Bookings and sign-in: those every prerendered page loads, and the rest in a few code packs; and
// __OFFLINE_LANGUAGES with each language's pack of prerendered pages and catalog parts (build/offline-precache.ts).
// The worker downloads them itself (offline-keeper.ts) instead of Workbox's install, so a guest saving data decides.
const code = self.__OFFLINE_CODE;
const precache = new PrecacheController();
precache.addToCacheList([...self.__WB_MANIFEST, ...code.files, ...code.packs.flatMap((pack) => pack.files)]);
const offline = createOfflineKeeper(self, precache, self.__OFFLINE_LANGUAGES, code.packs);

self.addEventListener("install", (event) => event.waitUntil(offline.install()));
self.addEventListener("activate", (event) => {
  event.waitUntil(Promise.all([precache.activate(event), offline.activate()]));
});
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// The very first install takes the open page at once, so the visit that installed the app already works offline.
// Later versions wait for the guest's "Reload" (skipWaiting below), so a page never changes code under a form.
clientsClaim();

// A public page opens as its own prerendered HTML, as the server sends it, so it shows at once and hydrates only its
// islands; with a query (?tab=) it is the app's. Every other page is the same single-page shell, so
// `/fr/my-bookings` opens offline too. API calls and real files (a path ending in a file name, like /sw.js or
// /api/docs/json) keep going to the network.
registerRoute(
  new NavigationRoute(offline.handleNavigation, {
    denylist: [/^\/api(?:\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

// The catalog parts of the kept languages; another language's come from the network until it is kept.
registerRoute(({ url }) => offline.isCatalog(url), offline.handleCatalog);

// An API answer from the cache says so: the page tells "can't reach the villa's server" from a server that answered.
const markCachedAnswers: WorkboxPlugin = {
  cachedResponseWillBeUsed: ({ cachedResponse }) => {
    if (!cachedResponse) return Promise.resolve(cachedResponse);
    const headers = new Headers(cachedResponse.headers);
    headers.set(SERVED_FROM_CACHE_HEADER, "1");
    return Promise.resolve(
      new Response(cachedResponse.body, {
        status: cachedResponse.status,
        statusText: cachedResponse.statusText,
        headers,
      }),
    );
  },
};

// API GETs: fresh data when the network answers within a few seconds, the last answer otherwise (weak villa Wi-Fi).
// Only complete 200 answers are kept: an error page must never replace good data.
registerRoute(
  ({ url }) => isCacheableApiGet(url, self.location.origin),
  new NetworkFirst({
    cacheName: API_GET_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
      markCachedAnswers,
    ],
  }),
);

// The map's files carry a content hash in their name, so a cached copy is never stale.
registerRoute(
  ({ url }) => isMapRuntimeAsset(url, self.location.origin),
  new CacheFirst({
    cacheName: MAP_RUNTIME_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true }),
    ],
  }),
);

// OpenStreetMap tiles around the villa stay available after the first view of the map. maplibre fetches them
// with fetch(), not <img>, so they are recognised by address. Status 0 admits an opaque answer should the tile
// server ever drop its CORS header.
registerRoute(
  ({ url }) => isMapTile(url),
  new CacheFirst({
    cacheName: MAP_TILE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// A picture never seen and out of reach shows as nothing rather than as a broken image: its page stays readable.
const blankPictureWhenUnreachable: WorkboxPlugin = {
  handlerDidError: () =>
    Promise.resolve(
      new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', {
        headers: { "Content-Type": "image/svg+xml" },
      }),
    ),
};

// The pages' pictures (none is precached: they are kept as they are seen), villa photos an admin linked from
// elsewhere, uploads. Remote ones may be opaque.
registerRoute(
  ({ request }) => request.destination === "image",
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      blankPictureWhenUnreachable,
    ],
  }),
);

type PageMessage = { type?: unknown } | KeepOfflineMessage | OfflineLanguageMessage | null;

self.addEventListener("message", (event) => {
  const message = event.data as PageMessage;
  // workbox-window's messageSkipWaiting(): the page decides when a waiting version takes over.
  if (message?.type === "SKIP_WAITING") void self.skipWaiting();
  if (message?.type === KEEP_OFFLINE_MESSAGE && "language" in message && typeof message.language === "string") {
    // The page waits for the answer to tell the guest it is done (src/web/pwa/keep-offline.ts).
    const [reply] = event.ports;
    event.waitUntil(
      offline.keepForGuest(message.language).then(
        () => reply?.postMessage({ kept: true }),
        () => reply?.postMessage({ kept: false }),
      ),
    );
  }
  if (message?.type === OFFLINE_LANGUAGE_MESSAGE && "language" in message && typeof message.language === "string") {
    event.waitUntil(offline.follow(message.language).catch(() => undefined));
  }
});

// Web Push from the server (a new booking request for the owner). The payload is JSON from
// src/server/notifications/compose.ts: title, body, the back-office URL of the request, its booking id, and a tag
// so a second push about the same booking replaces the first on the phone.
interface BookingPush {
  title?: string;
  body?: string;
  url?: string;
  bookingId?: string;
  tag?: string;
}

function readPush(event: PushEvent): BookingPush {
  try {
    return (event.data?.json() ?? {}) as BookingPush;
  } catch {
    return { body: event.data?.text() ?? "" };
  }
}

/** Only this site's own pages are opened from a notification. */
function pushTarget(url: string | undefined): string {
  const target = new URL(url ?? "/", self.location.origin);
  return target.origin === self.location.origin ? target.href : self.location.origin;
}

self.addEventListener("push", (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title ?? "Red Sea Villa", {
      body: push.body ?? "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      ...(push.tag ? { tag: push.tag } : {}),
      data: { url: pushTarget(push.url), bookingId: push.bookingId },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pushTarget((event.notification.data as { url?: string } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // An open window of the app is reused (and brought to the request) rather than opening a second one.
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
