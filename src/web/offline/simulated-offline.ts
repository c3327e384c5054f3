// DESIGN 5 "Simulate offline": testers on a phone force the app's network layer offline without developer tools,
// from the switch in the account settings or with `?simulateOffline=1` (and `=0` to end it). Kept in local storage
// so a reload stays offline, which is exactly what a tester wants to try. No React and no TanStack here: the HTTP
// client reads this on every call.
const KEY = "simulate-offline";
const listeners = new Set<() => void>();
let simulated = readStored();

function readStored(): boolean {
  try {
    return typeof window !== "undefined" && window.localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function isSimulatedOffline(): boolean {
  return simulated;
}

export function setSimulatedOffline(on: boolean): void {
  if (on === simulated) return;
  simulated = on;
  try {
    if (on) window.localStorage.setItem(KEY, "1");
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the switch still holds for this page.
  }
  for (const listener of listeners) listener();
}

export function subscribeToSimulatedOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `?simulateOffline=1` turns the switch on, `=0` (or `false`) off; anything else leaves it alone. */
export function simulateOfflineFromSearch(search: string): boolean | null {
  const value = new URLSearchParams(search).get("simulateOffline");
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  return null;
}
