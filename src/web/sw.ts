// Service worker (DESIGN 5): precaches the built app, answers page navigations with the app shell, and keeps API
// answers, pictures, map code and map tiles at run time so the pages a guest has seen work offline.
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types.js";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
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

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const DAY_SECONDS = 24 * 60 * 60;

// vite-plugin-pwa replaces __WB_MANIFEST with every built asset (shell, route chunks, catalogs, icons, images, and
// the prerendered public pages). A public page opens as its own prerendered HTML (/en/about/index.html for /en/about),
// as the server sends it, so it shows at once and hydrates only its islands; with a query (?tab=) it is the app's.
precacheAndRoute(self.__WB_MANIFEST, {
  urlManipulation: ({ url }) =>
    url.search === "" && !url.pathname.endsWith("/") ? [new URL(`${url.pathname}/index.html`, url)] : [],
});
cleanupOutdatedCaches();

// The very first install takes the open page at once, so the visit that installed the app already works offline.
// Later versions wait for the guest's "Reload" (skipWaiting below), so a page never changes code under a form.
clientsClaim();

// Every other page is the same single-page shell, so `/fr/my-bookings` opens offline too. API calls and real files
// (a path ending in a file name, like /sw.js or /api/docs/json) keep going to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api(?:\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

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

// Pictures not in the precache: villa photos an admin linked from elsewhere, uploads. Remote ones may be opaque.
registerRoute(
  ({ request }) => request.destination === "image",
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// workbox-window's messageSkipWaiting(): the page decides when a waiting version takes over.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
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
