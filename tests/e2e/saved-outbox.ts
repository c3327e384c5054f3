// The outbox as the device keeps it (src/web/offline/outbox/outbox-store.ts): one IndexedDB record per queued
// request, under its Idempotency-Key. Read straight from the browser's database, as the next page load finds it.
import type { Page } from "@playwright/test";

export interface SavedRequest {
  kind: string;
  key: string;
  /** `waiting` or `failed`. */
  status: string;
}

export async function savedOutbox(page: Page): Promise<SavedRequest[]> {
  return page.evaluate(
    () =>
      new Promise<SavedRequest[]>((resolve, reject) => {
        const open = indexedDB.open("villa-outbox");
        // Never create the database here: the app creates it with its store, at the version it knows.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("requests")) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction("requests").objectStore("requests").getAll();
          read.onerror = () => reject(read.error ?? new Error("read failed"));
          read.onsuccess = () => {
            db.close();
            const records = read.result as {
              state: string;
              request: { kind: string; idempotencyKey: string; queuedAt: number };
            }[];
            resolve(
              records
                .sort((a, b) => a.request.queuedAt - b.request.queuedAt)
                .map((record) => ({
                  kind: record.request.kind,
                  key: record.request.idempotencyKey,
                  status: record.state,
                })),
            );
          };
        };
      }),
  );
}
