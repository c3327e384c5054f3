// Service worker: precaches the built app and answers page navigations with the app shell.
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// vite-plugin-pwa replaces __WB_MANIFEST with every built asset (shell, route chunks, catalogs, icons, images).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page is the same single-page shell, so `/fr/about` opens offline too. API calls and real files
// (a path ending in a file name, like /sw.js or /api/docs/json) keep going to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api(?:\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

// workbox-window's messageSkipWaiting(): the page decides when a waiting version takes over.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
