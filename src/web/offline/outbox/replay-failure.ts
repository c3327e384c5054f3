// What a failed replay says, in the toast that reports it and in the outbox list that keeps it until dismissed.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { apiErrorText } from "../../api/error-text.ts";
import { ApiRequestError } from "../../api/errors.ts";
import type { QueuedRequest } from "./outbox-mutations.ts";

export type ReplayFailureKind = "dates-taken" | "not-cancellable" | "signed-out" | "other";

export function replayFailureKind(request: QueuedRequest, error: unknown): ReplayFailureKind {
  if (!(error instanceof ApiRequestError)) return "other";
  if (request.kind === "booking" && error.code === "DATES_UNAVAILABLE") return "dates-taken";
  if (request.kind === "cancel" && error.code === "INVALID_TRANSITION") return "not-cancellable";
  if (error.status === 401) return "signed-out";
  return "other";
}

export function replayFailureText(i18n: I18n, request: QueuedRequest, error: unknown): { title: string; description: string } {
  const kind = replayFailureKind(request, error);
  if (request.kind === "booking") {
    return {
      title: i18n._(msg`Your booking request could not be sent`),
      description:
        kind === "dates-taken"
          ? i18n._(msg`These dates were booked by someone else in the meantime. Your details are back in the booking form: choose other dates.`)
          : kind === "signed-out"
            ? i18n._(msg`Your session has ended. Sign in again, then try again.`)
            : apiErrorText(i18n, error, i18n._(msg`Failed to submit booking request. Please try again.`)),
    };
  }
  return {
    title: i18n._(msg`Your cancellation could not be sent`),
    description:
      kind === "not-cancellable"
        ? i18n._(msg`This booking changed in the meantime and can no longer be cancelled. The list now shows its current status.`)
        : kind === "signed-out"
          ? i18n._(msg`Your session has ended. Sign in again, then try again.`)
          : apiErrorText(i18n, error, i18n._(msg`Failed to cancel booking`)),
  };
}
