// Where the villa is and how its map is drawn (SPEC 9 "Map": zoom 15, 256 px tiles, max zoom 18).
// The coordinates are the site settings' (shared/site/site-data.ts).

export const VILLA_MAP_ZOOM = 15;
export const VILLA_MAP_MAX_ZOOM = 18;
export const VILLA_MAP_TILE_SIZE = 256;

/** OpenStreetMap's standard raster tiles; their usage policy asks for the attribution shown on the map. */
export const OSM_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";
