// A new version of the app (DESIGN 5 "Update available"): noticed through workbox-window, applied only when the guest
// presses Reload, never by itself, so nobody loses a half-filled form to an update.
import { externalValue, useExternalValue } from "../ui/external-value.ts";

/** What a new version's state is, seen from this page. */
export type UpdateState =
  | "current"
  // A new worker is installed and waits for this page's go-ahead.
  | "waiting"
  // Another tab already let the new worker take over: this page still runs the old code and should reload.
  | "taken-over";

interface WorkboxEventLike {
  isExternal?: boolean;
  isUpdate?: boolean;
}

/** The part of workbox-window's Workbox this module uses (a fake stands in for it in unit tests). */
export interface UpdateSource {
  addEventListener(type: "waiting" | "controlling", listener: (event: WorkboxEventLike) => void): void;
  messageSkipWaiting(): void;
}

export interface UpdateWatcher {
  state(): UpdateState;
  subscribe(listener: () => void): () => void;
  /** The guest pressed Reload: the waiting worker takes over, then the page reloads on the new code. */
  apply(): void;
}

export function watchForUpdates(source: UpdateSource, reload: () => void): UpdateWatcher {
  const state = externalValue<UpdateState>("current");
  let reloadRequested = false;

  source.addEventListener("waiting", () => state.set("waiting"));
  source.addEventListener("controlling", (event) => {
    if (reloadRequested) {
      reload();
      return;
    }
    // The first install claims the page it was installed from (sw.ts): same code, nothing to reload. Any other
    // change of controller was asked for elsewhere, so this page's code is now older than its worker.
    if (event.isUpdate) state.set("taken-over");
  });

  return {
    state: state.get,
    subscribe: state.subscribe,
    apply() {
      if (state.get() === "current" || reloadRequested) return;
      reloadRequested = true;
      if (state.get() === "waiting") source.messageSkipWaiting();
      else reload();
    },
  };
}

// The page's one watcher, set by registerServiceWorker(); none in dev, in old browsers or without a worker.
let pageWatcher: UpdateWatcher | null = null;
const pageState = externalValue<UpdateState>("current");

export function setPageUpdateWatcher(watcher: UpdateWatcher): void {
  pageWatcher = watcher;
  watcher.subscribe(() => pageState.set(watcher.state()));
  pageState.set(watcher.state());
}

export function useUpdateState(): UpdateState {
  return useExternalValue(pageState, "current");
}

export function applyUpdate(): void {
  pageWatcher?.apply();
}
