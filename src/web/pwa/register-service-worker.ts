// Registers the service worker (src/web/sw.ts, built to /sw.js) in production builds and watches for new versions.
import { recordDataSaver } from "./keep-offline.ts";
import { setPageUpdateWatcher, watchForUpdates } from "./service-worker-update.ts";

// A guest may keep the installed app open for days; the browser itself only looks for a new worker on navigations,
// which a single-page app rarely makes.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Registers the worker where there can be one (not in dev, not in old browsers) and sets the page's update watcher. */
export function registerServiceWorker(): void {
  // In dev the worker is not built; registering a stale one from an earlier build would serve old assets.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Loaded here rather than with the page: nothing of it is needed for the first paint or the first click.
  import("workbox-window")
    .then(async ({ Workbox }) => {
      const workbox = new Workbox("/sw.js", { scope: "/" });
      setPageUpdateWatcher(watchForUpdates(workbox, () => window.location.reload()));
      // Before the worker installs: on Save-Data or 2G it waits for the guest to ask (keep-offline.ts).
      await recordDataSaver().catch(() => undefined);
      // Registration waits for the window load event, so it never competes with the first render.
      await workbox.register();
      window.setInterval(() => {
        if (navigator.onLine) workbox.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    })
    .catch((error: unknown) => {
      console.warn("Service worker registration failed; the app works without offline support.", error);
    });
}
