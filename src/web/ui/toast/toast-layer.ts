// Where toasts must render to be seen. A modal <dialog> sits in the browser's top layer and makes the rest of
// the page inert, so a toast raised while one is open ("Sign In Required", "Failed to cancel booking") would be
// hidden behind its backdrop and never announced. Each open dialog therefore takes a layer, and only the
// topmost layer (the page when none is open) renders the toasts.
import { useEffect, useState, useSyncExternalStore } from "react";

let layers: readonly number[] = [];
let nextLayer = 1;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setLayers(next: readonly number[]): void {
  layers = next;
  for (const listener of listeners) listener();
}

const topLayer = () => layers.at(-1) ?? 0;

/** The layer currently showing toasts: 0 for the page, else the id of the topmost open dialog. */
export function useTopToastLayer(): number {
  return useSyncExternalStore(subscribe, topLayer, topLayer);
}

/** Claims a layer while `open`; returns its id (0 while closed). */
export function useToastLayer(open: boolean): number {
  const [layer] = useState(() => nextLayer++);
  useEffect(() => {
    if (!open) return;
    setLayers([...layers, layer]);
    return () => setLayers(layers.filter((id) => id !== layer));
  }, [open, layer]);
  return open ? layer : 0;
}
