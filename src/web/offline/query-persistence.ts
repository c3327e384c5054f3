// DESIGN 5: TanStack Query's cache lives on in IndexedDB (idb-keyval), so the villa, its booked dates, My Bookings
// and the profile show their last known data offline and at the next start. Two records:
// - the query cache, thrown away when the build or the signed-in user changes (its data may no longer fit either),
//   and at most a week old;
// - the outbox (queued booking and cancel requests), never thrown away by a new build: a version that ships while a
//   request waits for a connection must still send it.
import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from "@tanstack/query-persist-client-core";
import { del, get, set } from "idb-keyval";
import { readStoredSession } from "../auth/session-storage.ts";
import { isOutboxMutation, isKeptOutboxMutation } from "./outbox/outbox-mutations.ts";
import { OUTBOX_KEY, QUERY_CACHE_KEY } from "./query-persistence-keys.ts";
import { errorFromPlain, isPlainApiError, plainError } from "./persisted-errors.ts";

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

/**
 * Mutation errors as plain records on the way in, ApiRequestErrors again on the way out. A request that was on its
 * way when the page closed is saved as paused: the next start cannot know whether it arrived, so it sends it again
 * (with its Idempotency-Key, which makes that safe).
 */
export function mapMutations(state: DehydratedState, direction: "save" | "restore"): DehydratedState {
  return {
    ...state,
    mutations: state.mutations.map((mutation) => {
      const { error, status } = mutation.state;
      const mapped =
        error == null ? error : direction === "save" ? plainError(error) : isPlainApiError(error) ? errorFromPlain(error) : error;
      return { ...mutation, state: { ...mutation.state, error: mapped as Error | null, isPaused: mutation.state.isPaused || status === "pending" } };
    }),
  };
}

/** Where a persister keeps its record: IndexedDB in the app, a plain map in unit tests. */
export interface PersistedStore {
  get: (key: string) => Promise<PersistedClient | undefined>;
  set: (key: string, value: PersistedClient) => Promise<void>;
  del: (key: string) => Promise<void>;
}

const idbStore: PersistedStore = { get: (key) => get<PersistedClient>(key), set, del };

/** The persister of one record (`key`), with mutation errors mapped by mapMutations on the way in and out. */
export function mappedPersister(key: string, store: PersistedStore = idbStore): Persister {
  return {
    async persistClient(client) {
      await store.set(key, { ...client, clientState: mapMutations(client.clientState, "save") });
    },
    async restoreClient() {
      const client = await store.get(key);
      if (!client) return undefined;
      return { ...client, clientState: mapMutations(client.clientState, "restore") };
    },
    async removeClient() {
      await store.del(key);
    },
  };
}

const queryPersister = mappedPersister(QUERY_CACHE_KEY);
const outboxPersister = mappedPersister(OUTBOX_KEY);

function saveQueries(queryClient: QueryClient): Promise<void> {
  return persistQueryClientSave({
    queryClient,
    persister: queryPersister,
    buster: queryBuster(),
    dehydrateOptions: { shouldDehydrateMutation: () => false },
  });
}

/** Saves the outbox (requests still to send, failures not yet dismissed); `persister` is for unit tests. */
export async function saveOutbox(queryClient: QueryClient, persister: Persister = outboxPersister): Promise<void> {
  await persistQueryClientSave({
    queryClient,
    persister,
    buster: OUTBOX_KEY,
    dehydrateOptions: { shouldDehydrateQuery: () => false, shouldDehydrateMutation: isKeptOutboxMutation },
  });
}

/** Brings the saved outbox back into `queryClient`, whose outbox defaults must already be registered. */
export function restoreOutbox(queryClient: QueryClient, persister: Persister = outboxPersister): Promise<void> {
  return persistQueryClientRestore({ queryClient, persister, buster: OUTBOX_KEY, maxAge: Number.POSITIVE_INFINITY });
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
 * Restores the saved cache and outbox, then keeps both saved. Resolves when the restore is done (or gave up), so
 * the first render already has the saved data. Without IndexedDB the app works, it only forgets on reload.
 */
export async function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  let appStarted = false;
  await withTimeout(
    Promise.all([
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
      // The app resumes the restored requests once it has rendered (main.tsx); one restored too late for that
      // is resumed here.
      restoreOutbox(queryClient).then(() => {
        if (appStarted) void queryClient.resumePausedMutations();
      }),
    ]),
    RESTORE_TIMEOUT_MS,
  );
  appStarted = true;

  let queryTimer: ReturnType<typeof setTimeout> | null = null;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "added" && event.type !== "removed" && event.type !== "updated") return;
    queryTimer ??= setTimeout(() => {
      queryTimer = null;
      saveQueries(queryClient).catch(ignoreStorageFailure);
    }, QUERY_SAVE_DELAY_MS);
  });
  // Outbox changes are written at once: a guest who queues a request and closes the app must find it again.
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== "added" && event.type !== "removed" && event.type !== "updated") return;
    if (!isOutboxMutation(event.mutation)) return;
    saveOutbox(queryClient).catch(ignoreStorageFailure);
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
