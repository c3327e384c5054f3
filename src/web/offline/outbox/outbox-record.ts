// One queued request as the device keeps it: a record of its own, under its Idempotency-Key, with the format it was
// written in. A later version that changes the shape raises the format, so no version replays a shape it does not
// know: such a record is kept aside (never sent, never deleted) and reported, for the version that wrote it.
import { isPlainApiError, type PlainApiError } from "../persisted-errors.ts";
import { isQueuedRequest, type QueuedRequest } from "./queued-request.ts";

/** The format this version writes and the only one it reads. */
export const OUTBOX_FORMAT = 1;

export interface OutboxRecord {
  format: typeof OUTBOX_FORMAT;
  request: QueuedRequest;
  /** `waiting`: still to send; `failed`: the server's final answer, kept until the guest dismisses it. */
  state: "waiting" | "failed";
  /** The final answer of a failed request. */
  error: PlainApiError | null;
  /** Tries that found no answer or a server in trouble, in all tabs: they set the wait before the next one. */
  misses: number;
  /** Answers of a server in trouble (5xx, 429): after a few the request fails. */
  serverErrors: number;
  /** Epoch milliseconds before which no tab tries again (0: at once). */
  nextTryAt: number;
}

/** A stored value read back: a record this version can send, or one it must leave alone. */
export type StoredEntry =
  { kind: "record"; key: string; record: OutboxRecord } | { kind: "set-aside"; key: string; format: unknown };

export function newRecord(request: QueuedRequest): OutboxRecord {
  return { format: OUTBOX_FORMAT, request, state: "waiting", error: null, misses: 0, serverErrors: 0, nextTryAt: 0 };
}

function isRecordShape(value: Record<string, unknown>, key: string): boolean {
  const { request, state, error, misses, serverErrors, nextTryAt } = value;
  return (
    isQueuedRequest(request) &&
    request.idempotencyKey === key &&
    (state === "waiting" || state === "failed") &&
    (error === null || isPlainApiError(error)) &&
    [misses, serverErrors, nextTryAt].every(
      (count) => typeof count === "number" && Number.isFinite(count) && count >= 0,
    )
  );
}

/** What is stored under `key`, judged: only a record of this format and shape is ever replayed. */
export function readStoredEntry(key: string, value: unknown): StoredEntry {
  const shaped = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  const format = shaped?.format;
  if (shaped && format === OUTBOX_FORMAT && isRecordShape(shaped, key))
    return { kind: "record", key, record: shaped as unknown as OutboxRecord };
  return { kind: "set-aside", key, format };
}

/** Oldest first, as the guest made them; the key breaks a tie, so every tab agrees on the order. */
export function byQueueOrder(a: OutboxRecord, b: OutboxRecord): number {
  return a.request.queuedAt - b.request.queuedAt || (a.request.idempotencyKey < b.request.idempotencyKey ? -1 : 1);
}
