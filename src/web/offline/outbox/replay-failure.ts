// What a failed replay says, in the toast that reports it and in the outbox list that keeps it until dismissed.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { apiErrorText } from "../../api/error-text.ts";
import { ApiRequestError } from "../../api/errors.ts";
import { notCancellableText } from "../../features/my-bookings/cancel-messages.ts";
import type { QueuedRequest } from "./queued-request.ts";

export type ReplayFailureKind = "dates-taken" | "not-cancellable" | "signed-out" | "other";

export function replayFailureKind(request: QueuedRequest, error: unknown): ReplayFailureKind {
  if (!(error instanceof ApiRequestError)) return "other";
  if (request.kind === "booking" && error.code === "DATES_UNAVAILABLE") return "dates-taken";
  if (request.kind === "cancel" && error.code === "INVALID_TRANSITION") return "not-cancellable";
  if (error.status === 401) return "signed-out";
  return "other";
}

function failureDescription(i18n: I18n, kind: ReplayFailureKind, error: unknown, fallback: string): string {
  switch (kind) {
    case "dates-taken":
      return i18n._(msg`These dates were booked by someone else in the meantime. Your details are back in the booking form: choose other dates.`);
    case "not-cancellable":
      return notCancellableText(i18n);
    case "signed-out":
      return i18n._(msg`Your session has ended. Sign in again, then try again.`);
    case "other":
      return apiErrorText(i18n, error, fallback);
  }
}

export function replayFailureText(i18n: I18n, request: QueuedRequest, error: unknown): { title: string; description: string } {
  const kind = replayFailureKind(request, error);
  return request.kind === "booking"
    ? {
        title: i18n._(msg`Your booking request could not be sent`),
        description: failureDescription(i18n, kind, error, i18n._(msg`Failed to submit booking request. Please try again.`)),
      }
    : {
        title: i18n._(msg`Your cancellation could not be sent`),
        description: failureDescription(i18n, kind, error, i18n._(msg`Failed to cancel booking`)),
      };
}
