// The app's data layer on a prerendered page (which starts without it, hydrate-islands.tsx): one QueryClient with the saved
// cache and outbox, the start-up session check, queued requests sent, and the sign-out question. Started for a
// signed-in guest or a waiting outbox once the page responds, or by an island that needs data (the teaser's date
// picker asks for the villa's booked nights, the villa page's booking card starts with it). The data a server-rendered
// page was rendered from (the villa) goes into the cache over the saved copy, so it is kept for offline use as the
// app keeps it.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { DEFAULT_LANGUAGE } from "../../domain/languages.ts";
import { clearQueriesWhenUserChanges } from "../auth/session-cache.ts";
import { startSessionCheck } from "../auth/session-check.ts";
import { loadCatalog } from "../i18n/catalogs.ts";
import { languageOfPath } from "../i18n/language-path.ts";
import { createAppQueryClient } from "../offline/app-query-client.ts";
import { loadAppOutbox, startAppOutbox } from "../offline/outbox/app-outbox.ts";
import { SignOutGuardDialog } from "../offline/outbox/sign-out-guard-dialog.tsx";
import { startQueryNetworkStatus } from "../offline/query-network.ts";
import { startQueryPersistence } from "../offline/query-persistence.ts";
import { mountOverlay } from "./overlay-root.tsx";
import { restorePageQueryData } from "./page-query-data.ts";

let client: QueryClient | null = null;

async function start(queryClient: QueryClient): Promise<void> {
  clearQueriesWhenUserChanges(queryClient);
  void startSessionCheck();
  const { pathname } = window.location;
  // The outbox's toasts and replies speak the app's words (its core catalog).
  await Promise.all([
    loadCatalog(languageOfPath(pathname) ?? DEFAULT_LANGUAGE, pathname),
    startQueryPersistence(queryClient).then(() => restorePageQueryData(queryClient)),
    loadAppOutbox(queryClient),
  ]);
  mountOverlay(
    <QueryClientProvider client={queryClient}>
      <SignOutGuardDialog />
    </QueryClientProvider>,
  );
  startAppOutbox(queryClient);
}

/** The page's one QueryClient, started on first use. */
export function siteQueryClient(): QueryClient {
  if (!client) {
    startQueryNetworkStatus();
    client = createAppQueryClient();
    void start(client);
  }
  return client;
}
