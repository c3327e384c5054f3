// The app's outbox, one per page, made for the page's QueryClient (whose caches its outcomes refresh): the IndexedDB
// store, the channel to the other tabs, the replay lock, the network as the app sees it and the signed-in guest.
// Started only in the browser (app/later-services.tsx, islands/app-services.tsx), never when the build or the server
// renders a page.
import type { QueryClient } from "@tanstack/react-query";
import { del, get } from "idb-keyval";
import { readStoredSession, subscribeToSession } from "../../auth/session-storage.ts";
import { isOnline, subscribeToNetworkStatus } from "../network-status.ts";
import { LEGACY_OUTBOX_KEY } from "../query-persistence-keys.ts";
import { setHeldRequests } from "./held-requests.ts";
import { memoryOutboxStore } from "./memory-outbox-store.ts";
import { Outbox } from "./outbox.ts";
import { broadcastOutboxChannel } from "./outbox-channel.ts";
import { outboxOutcomes } from "./outbox-outcomes.ts";
import { outboxSenders } from "./outbox-senders.ts";
import { setOutboxCounter } from "./outbox-size.ts";
import { indexedDbOutboxStore } from "./outbox-store.ts";
import { webReplayLock } from "./replay-lock.ts";

/** A start must not hang on a broken IndexedDB (some private modes): the page renders, the outbox follows. */
const LOAD_TIMEOUT_MS = 1_500;

const outboxes = new WeakMap<QueryClient, Outbox>();
// The app makes its outbox once its first screen is drawn (src/web/app/later-services.tsx): a page already on screen
// then shows what it holds.
const outboxListeners = new Set<() => void>();

const signedInUserId = () => readStoredSession()?.user.id ?? null;

/** The outbox of the page whose QueryClient this is, or null where none runs (yet, or a render on the server). */
export function outboxOf(queryClient: QueryClient): Outbox | null {
  return outboxes.get(queryClient) ?? null;
}

/** Calls `listener` whenever a page's outbox is made. */
export function subscribeToOutboxes(listener: () => void): () => void {
  outboxListeners.add(listener);
  return () => outboxListeners.delete(listener);
}

function followCounts(outbox: Outbox): void {
  const update = () => {
    const userId = signedInUserId();
    const waiting = outbox.snapshot.records.filter((record) => record.state === "waiting").length;
    setHeldRequests(userId === null ? waiting : 0);
  };
  outbox.subscribe(update);
  subscribeToSession(update);
  update();
  // The sign-out question counts the signed-in guest's requests, waiting or failed.
  setOutboxCounter(() => outbox.snapshot.records.filter((record) => record.request.userId === signedInUserId()).length);
}

/**
 * Makes the page's outbox and reads what the device keeps (at most a moment: the records follow if IndexedDB is slow),
 * so the first render already lists the queued requests. `startAppOutbox` then sends them.
 */
export async function loadAppOutbox(queryClient: QueryClient): Promise<Outbox> {
  const existing = outboxOf(queryClient);
  if (existing) return existing;
  const withIndexedDb = typeof indexedDB !== "undefined";
  const outbox = new Outbox({
    store: withIndexedDb ? indexedDbOutboxStore : memoryOutboxStore(),
    channel: broadcastOutboxChannel(),
    lock: webReplayLock(),
    senders: outboxSenders,
    outcomes: outboxOutcomes(queryClient),
    online: { get: isOnline, subscribe: subscribeToNetworkStatus },
    signedInUserId: { get: signedInUserId, subscribe: subscribeToSession },
    ...(withIndexedDb
      ? { legacy: { read: () => get<unknown>(LEGACY_OUTBOX_KEY), remove: () => del(LEGACY_OUTBOX_KEY) } }
      : {}),
  });
  outboxes.set(queryClient, outbox);
  for (const listener of outboxListeners) listener();
  followCounts(outbox);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    outbox.load().catch((error: unknown) => console.warn("The saved outbox could not be read.", error)),
    new Promise((resolve) => (timer = setTimeout(resolve, LOAD_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  return outbox;
}

/** Sends what waits, now and whenever the network, the session or another tab says so. */
export function startAppOutbox(queryClient: QueryClient): void {
  outboxOf(queryClient)?.start();
}
