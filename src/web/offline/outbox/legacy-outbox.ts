// The outbox as earlier versions kept it: TanStack Query's paused mutations, all in one idb-keyval value. At start
// (under the replay lock, so no tab sends meanwhile) each request it holds becomes a record of its own and the old
// value goes. What cannot be read as a request is not replayed and not lost either: it is stored aside, reported.
import { isPlainApiError, plainError } from "../persisted-errors.ts";
import { newRecord, type OutboxRecord } from "./outbox-record.ts";
import type { OutboxStore } from "./outbox-store.ts";
import { isQueuedRequest } from "./queued-request.ts";

export interface LegacyOutbox {
  read(): Promise<unknown>;
  remove(): Promise<void>;
}

/** Below every format a version ever wrote as a record: never replayed, only kept. */
const UNREADABLE_FORMAT = 0;

interface Converted {
  records: OutboxRecord[];
  unreadable: unknown[];
}

function mutationsOf(saved: unknown): unknown[] | null {
  const mutations = (saved as { clientState?: { mutations?: unknown } } | null)?.clientState?.mutations;
  return Array.isArray(mutations) ? mutations : null;
}

/** The requests an old outbox value holds, as records; what is not one of its requests goes to `unreadable`. */
export function convertLegacyOutbox(saved: unknown): Converted {
  const converted: Converted = { records: [], unreadable: [] };
  const mutations = mutationsOf(saved);
  if (mutations === null) {
    if (saved !== undefined && saved !== null) converted.unreadable.push(saved);
    return converted;
  }
  for (const mutation of mutations) {
    const state = (mutation as { state?: { status?: unknown; error?: unknown; variables?: unknown } } | null)?.state;
    const request = state?.variables;
    // Sent requests were never kept; anything else of an unknown status is kept aside, not guessed at.
    if (!isQueuedRequest(request) || (state?.status !== "pending" && state?.status !== "error")) {
      converted.unreadable.push(mutation);
      continue;
    }
    const record = newRecord(request);
    if (state.status === "error") {
      record.state = "failed";
      record.error = isPlainApiError(state.error) ? state.error : plainError(state.error);
    }
    converted.records.push(record);
  }
  return converted;
}

/** Moves an old outbox value into `store`; resolves with how many of its entries could not be read. */
export async function migrateLegacyOutbox(legacy: LegacyOutbox, store: OutboxStore, now = Date.now()): Promise<number> {
  const saved = await legacy.read();
  if (saved === undefined || saved === null) return 0;
  const { records, unreadable } = convertLegacyOutbox(saved);
  for (const record of records) await store.add(record.request.idempotencyKey, record);
  for (const [index, value] of unreadable.entries()) {
    await store.add(`unreadable-${now}-${index}`, { format: UNREADABLE_FORMAT, value });
  }
  await legacy.remove();
  return unreadable.length;
}
