// DESIGN 5: TanStack Query's cache lives on in IndexedDB (idb-keyval), so the villa, its booked dates, My Bookings
// and the profile show their last known data offline and at the next start. It is thrown away when the build or the
// signed-in user changes (its data may no longer fit either), and when it is more than a week old. The outbox is
// kept apart, one record per request (outbox/outbox-store.ts): it must outlive any build and be shared by tabs.
import type { QueryClient } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from "@tanstack/query-persist-client-core";
import { del, get, set } from "idb-keyval";
import { readStoredSession } from "../auth/session-storage.ts";
import { QUERY_CACHE_KEY } from "./query-persistence-keys.ts";

declare const __APP_BUILD_ID__: string | undefined;

const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A start must not hang on a broken IndexedDB (some private modes): the app starts without the saved data. */
const RESTORE_TIMEOUT_MS = 1_500;
/** Query data changes in bursts (a page load fetches several things): one write per burst is enough. */
const QUERY_SAVE_DELAY_MS = 500;

function buildId(): string {
  return typeof __APP_BUILD_ID__ === "string" ? __APP_BUILD_ID__ : "dev";
}

/** Saved query data fits only the build and the user it was saved by. */
function queryBuster(): string {
  return `${buildId()}:${currentUserId()}`;
}

function currentUserId(): string {
  return readStoredSession()?.user.id ?? "anonymous";
}

const queryPersister: Persister = {
  persistClient: (client) => set(QUERY_CACHE_KEY, client),
  restoreClient: () => get<PersistedClient>(QUERY_CACHE_KEY),
  removeClient: () => del(QUERY_CACHE_KEY),
};

function saveQueries(queryClient: QueryClient): Promise<void> {
  return persistQueryClientSave({
    queryClient,
    persister: queryPersister,
    buster: queryBuster(),
    dehydrateOptions: { shouldDehydrateMutation: () => false },
  });
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        console.warn("The saved offline data could not be read; starting without it.", error);
        resolve();
      },
    );
  });
}

/**
 * Restores the saved cache, then keeps it saved. Resolves when the restore is done (or gave up), so the first render
 * already has the saved data. Without IndexedDB the app works, it only forgets on reload.
 */
export async function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  await withTimeout(
    persistQueryClientRestore({
      queryClient,
      persister: queryPersister,
      buster: queryBuster(),
      maxAge: QUERY_CACHE_MAX_AGE_MS,
    }).then(() => {
      // Saved data is what the guest last saw, not what the server holds now: shown at once (and offline), and
      // fetched again as soon as a page uses it (a profile saved just before a reload must not come back old).
      void queryClient.invalidateQueries({ refetchType: "none" });
    }),
    RESTORE_TIMEOUT_MS,
  );

  let queryTimer: ReturnType<typeof setTimeout> | null = null;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "added" && event.type !== "removed" && event.type !== "updated") return;
    queryTimer ??= setTimeout(() => {
      queryTimer = null;
      saveQueries(queryClient).catch(ignoreStorageFailure);
    }, QUERY_SAVE_DELAY_MS);
  });
}

function ignoreStorageFailure(error: unknown): void {
  // A full or blocked IndexedDB costs the offline copy, never the page.
  console.warn("Could not save offline data.", error);
}

/** Sign-out and a change of user: the saved copy of the previous user's data goes with the in-memory one. */
export async function removePersistedQueries(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  await queryPersister.removeClient();
}
