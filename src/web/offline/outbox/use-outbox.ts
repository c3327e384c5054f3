// The signed-in guest's queued requests as the interface shows them: waiting for a connection, on their way, or
// failed (kept until dismissed).
import { useMutationState, useQueryClient, type Mutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAuth } from "../../auth/use-auth.ts";
import { discardOutbox, removeOutboxMutation, retryOutboxMutation } from "./outbox.ts";
import { isKeptOutboxMutation, type QueuedRequest } from "./outbox-mutations.ts";
import { isNoConnection } from "./replay-policy.ts";

export type OutboxItemState = "waiting" | "sending" | "failed";

export interface OutboxItem {
  mutationId: number;
  request: QueuedRequest;
  state: OutboxItemState;
  error: unknown;
}

function itemOf(mutation: Mutation<unknown, Error, unknown, unknown>): OutboxItem {
  const { status, isPaused, failureReason, error, variables } = mutation.state;
  const state: OutboxItemState =
    status === "error" ? "failed" : isPaused || isNoConnection(failureReason) ? "waiting" : "sending";
  return { mutationId: mutation.mutationId, request: variables as QueuedRequest, state, error };
}

export function useOutboxItems(): OutboxItem[] {
  const { user } = useAuth();
  const items = useMutationState({
    filters: { mutationKey: ["outbox"], predicate: isKeptOutboxMutation },
    select: itemOf,
  });
  return items.filter((item) => item.request.userId === user?.id).sort((a, b) => a.request.queuedAt - b.request.queuedAt);
}

/** Ids of bookings whose cancel waits in the outbox: their Cancel button gives way to a note. */
export function useQueuedCancelIds(): ReadonlySet<string> {
  const items = useOutboxItems();
  return new Set(items.flatMap((item) => (item.request.kind === "cancel" && item.state !== "failed" ? [item.request.bookingId] : [])));
}

export function useOutboxActions() {
  const queryClient = useQueryClient();
  return {
    dismiss: useCallback((mutationId: number) => removeOutboxMutation(queryClient, mutationId), [queryClient]),
    retry: useCallback((mutationId: number) => retryOutboxMutation(queryClient, mutationId), [queryClient]),
    discardAll: useCallback(() => discardOutbox(queryClient), [queryClient]),
  };
}
