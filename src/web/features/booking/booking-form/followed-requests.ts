// The booking card follows each booking request the guest queued for this villa: waiting for a connection, on its
// way, failed (kept in the outbox until dismissed), and once it has left the outbox, sent or not. The outbox forgets
// a request the moment it went through (and another tab may be the one that sent it): when one leaves, the card takes
// the booking the outbox saw it become, or, when it left unseen (sent before this page opened), asks the server for
// the guest's open stays: the booking it became is there, or it was discarded (sign-out, dismissed). What became of
// it is kept for the rest of the visit, outside React, so a remounted card still knows.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { useAuth } from "../../../auth/use-auth.ts";
import type { QueuedBooking } from "../../../offline/outbox/queued-request.ts";
import { useQueuedBookings, type QueuedBookingItem } from "../../../offline/outbox/queued-stays.ts";
import { useOutboxActions, useSentBookings } from "../../../offline/outbox/use-outbox.ts";
import { externalValue, useExternalValue } from "../../../ui/external-value.ts";
import { freshOwnStays, ownStayMatching } from "../../../shared/my-stays/own-stays.ts";

/** A request that has left the outbox: being looked up, sent (the booking the server holds), or gone unsent. */
export type LeftRequest =
  | { request: QueuedBooking; phase: "checking" }
  | { request: QueuedBooking; phase: "sent"; booking: Booking }
  | { request: QueuedBooking; phase: "dropped" };

export type FollowedRequest =
  | { key: string; request: QueuedBooking; phase: "waiting" | "sending" | "failed"; item: QueuedBookingItem }
  | ({ key: string } & LeftRequest);

/** The requests still in the outbox, then those that left it (unless queued again since), oldest first. */
export function followRequests(
  items: readonly QueuedBookingItem[],
  left: ReadonlyMap<string, LeftRequest>,
): FollowedRequest[] {
  const queued: FollowedRequest[] = items.map((item) => ({
    key: item.request.idempotencyKey,
    request: item.request,
    phase: item.state,
    item,
  }));
  const keys = new Set(queued.map((entry) => entry.key));
  const gone: FollowedRequest[] = [...left]
    .filter(([key]) => !keys.has(key))
    .map(([key, entry]) => ({ key, ...entry }));
  return [...queued, ...gone].sort((a, b) => a.request.queuedAt - b.request.queuedAt);
}

/** What a request that left the outbox became, judged on the guest's open stays as the server holds them now. */
export function outcomeOf(request: QueuedBooking, stays: readonly Booking[]): LeftRequest {
  const booking = ownStayMatching(stays, request.body);
  return booking ? { request, phase: "sent", booking } : { request, phase: "dropped" };
}

const EMPTY: ReadonlyMap<string, LeftRequest> = new Map();
const leftRequests = externalValue<ReadonlyMap<string, LeftRequest>>(EMPTY);

function record(entries: readonly [string, LeftRequest][]): void {
  const next = new Map(leftRequests.get());
  for (const [key, entry] of entries) next.set(key, entry);
  leftRequests.set(next);
}

function lookUp(queryClient: QueryClient, requests: readonly QueuedBooking[]): void {
  record(requests.map((request) => [request.idempotencyKey, { request, phase: "checking" }]));
  freshOwnStays(queryClient).then(
    (stays) => record(requests.map((request) => [request.idempotencyKey, outcomeOf(request, stays)])),
    // Without an answer the card cannot claim it was sent; My Bookings will show it if it was.
    () => record(requests.map((request) => [request.idempotencyKey, { request, phase: "dropped" }])),
  );
}

/** The booking requests for `villaId` the card follows, and the actions on those still in the outbox. */
export function useFollowedRequests(villaId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const items = useQueuedBookings(villaId);
  const left = useExternalValue(leftRequests, EMPTY);
  const sent = useSentBookings();
  const { dismiss, retry } = useOutboxActions();
  // The requests seen in the outbox at the last look, and those the guest dismissed here (no need to look those up).
  const seen = useRef<{ userId: string | null; requests: Map<string, QueuedBooking> } | null>(null);
  const dismissed = useRef(new Set<string>());

  useEffect(() => {
    const current = new Map(items.map((item) => [item.request.idempotencyKey, item.request]));
    const before = seen.current;
    seen.current = { userId, requests: current };
    // Another guest on this phone never hears of the previous one's requests.
    if (before?.userId !== userId) {
      if (before) leftRequests.set(EMPTY);
      return;
    }
    const gone = [...before.requests.values()].filter((request) => !current.has(request.idempotencyKey));
    const wasDismissed = (request: QueuedBooking) => dismissed.current.has(request.idempotencyKey);
    const known: [string, LeftRequest][] = [];
    const unknown: QueuedBooking[] = [];
    for (const request of gone) {
      const key = request.idempotencyKey;
      const booking = sent.get(key);
      if (wasDismissed(request)) known.push([key, { request, phase: "dropped" }]);
      else if (booking) known.push([key, { request, phase: "sent", booking }]);
      else unknown.push(request);
    }
    if (known.length > 0) record(known);
    if (unknown.length > 0) lookUp(queryClient, unknown);
  }, [items, userId, queryClient, sent]);

  return {
    followed: followRequests(items, userId === null ? EMPTY : left).filter((entry) => entry.request.userId === userId),
    dismiss: (entry: QueuedBookingItem) => {
      dismissed.current.add(entry.request.idempotencyKey);
      dismiss(entry.mutationId);
    },
    retry: (entry: QueuedBookingItem) => retry(entry.mutationId),
  };
}
