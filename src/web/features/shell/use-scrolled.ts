// Whether the page has scrolled past a threshold: the header's compact look after 20 px (SPEC 2).
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

export function useScrolledPast(threshold: number): boolean {
  // The snapshot is a boolean, so React re-renders only when the threshold is crossed, not on every scroll event.
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
