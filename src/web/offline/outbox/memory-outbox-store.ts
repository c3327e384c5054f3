// An outbox store in this page's memory: where IndexedDB is missing (some private modes) the outbox still works while
// the page stays open; unit tests share one between several "tabs". Values are copied in and out, as IndexedDB's
// structured clone does, so nobody changes a stored record by holding on to it.
import type { OutboxStore, StoredValue } from "./outbox-store.ts";

export function memoryOutboxStore(): OutboxStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
  return {
    values,
    readAll: () =>
      Promise.resolve([...values.keys()].sort().map((key): StoredValue => ({ key, value: copy(values.get(key)) }))),
    add(key, value) {
      if (values.has(key)) return Promise.resolve(false);
      values.set(key, copy(value));
      return Promise.resolve(true);
    },
    update(key, change) {
      const current = copy(values.get(key));
      const next = change(current);
      if (next === undefined) values.delete(key);
      else if (next !== current) values.set(key, copy(next));
      return Promise.resolve(current);
    },
  };
}
