// The words of each owner request (SPEC 8 "Admin": Failed to {action} booking, Failed to update payment status,
// Access Denied with the SPEC 6 text), and what a failure turns into: a permission refusal or a booking that
// changed meanwhile closes the sheet with an explanation (and the list is fetched again); anything else keeps
// the sheet open with the reason, so the owner can try again.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiRequestError } from "../../../api/errors.ts";
import { apiErrorText } from "../../../api/error-text.ts";
import { TOGGLE_KEEPS_PAYMENTS_MESSAGE } from "../../../../domain/payments/payment-messages.ts";
import { ruleText } from "../../../i18n/rule-text.ts";
import type { OwnerAction, OwnerCommand } from "./offered-actions.ts";

/** The button that opens the sheet, and the sheet's confirming button. */
export const ACTION_BUTTON_LABELS: Record<OwnerAction, MessageDescriptor> = {
  confirm: msg`Confirm`,
  reject: msg`Reject`,
  complete: msg`Complete`,
};

/** The sheet's confirming button while its request is out. */
export const ACTION_BUSY_LABELS: Record<OwnerAction, MessageDescriptor> = {
  confirm: msg`Confirming...`,
  reject: msg`Rejecting...`,
  complete: msg`Completing...`,
};

export const ACTION_TITLES: Record<OwnerAction, MessageDescriptor> = {
  confirm: msg`Confirm this booking?`,
  reject: msg`Reject this booking?`,
  complete: msg`Mark this stay as completed?`,
};

/** What the decision means for the guest, under the sheet's title. */
export const ACTION_EXPLANATIONS: Record<OwnerAction, MessageDescriptor> = {
  confirm: msg`The dates are held for this guest and the request shows as Confirmed in their bookings.`,
  reject: msg`The dates become free again. The guest sees your reason in their bookings.`,
  complete: msg`Use this once the guest has checked out.`,
};

export const SUCCESS_TITLES: Record<OwnerCommand, MessageDescriptor> = {
  confirm: msg`Booking confirmed`,
  reject: msg`Booking rejected`,
  complete: msg`Booking completed`,
  "toggle-payment": msg`Payment status updated`,
};

/** SPEC 8 "Failed to {action} booking", one sentence per action so each language can word it properly. */
const FAILURE_TITLES: Record<OwnerCommand, MessageDescriptor> = {
  confirm: msg`Failed to confirm booking`,
  reject: msg`Failed to reject booking`,
  complete: msg`Failed to complete booking`,
  "toggle-payment": msg`Failed to update payment status`,
};

/** The server's FORBIDDEN messages (src/server/bookings/transitions.ts); SPEC 6 words the payment one. */
const FORBIDDEN_TEXTS: Record<OwnerCommand, MessageDescriptor> = {
  confirm: msg`You do not have permission to confirm this booking`,
  reject: msg`You do not have permission to reject this booking`,
  complete: msg`You do not have permission to complete this booking`,
  "toggle-payment": msg`You do not have permission to update payment status`,
};

const STALE_TEXTS: Record<OwnerCommand, MessageDescriptor> = {
  confirm: msg`This booking was changed in the meantime and can no longer be confirmed. The list now shows its current status.`,
  reject: msg`This booking was changed in the meantime and can no longer be rejected. The list now shows its current status.`,
  complete: msg`This booking was changed in the meantime and can no longer be completed. The list now shows its current status.`,
  "toggle-payment": msg`The payment can only be changed on a confirmed booking, and this one is no longer confirmed. The list now shows its current status.`,
};

export interface CommandFailure {
  /** "forbidden" and "stale" end the attempt; "retry" leaves the owner where they were. */
  kind: "forbidden" | "stale" | "retry";
  title: string;
  description: string;
}

export function commandFailure(i18n: I18n, command: OwnerCommand, error: unknown): CommandFailure {
  const title = i18n._(FAILURE_TITLES[command]);
  if (error instanceof ApiRequestError && error.status === 403 && error.code === "FORBIDDEN") {
    return { kind: "forbidden", title: i18n._(msg`Access Denied`), description: i18n._(FORBIDDEN_TEXTS[command]) };
  }
  // The paid switch never deletes payments the owner recorded one by one (DESIGN 7.2): the booking did not change,
  // the owner removes the wrong payment from the list instead.
  if (
    command === "toggle-payment" &&
    error instanceof ApiRequestError &&
    error.code === "INVALID_TRANSITION" &&
    error.message === TOGGLE_KEEPS_PAYMENTS_MESSAGE
  ) {
    return { kind: "retry", title, description: ruleText(i18n, TOGGLE_KEEPS_PAYMENTS_MESSAGE) };
  }
  if (error instanceof ApiRequestError && error.code === "INVALID_TRANSITION") {
    return { kind: "stale", title, description: i18n._(STALE_TEXTS[command]) };
  }
  if (error instanceof ApiRequestError && error.code === "NOT_FOUND") {
    // Deleted, or no longer the owner's: either way there is nothing left to act on.
    return {
      kind: "stale",
      title,
      description: i18n._(msg`This booking no longer exists or is no longer yours to manage.`),
    };
  }
  return { kind: "retry", title, description: apiErrorText(i18n, error, title) };
}
