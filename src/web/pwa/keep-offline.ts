// The page's side of keeping the site for offline use (the worker's is offline-keeper.ts): what the page sees of the
// guest's data plan, told to the worker before it installs; the guest's "Keep this site for offline use"; and the
// language the page shows, which the worker keeps too.
import {
  CHOICE_CACHE,
  DATA_SAVER_KEY,
  KEEP_OFFLINE_MESSAGE,
  keptMarker,
  OFFLINE_LANGUAGE_MESSAGE,
  savesData,
  type ConnectionFacts,
  type KeepOfflineMessage,
  type OfflineLanguageMessage,
} from "./offline-keeping.ts";

// Long enough for the whole app on a slow link; the guest can press again after.
const KEEP_TIMEOUT_MS = 5 * 60 * 1000;

function canKeep(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof caches !== "undefined";
}

/** Save-Data, or a 2G-class connection, as this browser tells it (Chromium's Network Information API). */
export function connectionSavesData(): boolean {
  if (typeof navigator === "undefined") return false;
  return savesData((navigator as Navigator & { connection?: ConnectionFacts }).connection);
}

/**
 * Tells the worker what the page sees of the connection before it registers it: a worker does not always see the
 * Network Information API itself, and decides at install whether to download for later.
 */
export async function recordDataSaver(): Promise<void> {
  if (!canKeep()) return;
  const choices = await caches.open(CHOICE_CACHE);
  await choices.put(DATA_SAVER_KEY, new Response(connectionSavesData() ? "1" : "0"));
}

/** Whether the worker holds every page and catalog of `language` (and so the app, which it keeps first). */
export async function isKeptOffline(language: string): Promise<boolean> {
  if (!canKeep()) return false;
  return (await caches.match(keptMarker(language))) !== undefined;
}

/** Asks the worker to keep the app and `language` now, whatever the data plan; true once all of it is kept. */
export async function keepOffline(language: string): Promise<boolean> {
  if (!canKeep()) return false;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  return new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => resolve(false), KEEP_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => {
      window.clearTimeout(timer);
      resolve(event.data.kept === true);
    };
    const message: KeepOfflineMessage = { type: KEEP_OFFLINE_MESSAGE, language };
    worker.postMessage(message, [channel.port2]);
  });
}

/** The page shows `language`: the worker keeps it too (it sees no navigation when the app switches language). */
export function followLanguage(language: string): void {
  if (!canKeep()) return;
  const message: OfflineLanguageMessage = { type: OFFLINE_LANGUAGE_MESSAGE, language };
  navigator.serviceWorker.controller?.postMessage(message);
}
