// What the service worker caches at run time and under which cache names (DESIGN 5). Shared by src/web/sw.ts and
// the page (which clears the private API cache at sign-out), so both always speak of the same caches.

/** API GETs answered network-first; may hold a signed-in guest's own data, so sign-out deletes it. */
export const API_GET_CACHE = "api-get";
export const IMAGE_CACHE = "images";
export const MAP_TILE_CACHE = "map-tiles";
export const MAP_RUNTIME_CACHE = "map-runtime";

/** Where the villa map's raster tiles come from (OSM_TILE_URL in shared/map/villa-location.ts). */
export const OSM_TILE_ORIGIN = "https://tile.openstreetmap.org";

/** Marks an API answer the service worker took from its cache: the page must not take it for the server answering. */
export const SERVED_FROM_CACHE_HEADER = "X-Served-From-Cache";

// Sign-in, refresh and /auth/me carry tokens or session state that must never be replayed from a cache; health
// must report the live server; the OpenAPI docs are a developer tool with its own assets; a document download (an
// invoice's PDF, sent no-store) is fetched when asked for and is never an older copy.
const UNCACHED_API = /^\/api\/(?:auth(?:\/|$)|health(?:\/|$)|docs(?:\/|$|[.-]))|\.pdf$/;

/** An API GET the service worker may answer from its cache when the network is slow or gone. */
export function isCacheableApiGet(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith("/api/") && !UNCACHED_API.test(url.pathname);
}

/**
 * The map's code (maplibre-gl, its CSS and its worker) is kept out of the precache so an install does not download
 * about 1 MB for a page it may never open; once a map has been shown, its hashed files are kept for offline use.
 */
export function isMapRuntimeAsset(url: URL, origin: string): boolean {
  return (
    url.origin === origin && /^\/assets\/(?:map-runtime|maplibre-gl-worker)-[^/]+\.(?:m?js|css)$/.test(url.pathname)
  );
}

export function isMapTile(url: URL): boolean {
  return url.origin === OSM_TILE_ORIGIN && /^\/\d+\/\d+\/\d+\.png$/.test(url.pathname);
}
