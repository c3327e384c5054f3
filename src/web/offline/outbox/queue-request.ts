// Putting a request in the outbox from the booking form or the cancel dialog: what it carries and the word the
// guest gets that it is saved.
import type { QueryClient } from "@tanstack/react-query";
import { readStoredSession } from "../../auth/session-storage.ts";
import { queueRequest } from "./outbox.ts";
import type { QueuedBooking, QueuedCancel } from "./outbox-mutations.ts";

type NewRequest<T> = Omit<T, "userId" | "queuedAt">;

/** Queues `request` for the signed-in user; false when nobody is signed in (the caller asks them to sign in). */
export function queueForCurrentUser(queryClient: QueryClient, request: NewRequest<QueuedBooking> | NewRequest<QueuedCancel>): boolean {
  const userId = readStoredSession()?.user.id;
  if (!userId) return false;
  queueRequest(queryClient, { ...request, userId, queuedAt: Date.now() } as QueuedBooking | QueuedCancel);
  return true;
}
