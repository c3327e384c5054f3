// Whether the app may use the network: the browser's online state and the tester's "Simulate offline" switch, in one
// value that banners, notes and the outbox read. No TanStack here, so a prerendered page's islands can show the
// offline banner without the data layer; the app feeds the same value into TanStack Query's online manager
// (query-network.ts), which pauses queries and queued mutations while it says offline.
import { externalValue, useExternalValue } from "../ui/external-value.ts";
import { forgetServerReachability } from "./server-reachability.ts";
import {
  followSimulatedOfflineOfOtherTabs,
  isNetworkOff,
  rememberOfflineTester,
  setSimulatedOffline,
  simulateOfflineFromSearch,
  subscribeToSimulatedOffline,
} from "./simulated-offline.ts";

const online = externalValue(true);
let started = false;

/** Call once at start, before anything is fetched. */
export function startNetworkStatus(): void {
  if (started) return;
  started = true;
  const fromLink = simulateOfflineFromSearch(window.location.search);
  if (fromLink !== null) {
    rememberOfflineTester();
    setSimulatedOffline(fromLink);
  }
  const update = () => online.set(!isNetworkOff());
  update();
  const deviceNetworkChanged = () => {
    forgetServerReachability();
    update();
  };
  window.addEventListener("online", deviceNetworkChanged);
  window.addEventListener("offline", deviceNetworkChanged);
  subscribeToSimulatedOffline(deviceNetworkChanged);
  followSimulatedOfflineOfOtherTabs();
}

export function isOnline(): boolean {
  return online.get();
}

export const subscribeToNetworkStatus = online.subscribe;

/** The app's view of the network, for banners and notes; re-renders when it changes. */
export function useIsOnline(): boolean {
  return useExternalValue(online, true);
}
