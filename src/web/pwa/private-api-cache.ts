// Sign-out and a change of user empty the service worker's API cache: it may hold the last guest's
// bookings and profile, which must never be shown to the next person on the same device.
import { API_GET_CACHE } from "./cache-rules.ts";

/** Deletes the cached API answers; resolves quietly where there is no Cache Storage (old browsers, some private modes). */
export async function clearPrivateApiCache(): Promise<void> {
  if (typeof window === "undefined" || !("caches" in window)) return;
  try {
    await window.caches.delete(API_GET_CACHE);
  } catch {
    // Storage blocked or already gone: nothing is left to leak.
  }
}
