// The signed-in guest's queued requests as the interface shows them: waiting for a connection, on their way (from
// this tab or another), or failed (kept until dismissed); and, for a page following one request, sent.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { useAuth } from "../../auth/use-auth.ts";
import { errorFromPlain } from "../persisted-errors.ts";
import { outboxOf, subscribeToOutboxes } from "./app-outbox.ts";
import type { OutboxRecord } from "./outbox-record.ts";
import { emptyView, type OutboxView } from "./outbox-view.ts";
import type { Outbox } from "./outbox.ts";
import type { QueuedRequest } from "./queued-request.ts";

export type OutboxItemState = "waiting" | "sending" | "failed";
/** An item's state, or `sent` once it went through (only `useOutboxEntry` follows a request that far). */
export type OutboxEntryStatus = OutboxItemState | "sent";

export interface OutboxItem {
  /** This page's number for the request (the actions take it, or the Idempotency-Key). */
  mutationId: number;
  request: QueuedRequest;
  state: OutboxItemState;
  /** A failed request's final answer (an ApiRequestError), null otherwise. */
  error: unknown;
  // Added later, always set by the hooks; optional so that items written by hand (tests) stay valid.
  /** The request's Idempotency-Key, the same in every tab and after a reload. */
  idempotencyKey?: string;
  /** The same as `state` here; an entry followed with `useOutboxEntry` also reaches `sent`. */
  status?: OutboxEntryStatus;
  /** The server's booking once `status` is `sent`, null before. */
  booking?: Booking | null;
}

/** One request followed through to the end: `state` reaches `sent` too. */
export interface OutboxEntry extends Omit<OutboxItem, "state" | "idempotencyKey" | "status" | "booking"> {
  state: OutboxEntryStatus;
  idempotencyKey: string;
  status: OutboxEntryStatus;
  booking: Booking | null;
}

// A small number per key, stable while the page is open, for callers that keyed items by number.
const numbers = new Map<string, number>();
function numberOf(key: string): number {
  let number = numbers.get(key);
  if (number === undefined) {
    number = numbers.size + 1;
    numbers.set(key, number);
  }
  return number;
}

function keyOf(id: number | string): string | undefined {
  if (typeof id === "string") return id;
  return [...numbers].find(([, number]) => number === id)?.[0];
}

function itemOf(record: OutboxRecord, view: OutboxView): OutboxEntry & { state: OutboxItemState } {
  const key = record.request.idempotencyKey;
  const state: OutboxItemState = record.state === "failed" ? "failed" : view.sending.has(key) ? "sending" : "waiting";
  const error = record.error ? errorFromPlain(record.error) : null;
  return {
    mutationId: numberOf(key),
    request: record.request,
    state,
    error,
    idempotencyKey: key,
    status: state,
    booking: null,
  };
}

const noChanges = () => () => undefined;

function useOutboxView(): { outbox: Outbox | null; view: OutboxView } {
  const queryClient = useQueryClient();
  const outbox = useSyncExternalStore(
    subscribeToOutboxes,
    () => outboxOf(queryClient),
    () => null,
  );
  const view = useSyncExternalStore(
    outbox?.subscribe ?? noChanges,
    () => outbox?.snapshot ?? emptyView,
    () => emptyView,
  );
  return { outbox, view };
}

export function useOutboxItems(): OutboxItem[] {
  const { user } = useAuth();
  const { view } = useOutboxView();
  return useMemo(
    () => view.records.filter((record) => record.request.userId === user?.id).map((record) => itemOf(record, view)),
    [view, user?.id],
  );
}

/**
 * One request followed by its Idempotency-Key, in whichever tab it is sent: waiting, sending, failed, or sent (with
 * the server's booking) once it went through while this page was open; null when the outbox has no such request.
 */
export function useOutboxEntry(idempotencyKey: string | null): OutboxEntry | null {
  const { user } = useAuth();
  const { view } = useOutboxView();
  return useMemo(() => {
    if (idempotencyKey === null) return null;
    const record = view.records.find((candidate) => candidate.request.idempotencyKey === idempotencyKey);
    if (record) return record.request.userId === user?.id ? itemOf(record, view) : null;
    const sent = view.sent.get(idempotencyKey);
    if (!sent || sent.request.userId !== user?.id) return null;
    return {
      mutationId: numberOf(idempotencyKey),
      request: sent.request,
      state: "sent",
      error: null,
      idempotencyKey,
      status: "sent",
      booking: sent.booking,
    };
  }, [view, idempotencyKey, user?.id]);
}

/**
 * The booking the server made of each request sent while this page was open (by this tab or another), by
 * Idempotency-Key: what a page following queued requests knows without asking the server again.
 */
export function useSentBookings(): ReadonlyMap<string, Booking> {
  const { view } = useOutboxView();
  return useMemo(() => new Map([...view.sent].map(([key, sent]) => [key, sent.booking])), [view.sent]);
}

/** Requests this device keeps but this version cannot send (another version wrote them): reported, never sent. */
export function useOutboxSetAside(): { count: number; newerVersion: boolean } {
  const { view } = useOutboxView();
  return { count: view.setAside, newerVersion: view.newerVersion };
}

/** Ids of bookings whose cancel waits in the outbox: their Cancel button gives way to a note. */
export function useQueuedCancelIds(): ReadonlySet<string> {
  const items = useOutboxItems();
  return useMemo(
    () =>
      new Set(
        items.flatMap((item) =>
          item.request.kind === "cancel" && item.state !== "failed" ? [item.request.bookingId] : [],
        ),
      ),
    [items],
  );
}

export function useOutboxActions() {
  const { outbox } = useOutboxView();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return {
    /** `id`: the item's mutationId or its Idempotency-Key. */
    dismiss: useCallback(
      (id: number | string) => {
        const key = keyOf(id);
        if (outbox && key) void outbox.dismiss(key);
      },
      [outbox],
    ),
    retry: useCallback(
      (id: number | string) => {
        const key = keyOf(id);
        if (outbox && key) void outbox.retry(key);
      },
      [outbox],
    ),
    /** The signed-in guest's requests go (sign-out); other guests' wait for them. */
    discardAll: useCallback(() => {
      if (outbox && userId) void outbox.discard(userId);
    }, [outbox, userId]),
  };
}
