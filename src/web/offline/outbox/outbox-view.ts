// What a tab knows of the outbox at one moment, as the interface reads it: the stored records it can send, how many
// it keeps aside (written by another version), which request is on its way (from this tab or another), and what
// was sent while this page was open (so a page that queued a request can show it arrive).
import type { Booking } from "../../../domain/schemas/booking.ts";
import { byQueueOrder, readStoredEntry, type OutboxRecord } from "./outbox-record.ts";
import type { StoredValue } from "./outbox-store.ts";
import type { QueuedRequest } from "./queued-request.ts";

export interface SentRequest {
  request: QueuedRequest;
  booking: Booking;
}

export interface OutboxView {
  /** False until the stored records were read once. */
  loaded: boolean;
  /** Oldest first. */
  records: readonly OutboxRecord[];
  /** Stored requests of a format this version does not know: kept, never sent. */
  setAside: number;
  /** The device's outbox was changed by a newer version of the app: that version sends it, this one cannot read it. */
  newerVersion: boolean;
  /** Idempotency-Keys of the requests on their way now. */
  sending: ReadonlySet<string>;
  /** By Idempotency-Key: requests sent while this page was open, by any tab. */
  sent: ReadonlyMap<string, SentRequest>;
}

export const emptyView: OutboxView = {
  loaded: false,
  records: [],
  setAside: 0,
  newerVersion: false,
  sending: new Set(),
  sent: new Map(),
};

/** A new view (views are never changed in place: React compares them by identity). */
export function viewWith(view: OutboxView, change: Partial<OutboxView>): OutboxView {
  return { ...view, ...change };
}

/** The view once the stored values are read: what this version can send, what it keeps aside, and `unwritten`. */
export function viewOfStored(
  view: OutboxView,
  stored: readonly StoredValue[],
  unwritten: readonly OutboxRecord[],
): OutboxView {
  const entries = stored.map(({ key, value }) => readStoredEntry(key, value));
  const records = entries.flatMap((entry) => (entry.kind === "record" ? [entry.record] : []));
  const keys = new Set(records.map((record) => record.request.idempotencyKey));
  for (const record of unwritten) if (!keys.has(record.request.idempotencyKey)) records.push(record);
  const setAside = entries.filter((entry) => entry.kind === "set-aside").length;
  return viewWith(view, { loaded: true, records: records.sort(byQueueOrder), setAside, newerVersion: false });
}
