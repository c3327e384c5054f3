// Registers the service worker (src/web/sw.ts, built to /sw.js) in production builds.
import { Workbox } from "workbox-window";

/** The registered worker's handle, for update prompts; null where there is no service worker (dev, old browsers). */
export function registerServiceWorker(): Workbox | null {
  // In dev the worker is not built; registering a stale one from an earlier build would serve old assets.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return null;
  const workbox = new Workbox("/sw.js", { scope: "/" });
  // Registration waits for the window load event, so it never competes with the first render.
  workbox.register().catch((error: unknown) => {
    console.warn("Service worker registration failed; the app works without offline support.", error);
  });
  return workbox;
}
