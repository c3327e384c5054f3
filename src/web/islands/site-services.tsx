// What a prerendered page starts once its islands respond (hydrate-islands.tsx), as the app does on every page: the
// service worker, the notices and toasts, and, for a signed-in guest or requests still waiting in the outbox, the
// app's data layer (app-services.tsx), so a session is checked and a queued request goes out from any page.
import { get } from "idb-keyval";
import { DEFAULT_LANGUAGE } from "../../domain/languages.ts";
import { readStoredSession } from "../auth/session-storage.ts";
import { loadParts } from "../i18n/catalogs.ts";
import { languageOfPath } from "../i18n/language-path.ts";
import { hasStoredRequests } from "../offline/outbox/outbox-store.ts";
import { LEGACY_OUTBOX_KEY } from "../offline/query-persistence-keys.ts";
import { PwaNotices } from "../pwa/pwa-notices.tsx";
import { registerServiceWorker } from "../pwa/register-service-worker.ts";
import { Toaster } from "../ui/toast/toaster.tsx";
import { mountOverlay } from "./overlay-root.tsx";

/** Whether an earlier visit left requests in the outbox, or in an earlier version's (a failed IndexedDB counts as none). */
async function hasSavedOutbox(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  if (await hasStoredRequests()) return true;
  try {
    return (await get<unknown>(LEGACY_OUTBOX_KEY)) !== undefined;
  } catch {
    return false;
  }
}

export async function startSiteServices(): Promise<void> {
  registerServiceWorker();
  await loadParts(languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE, ["ui"]);
  mountOverlay(
    <>
      <Toaster />
      <PwaNotices />
    </>,
  );
  void (async () => {
    if (readStoredSession() || (await hasSavedOutbox())) (await import("./app-services.tsx")).siteQueryClient();
  })();
}
