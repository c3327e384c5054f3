// Where the outbox is kept: one IndexedDB record per queued request, under its Idempotency-Key, so tabs that queue,
// send or dismiss requests at the same time each change only their own record (a whole outbox written as one value
// would let the last tab to write erase what another had just queued). A change that depends on the record as it is
// (a failure recorded, a retry scheduled) reads and writes it in one transaction.
export interface StoredValue {
  key: string;
  value: unknown;
}

export interface OutboxStore {
  /** Every stored value with its key, whatever its format. */
  readAll(): Promise<StoredValue[]>;
  /** Stores `value` under `key` unless something is there already; true when it was stored. */
  add(key: string, value: unknown): Promise<boolean>;
  /**
   * Reads the value under `key` and writes what `change` returns, in one transaction: `undefined` deletes it, the same
   * value leaves it alone. `change` runs inside the transaction, so it must not wait for anything. Resolves with the
   * value found (undefined when there was none).
   */
  update(key: string, change: (current: unknown) => unknown): Promise<unknown>;
}

const DB_NAME = "villa-outbox";
/** Raised only with a new object store or index; records change shape through their own format instead. */
const DB_VERSION = 1;
const REQUESTS = "requests";

/** IndexedDB refused to open the database because a newer version of the app changed it. */
export function isNewerDatabase(error: unknown): boolean {
  return error instanceof DOMException && error.name === "VersionError";
}

let connection: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(DB_NAME, DB_VERSION);
    opening.onupgradeneeded = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains(REQUESTS)) db.createObjectStore(REQUESTS);
    };
    opening.onsuccess = () => {
      const db = opening.result;
      // A newer version of the app, open in another tab, changes the database: this one lets go at once (holding on
      // would block it), and its next use finds the database too new.
      db.onversionchange = () => {
        db.close();
        connection = null;
      };
      db.onclose = () => {
        connection = null;
      };
      resolve(db);
    };
    opening.onerror = () => {
      connection = null;
      reject(opening.error ?? new Error("The outbox database could not be opened"));
    };
  });
  return connection;
}

function transaction<T>(
  mode: IDBTransactionMode,
  work: (requests: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T> {
  return openDatabase().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(REQUESTS, mode);
        let result: T;
        tx.oncomplete = () => resolve(result);
        tx.onerror = () => reject(tx.error ?? new Error("Outbox transaction failed"));
        tx.onabort = () => reject(tx.error ?? new Error("Outbox transaction aborted"));
        work(tx.objectStore(REQUESTS), (value) => {
          result = value;
        });
      }),
  );
}

export const indexedDbOutboxStore: OutboxStore = {
  readAll() {
    return transaction<StoredValue[]>("readonly", (requests, done) => {
      const keys = requests.getAllKeys();
      const values = requests.getAll();
      // Both lists come in key order from one transaction, so they pair up.
      values.onsuccess = () =>
        done(keys.result.map((key, index) => ({ key: String(key), value: values.result[index] as unknown })));
    });
  },
  add(key, value) {
    return transaction<boolean>("readwrite", (requests, done) => {
      const found = requests.get(key);
      found.onsuccess = () => {
        done(found.result === undefined);
        if (found.result === undefined) requests.put(value, key);
      };
    });
  },
  update(key, change) {
    return transaction<unknown>("readwrite", (requests, done) => {
      const found = requests.get(key);
      found.onsuccess = () => {
        const current = found.result as unknown;
        done(current);
        const next = change(current);
        if (next === undefined) {
          if (current !== undefined) requests.delete(key);
        } else if (next !== current) {
          requests.put(next, key);
        }
      };
    });
  },
};

/** Whether requests wait on this device (for a prerendered page deciding to start the outbox); false when unknown. */
export async function hasStoredRequests(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  try {
    return (await indexedDbOutboxStore.readAll()).length > 0;
  } catch {
    return false;
  }
}
