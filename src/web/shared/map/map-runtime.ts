// The heavy half of the villa map: maplibre-gl, its worker and its CSS. villa-map.tsx imports this module
// only when the map is about to scroll into view, so no other page downloads it.
import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import "./villa-map.css";
// maplibre looks for its worker next to its own file, which bundling renames; point it at the emitted copy.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { escapeHtml } from "../../../domain/html-text.ts";
import { siteContact } from "../site/site-data.ts";
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
  /** The link that opens directions to the villa in the visitor's maps app. */
  directions: string;
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
  const directions = document.createElement("a");
  directions.href = directionsUrl();
  directions.target = "_blank";
  directions.rel = "noopener noreferrer";
  directions.className =
    "mt-2 inline-flex min-h-11 items-center rounded-full bg-sea-700 px-4 font-semibold text-white hover:bg-sea-900";
  directions.textContent = texts.directions;
  root.append(directions);
  return root;
}

/**
 * Google Maps' universal directions link: on Android it opens the Maps app, on iPhones the Google Maps app when it is
 * installed and Google Maps in the browser otherwise, and on a computer the web page. A geo: URI does nothing on iOS.
 */
export function directionsUrl(): string {
  const { latitude, longitude } = siteContact();
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

// The popup's margin inside the map, clear of the zoom buttons' column on the right.
const POPUP_MARGIN = { top: 8, bottom: 8, left: 8, right: 8 };

/** Moves the map so the whole popup lies inside it (as Leaflet's autoPan does; maplibre only flips the anchor). */
function keepPopupInside(map: MapLibreMap, popup: Popup): void {
  const element = popup.getElement();
  if (!element) return;
  const box = element.getBoundingClientRect();
  const frame = map.getContainer().getBoundingClientRect();
  const shift = (start: number, end: number, min: number, max: number) =>
    start < min ? start - min : end > max ? Math.min(end - max, start - min) : 0;
  const dx = shift(box.left, box.right, frame.left + POPUP_MARGIN.left, frame.right - POPUP_MARGIN.right);
  const dy = shift(box.top, box.bottom, frame.top + POPUP_MARGIN.top, frame.bottom - POPUP_MARGIN.bottom);
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { animate: false });
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

  // Above the marker, never wider than the map leaves room for: on a phone the map is barely wider than the popup.
  const popup = new Popup({
    anchor: "bottom",
    offset: 32,
    className: "villa-map-popup-box",
    closeOnClick: false,
    focusAfterOpen: false,
    maxWidth: `${Math.max(160, Math.min(260, container.clientWidth - 2 * POPUP_MARGIN.left))}px`,
  }).setDOMContent(popupContent(texts));
  popup.on("open", () => keepPopupInside(map, popup));
  new Marker({ color: "#0e7490" }).setLngLat(center).setPopup(popup).addTo(map);
  popup.setLngLat(center).addTo(map);

  return { remove: () => map.remove() };
}
