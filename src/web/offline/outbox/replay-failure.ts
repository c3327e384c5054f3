// What a failed replay says, in the toast that reports it and in the outbox list that keeps it until dismissed.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { apiErrorText } from "../../api/error-text.ts";
import { ApiRequestError } from "../../api/errors.ts";
import { notCancellableText } from "../../shared/my-stays/cancel-messages.ts";
import type { QueuedRequest } from "./queued-request.ts";

/** "dates-yours": the nights were refused because the guest holds them already (their own request went through). */
export type ReplayFailureKind = "dates-taken" | "dates-yours" | "not-cancellable" | "signed-out" | "other";

/** A booking refused for its dates (409 DATES_UNAVAILABLE): whose booking is in the way, the answer does not say. */
export function isDatesRefusal(request: QueuedRequest, error: unknown): boolean {
  return request.kind === "booking" && error instanceof ApiRequestError && error.code === "DATES_UNAVAILABLE";
}

/** `heldByGuest`: the guest's own open booking shares nights with the request (own-stays.ts). */
export function replayFailureKind(request: QueuedRequest, error: unknown, heldByGuest = false): ReplayFailureKind {
  if (!(error instanceof ApiRequestError)) return "other";
  if (isDatesRefusal(request, error)) return heldByGuest ? "dates-yours" : "dates-taken";
  if (request.kind === "cancel" && error.code === "INVALID_TRANSITION") return "not-cancellable";
  if (error.status === 401) return "signed-out";
  return "other";
}

function failureDescription(i18n: I18n, kind: ReplayFailureKind, error: unknown, fallback: string): string {
  switch (kind) {
    case "dates-taken":
      return i18n._(
        msg`These dates were booked by someone else in the meantime. Your details are back in the booking form: choose other dates.`,
      );
    case "dates-yours":
      return i18n._(msg`These dates are already requested by you. Your request is in My Bookings.`);
    case "not-cancellable":
      return notCancellableText(i18n);
    case "signed-out":
      return i18n._(msg`Your session has ended. Sign in again, then try again.`);
    case "other":
      return apiErrorText(i18n, error, fallback);
  }
}

export function replayFailureText(
  i18n: I18n,
  request: QueuedRequest,
  error: unknown,
  heldByGuest = false,
): { title: string; description: string } {
  const kind = replayFailureKind(request, error, heldByGuest);
  return request.kind === "booking"
    ? {
        title: i18n._(msg`Your booking request could not be sent`),
        description: failureDescription(
          i18n,
          kind,
          error,
          i18n._(msg`Failed to submit booking request. Please try again.`),
        ),
      }
    : {
        title: i18n._(msg`Your cancellation could not be sent`),
        description: failureDescription(i18n, kind, error, i18n._(msg`Failed to cancel booking`)),
      };
}
