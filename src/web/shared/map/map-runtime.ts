// The heavy half of the villa map: maplibre-gl, its worker and its CSS. villa-map.tsx imports this module
// only when the map is about to scroll into view, so no other page downloads it.
import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// maplibre looks for its worker next to its own file, which bundling renames; point it at the emitted copy.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { escapeHtml } from "../../../domain/html-text.ts";
import { siteContact } from "../site/site-contact.ts";
import {
  OSM_COPYRIGHT_URL,
  OSM_TILE_URL,
  VILLA_MAP_MAX_ZOOM,
  VILLA_MAP_TILE_SIZE,
  VILLA_MAP_ZOOM,
} from "./villa-location.ts";

setWorkerUrl(workerUrl);

export interface VillaMapTexts {
  popupTitle: string;
  popupLines: readonly string[];
  /** "© {osm} contributors" with `{osm}` where the OpenStreetMap link goes. */
  attribution: string;
  /** maplibre's own interface strings (zoom buttons, marker, popup close …), translated. */
  ui: Record<string, string>;
}

export interface VillaMapHandle {
  remove(): void;
}

function attributionHtml(template: string): string {
  const link = `<a href="${OSM_COPYRIGHT_URL}" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>`;
  return template.split("{osm}").map(escapeHtml).join(link);
}

function popupContent(texts: VillaMapTexts): HTMLElement {
  // Built from text nodes, never HTML, so a translation can't inject markup.
  const root = document.createElement("div");
  root.className = "villa-map-popup";
  const title = document.createElement("p");
  title.className = "font-semibold text-sea-900";
  title.textContent = texts.popupTitle;
  root.append(title);
  for (const line of texts.popupLines) {
    const p = document.createElement("p");
    p.className = "text-slate-700";
    p.textContent = line;
    root.append(p);
  }
  return root;
}

/** Draws the villa's map into `container`; rejects when the browser cannot (no WebGL). */
export function createVillaMap(container: HTMLElement, texts: VillaMapTexts): VillaMapHandle {
  const { latitude, longitude } = siteContact();
  const center: [number, number] = [longitude, latitude];
  const map = new MapLibreMap({
    container,
    center,
    zoom: VILLA_MAP_ZOOM,
    maxZoom: VILLA_MAP_MAX_ZOOM,
    locale: texts.ui,
    // On a phone one finger keeps scrolling the page; two move the map.
    cooperativeGestures: true,
    attributionControl: { compact: false },
    style: {
      version: 8,
      sources: {
        osm: {
          type: "raster",
          tiles: [OSM_TILE_URL],
          tileSize: VILLA_MAP_TILE_SIZE,
          maxzoom: VILLA_MAP_MAX_ZOOM,
          attribution: attributionHtml(texts.attribution),
        },
      },
      layers: [{ id: "osm", type: "raster", source: "osm" }],
    },
  });
  // Without a listener maplibre writes every failed tile to the console. Offline, or with tiles blocked, the
  // map simply stays blank: the address next to it is the information that matters.
  map.on("error", () => {});
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");

  const popup = new Popup({ offset: 32, closeOnClick: false, focusAfterOpen: false, maxWidth: "260px" }).setDOMContent(
    popupContent(texts),
  );
  new Marker({ color: "#0e7490" }).setLngLat(center).setPopup(popup).addTo(map);
  popup.setLngLat(center).addTo(map);

  return { remove: () => map.remove() };
}
