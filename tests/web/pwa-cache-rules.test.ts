// Which requests the service worker keeps at run time (src/web/pwa/cache-rules.ts, used by src/web/sw.ts).
import { describe, expect, it } from "vitest";
import { isCacheableApiGet, isMapRuntimeAsset, isMapTile } from "../../src/web/pwa/cache-rules.ts";
import { OSM_TILE_URL } from "../../src/web/shared/map/villa-location.ts";

const ORIGIN = "https://villa.example";
const at = (path: string) => new URL(path, ORIGIN);

describe("isCacheableApiGet", () => {
  it.each([
    "/api/villas",
    "/api/villas/v1/booked-dates?from=2026-01-01",
    "/api/bookings/mine?page=2",
    "/api/users/me",
    "/api/authors",
  ])("keeps %s", (path) => expect(isCacheableApiGet(at(path), ORIGIN)).toBe(true));

  it.each([
    "/api/auth/me",
    "/api/auth/refresh-token",
    "/api/auth",
    "/api/health",
    "/api/docs",
    "/api/docs/json",
    "/api/docs/static/index.html",
    "/api/bookings/b1/invoice.pdf",
  ])("never keeps %s (tokens, live status, developer docs, document downloads)", (path) =>
    expect(isCacheableApiGet(at(path), ORIGIN)).toBe(false),
  );

  it("leaves pages, assets and other origins alone", () => {
    expect(isCacheableApiGet(at("/en/booking"), ORIGIN)).toBe(false);
    expect(isCacheableApiGet(at("/apiary"), ORIGIN)).toBe(false);
    expect(isCacheableApiGet(new URL("https://elsewhere.example/api/villas"), ORIGIN)).toBe(false);
  });
});

describe("isMapRuntimeAsset", () => {
  it("matches the hashed map chunk, its CSS and maplibre's worker", () => {
    expect(isMapRuntimeAsset(at("/assets/map-runtime-BCs-z1vu.js"), ORIGIN)).toBe(true);
    expect(isMapRuntimeAsset(at("/assets/map-runtime-qvkd0SPb.css"), ORIGIN)).toBe(true);
    expect(isMapRuntimeAsset(at("/assets/maplibre-gl-worker-CZtFQQIV.mjs"), ORIGIN)).toBe(true);
  });

  it("leaves the precached chunks (the small villa-map component included) alone", () => {
    expect(isMapRuntimeAsset(at("/assets/villa-map-Cf5fgTc2.js"), ORIGIN)).toBe(false);
    expect(isMapRuntimeAsset(at("/assets/index-DAVtLK4r.js"), ORIGIN)).toBe(false);
    expect(isMapRuntimeAsset(new URL("https://cdn.example/assets/map-runtime-x.js"), ORIGIN)).toBe(false);
  });
});

describe("isMapTile", () => {
  it("matches the map's own tile address", () => {
    const tile = OSM_TILE_URL.replace("{z}", "15").replace("{x}", "19450").replace("{y}", "13790");
    expect(isMapTile(new URL(tile))).toBe(true);
  });

  it("does not match other OpenStreetMap addresses", () => {
    expect(isMapTile(new URL("https://www.openstreetmap.org/copyright"))).toBe(false);
    expect(isMapTile(new URL("https://tile.openstreetmap.org/robots.txt"))).toBe(false);
  });
});
