// The outbox's machinery: every queued request is a TanStack mutation whose function comes from the defaults set
// here (a restored mutation carries only its key and variables), run one at a time in one scope, paused while
// offline, resumed when the connection comes back and at the next start.
import type { Mutation, QueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../domain/schemas/booking.ts";
import {
  isKeptOutboxMutation,
  isOutboxMutation,
  OUTBOX_SCOPE,
  QUEUED_BOOKING_KEY,
  QUEUED_CANCEL_KEY,
  type QueuedBooking,
  type QueuedCancel,
  type QueuedRequest,
} from "./outbox-mutations.ts";
import { replayDelay, shouldRetryReplay } from "./replay-policy.ts";

export type OutboxMutation = Mutation<Booking, unknown, QueuedRequest, unknown>;

export interface OutboxSenders {
  sendBooking: (request: QueuedBooking) => Promise<Booking>;
  sendCancel: (request: QueuedCancel) => Promise<Booking>;
}

export interface OutboxOutcomes {
  onSent: (request: QueuedRequest, booking: Booking) => void;
  /** A final failure (not a missing connection): the request stays listed until the guest dismisses it. */
  onFailed: (request: QueuedRequest, error: unknown) => void;
}

/** Call once, before the saved outbox is restored: restored mutations find their functions here. */
export function registerOutbox(queryClient: QueryClient, senders: OutboxSenders, outcomes: OutboxOutcomes): void {
  const cache = queryClient.getMutationCache();
  // A request discarded (sign-out) while it waited out a retry delay may still settle: nobody should hear of it.
  const stillQueued = (request: QueuedRequest) => cache.getAll().some((mutation) => mutation.state.variables === request);
  const shared = {
    scope: { id: OUTBOX_SCOPE },
    networkMode: "online" as const,
    retry: shouldRetryReplay,
    retryDelay: replayDelay,
    // Failures stay until dismissed; the default would drop them after five minutes.
    gcTime: Number.POSITIVE_INFINITY,
    onSuccess: (booking: Booking, request: QueuedRequest) => {
      if (stillQueued(request)) outcomes.onSent(request, booking);
    },
    onError: (error: unknown, request: QueuedRequest) => {
      if (stillQueued(request)) outcomes.onFailed(request, error);
    },
  };
  queryClient.setMutationDefaults(QUEUED_BOOKING_KEY, {
    ...shared,
    mutationFn: (request: QueuedRequest) => senders.sendBooking(request as QueuedBooking),
  });
  queryClient.setMutationDefaults(QUEUED_CANCEL_KEY, {
    ...shared,
    mutationFn: (request: QueuedRequest) => senders.sendCancel(request as QueuedCancel),
  });
  // A request that went through leaves the outbox: its toast has said so, and My Bookings shows it from now on.
  cache.subscribe((event) => {
    if (event.type !== "updated" || !event.mutation || !isOutboxMutation(event.mutation)) return;
    if (event.mutation.state.status === "success") {
      const done = event.mutation;
      queueMicrotask(() => cache.remove(done));
    }
  });
}

/** Queues a request: it goes at once when it can, otherwise it waits (paused) for the connection. */
export function queueRequest(queryClient: QueryClient, request: QueuedRequest): OutboxMutation {
  const mutation = queryClient
    .getMutationCache()
    .build<Booking, unknown, QueuedRequest, unknown>(queryClient, { mutationKey: request.kind === "booking" ? QUEUED_BOOKING_KEY : QUEUED_CANCEL_KEY });
  // Its outcome is reported by the outcomes above, whoever is still on screen.
  mutation.execute(request).catch(() => undefined);
  return mutation;
}

/** The outbox's requests (waiting, on their way, or failed), oldest first. */
export function outboxMutations(queryClient: QueryClient): OutboxMutation[] {
  return (queryClient.getMutationCache().getAll() as OutboxMutation[])
    .filter((mutation) => isKeptOutboxMutation(mutation))
    .sort((a, b) => a.state.submittedAt - b.state.submittedAt);
}

export function removeOutboxMutation(queryClient: QueryClient, mutationId: number): void {
  const cache = queryClient.getMutationCache();
  const mutation = cache.getAll().find((candidate) => candidate.mutationId === mutationId);
  if (mutation) cache.remove(mutation);
}

/** A failed request sent once more, under the same Idempotency-Key (so it still cannot act twice). */
export function retryOutboxMutation(queryClient: QueryClient, mutationId: number): void {
  const mutation = outboxMutations(queryClient).find((candidate) => candidate.mutationId === mutationId);
  if (!mutation?.state.variables || mutation.state.status !== "error") return;
  const request = mutation.state.variables;
  queryClient.getMutationCache().remove(mutation);
  queueRequest(queryClient, request);
}

/**
 * Requests that are not this user's go: sign-out (after asking) and another user signing in. With `userId` null
 * (signed out) everything goes.
 */
export function discardOutbox(queryClient: QueryClient, keepUserId: string | null = null): void {
  const cache = queryClient.getMutationCache();
  for (const mutation of outboxMutations(queryClient)) {
    if (keepUserId === null || mutation.state.variables?.userId !== keepUserId) cache.remove(mutation);
  }
}
