// Whether the app may use the network: the browser's online state and the tester's "Simulate offline" switch,
// fed into TanStack Query's online manager, which pauses queries and queued mutations while it says offline
// and resumes them when it says online again (DESIGN 5).
import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { isNetworkOff, setSimulatedOffline, simulateOfflineFromSearch, subscribeToSimulatedOffline } from "./simulated-offline.ts";

/** Call once at start, before anything is fetched. */
export function startNetworkStatus(): void {
  const fromLink = simulateOfflineFromSearch(window.location.search);
  if (fromLink !== null) setSimulatedOffline(fromLink);
  // TanStack Query v5 assumes online until an event says otherwise; this listener reports the truth at once.
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(!isNetworkOff());
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    const unsubscribe = subscribeToSimulatedOffline(update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      unsubscribe();
    };
  });
}

export function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** The app's view of the network, for banners and notes; re-renders when it changes. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
