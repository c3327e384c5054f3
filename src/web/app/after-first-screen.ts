// Runs what the visitor's first screen does not need once that screen has been drawn: the app's route has rendered
// (its guard, its code and its catalog loaded), the browser has painted it and has a moment to spare. Downloaded
// before, that work (the outbox, the service worker, the notices and the toasts) made the back office's first load on
// a phone about 15 KB of compressed script heavier and ran before the page responded.
import type { AppRouter } from "./router.tsx";

// Idle callbacks wait while the browser is busy; the work must still start soon after the page responds.
const IDLE_TIMEOUT_MS = 1_000;
// A tab opened in the background paints no frames, and a route that never settles must not keep the service worker
// and the outbox from starting: at the latest after this long, whatever the screen.
const LATEST_START_MS = 5_000;

export function afterFirstScreen(router: AppRouter, start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    unsubscribe();
    clearTimeout(latest);
    start();
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(startOnce, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(startOnce, 0);
  };
  // After the next frame: the rendered route is then on screen.
  const unsubscribe = router.subscribe("onResolved", () => requestAnimationFrame(() => setTimeout(whenIdle, 0)));
  const latest = setTimeout(startOnce, LATEST_START_MS);
}
