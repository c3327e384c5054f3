// TanStack Query's online manager follows the app's view of the network (network-status.ts): queries and queued
// mutations pause while it says offline and resume when it says online again (DESIGN 5).
import { onlineManager } from "@tanstack/react-query";
import { isOnline, startNetworkStatus, subscribeToNetworkStatus } from "./network-status.ts";

/** Call once at start, before anything is fetched. */
export function startQueryNetworkStatus(): void {
  startNetworkStatus();
  // TanStack Query v5 assumes online until an event says otherwise; this listener reports the truth at once.
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribeToNetworkStatus(() => setOnline(isOnline()));
  });
}
