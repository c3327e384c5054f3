// Putting a request in the outbox from the booking form or the cancel dialog: what it carries, and the word the guest
// gets that it is saved, which says why it could not go now: no network, or a network on which the villa's server
// does not answer (telling a guest on working Wi-Fi that they are offline would send them looking for the wrong fault).
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { readStoredSession } from "../../auth/session-storage.ts";
import { isNetworkOff } from "../simulated-offline.ts";
import { outboxOf } from "./app-outbox.ts";
import type { QueuedBooking, QueuedCancel } from "./queued-request.ts";

type NewRequest<T> = Omit<T, "userId" | "queuedAt">;

/** Queues `request` for the signed-in user; false when nobody is signed in (the caller asks them to sign in). */
export function queueForCurrentUser(
  queryClient: QueryClient,
  request: NewRequest<QueuedBooking> | NewRequest<QueuedCancel>,
): boolean {
  const userId = readStoredSession()?.user.id;
  const outbox = outboxOf(queryClient);
  if (!userId || !outbox) return false;
  outbox.queue({ ...request, userId, queuedAt: Date.now() } as QueuedBooking | QueuedCancel);
  return true;
}

/** The toast that says a request was saved to be sent later. */
export function queuedNotice(i18n: I18n, kind: "booking" | "cancel"): string {
  if (isNetworkOff()) {
    return kind === "booking"
      ? i18n._(msg`You are offline. Your booking request is saved and will be sent when the connection is back.`)
      : i18n._(msg`You are offline. Your cancellation is saved and will be sent when the connection is back.`);
  }
  return kind === "booking"
    ? i18n._(msg`Can't reach the villa's server. Your booking request is saved and will be sent as soon as it answers.`)
    : i18n._(msg`Can't reach the villa's server. Your cancellation is saved and will be sent as soon as it answers.`);
}
