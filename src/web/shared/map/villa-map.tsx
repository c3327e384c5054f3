// The villa on a map (SPEC 2 Contact, reused by the booking page). maplibre-gl is big, so it is downloaded only
// when the map is about to scroll into view; until then, and if it cannot load, a plain panel holds its place.
// The address is never only inside the map: pages show it as text next to it.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { villaAddressLines } from "../../ui/contact-details.ts";
import type { VillaMapHandle, VillaMapTexts } from "./map-runtime.ts";
import { defineIsland } from "../../islands/island.tsx";

export type VillaMapProps = {
  /** Size and shape of the map box; it needs a height. */
  className?: string;
};

type MapStatus = "waiting" | "loading" | "ready" | "unavailable";

// map-runtime.ts puts the OpenStreetMap link where this placeholder stands in the translated credit line.
const OSM_LINK = "{osm}";

// Start loading a little before the map is visible, so it is drawn by the time the visitor gets there.
const PRELOAD_MARGIN = "300px";

export function VillaMap({ className = "h-80 md:h-96" }: VillaMapProps) {
  const { t, i18n } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>("waiting");

  const addressLines = villaAddressLines(i18n);
  const texts: VillaMapTexts = {
    popupTitle: t`Villa Location`,
    popupLines: [t`North Hurghada, Red Sea`, addressLines[0] ?? "", addressLines.at(-1) ?? ""],
    directions: t`Directions`,
    attribution: t`© ${OSM_LINK} contributors`,
    ui: {
      "Map.Title": t`Interactive map: use the arrow keys to move it, plus and minus to zoom`,
      "Marker.Title": t`The villa`,
      "Popup.Close": t`Close the villa location`,
      "NavigationControl.ZoomIn": t`Zoom in`,
      "NavigationControl.ZoomOut": t`Zoom out`,
      "NavigationControl.ResetBearing": t`Reset the map to north`,
      "AttributionControl.ToggleAttribution": t`Show map credits`,
      "CooperativeGesturesHandler.WindowsHelpText": t`Use Ctrl + scroll to zoom the map`,
      "CooperativeGesturesHandler.MacHelpText": t`Use ⌘ + scroll to zoom the map`,
      "CooperativeGesturesHandler.MobileHelpText": t`Use two fingers to move the map`,
    },
  };
  // The map reads the texts when it is drawn, and is redrawn only when the language changes.
  const currentTexts = useEffectEvent(() => texts);
  const language = i18n.locale;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let handle: VillaMapHandle | undefined;

    async function draw(target: HTMLElement) {
      setStatus("loading");
      try {
        const { createVillaMap } = await import("./map-runtime.ts");
        if (cancelled) return;
        handle = createVillaMap(target, currentTexts());
        setStatus("ready");
      } catch {
        // No WebGL, or the chunk could not be fetched offline: the panel explains, the address stays.
        if (!cancelled) setStatus("unavailable");
      }
    }

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void draw(container);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
      handle?.remove();
    };
  }, [language]);

  return (
    <div
      role="region"
      aria-label={t`Map of the villa's location in North Hurghada`}
      aria-busy={status === "loading"}
      data-map-status={status}
      className={`relative isolate overflow-hidden rounded-2xl bg-sea-50 ring-1 ring-sea-100 ${className}`}
    >
      {/* maplibre owns everything inside this box (and makes it position: relative), so React renders nothing into it. */}
      <div ref={containerRef} className="size-full" />
      {status !== "ready" ? (
        <p className="pointer-events-none absolute inset-x-0 bottom-0 m-3 rounded-lg bg-white/90 px-3 py-2 text-sm text-slate-700">
          {status === "unavailable" ? t`The map cannot be shown right now.` : t`Loading the map…`}
        </p>
      ) : null}
    </div>
  );
}

export const villaMapIsland = defineIsland("villa-map", VillaMap);
