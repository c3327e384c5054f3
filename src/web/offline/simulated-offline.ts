// DESIGN 5 "Simulate offline": testers on a phone force the app's network layer offline without developer tools,
// from the switch in the account settings or with `?simulateOffline=1` (and `=0` to end it). Kept in local storage
// so a reload stays offline, which is exactly what a tester wants to try, and followed by every open tab: a device
// is offline or not as a whole (one tab still "online" would send the queue the tester meant to hold). No TanStack
// here: the HTTP client reads this on every call. The switch itself is for testers only: it shows once a link with the
// parameter was opened on this device (remembered, so the tester finds it again), and to the admin.
import { externalValue, useExternalValue } from "../ui/external-value.ts";

const KEY = "simulate-offline";
const TESTER_KEY = "simulate-offline-tester";

function readStored(key: string = KEY): boolean {
  try {
    return typeof window !== "undefined" && window.localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

const simulated = externalValue(readStored());
const tester = externalValue(readStored(TESTER_KEY));

/** A link with `?simulateOffline=` was opened here: this device is a tester's, and the switch shows from now on. */
export function rememberOfflineTester(): void {
  try {
    window.localStorage.setItem(TESTER_KEY, "1");
  } catch {
    // Storage blocked: the switch still shows for this page.
  }
  tester.set(true);
}

/** Whether the account settings offer the switch: to a tester's device, or while the simulation is on. */
export function useSimulateOfflineOffered(): boolean {
  const on = useExternalValue(simulated, false);
  return useExternalValue(tester, false) || on;
}

export function isSimulatedOffline(): boolean {
  return simulated.get();
}

export function setSimulatedOffline(on: boolean): void {
  if (on === simulated.get()) return;
  try {
    if (on) window.localStorage.setItem(KEY, "1");
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the switch still holds for this page.
  }
  simulated.set(on);
}

export const subscribeToSimulatedOffline = simulated.subscribe;

let following = false;

/** Call once at start: the switch turned in another tab turns here too (`storage` events come from other tabs only). */
export function followSimulatedOfflineOfOtherTabs(): void {
  if (following) return;
  following = true;
  window.addEventListener("storage", (event) => {
    // `key === null`: another tab cleared the whole storage.
    if (event.key === KEY || event.key === null) simulated.set(readStored());
  });
}

/** The switch's state, for the switch itself and the offline banner's way back. */
export function useSimulatedOffline(): boolean {
  return useExternalValue(simulated, false);
}

/**
 * Whether this page has no network right now: the tester's switch, or the browser's own word. Only "offline" is
 * trusted: `navigator.onLine` true does not prove a connection works (weak Wi-Fi), so a request still tries.
 */
export function isNetworkOff(): boolean {
  return simulated.get() || (typeof navigator !== "undefined" && navigator.onLine === false);
}

/** `?simulateOffline=1` turns the switch on, `=0` (or `false`) off; anything else leaves it alone. */
export function simulateOfflineFromSearch(search: string): boolean | null {
  const value = new URLSearchParams(search).get("simulateOffline");
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  return null;
}
