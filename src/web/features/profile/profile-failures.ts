// What a failed profile save or password change tells the user (SPEC 8): the toast's title and text and the
// messages to show under the fields, all in the user's language. Pure, so each case is unit tested.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { apiErrorText, apiFieldErrors } from "../../api/error-text.ts";
import { ApiRequestError } from "../../api/errors.ts";
import { ruleText } from "../../i18n/rule-text.ts";

export interface FailureReport {
  title: string;
  description: string;
  /** Translated messages by field path (the API's `errors[].path`). */
  fieldErrors: Record<string, string>;
}

/** The distinct messages joined by commas, the way SPEC 8 lists "the joined errors". */
export function joinMessages(messages: readonly string[]): string {
  return [...new Set(messages.filter((text) => text.trim() !== ""))].join(", ");
}

/** The API's field messages of `error`, translated; empty when it carries none. */
function serverMessages(i18n: I18n, error: unknown): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  return error.errors.map((item) => ruleText(i18n, item.message));
}

/**
 * PUT /profile failed. A taken e-mail (409 EMAIL_TAKEN) and rule failures (422) are "Update failed" with the
 * joined errors, shown under their fields too; anything else (offline, server error) is "Failed to update profile".
 */
export function profileUpdateFailure(i18n: I18n, error: unknown): FailureReport {
  if (error instanceof ApiRequestError && error.code === "EMAIL_TAKEN") {
    // Translated by its code: the English field message is the server's own wording.
    const taken = apiErrorText(i18n, error);
    return { title: i18n._(msg`Update failed`), description: taken, fieldErrors: { email: taken } };
  }
  const messages = serverMessages(i18n, error);
  if (error instanceof ApiRequestError && error.code === "VALIDATION_FAILED" && messages.length > 0) {
    return {
      title: i18n._(msg`Update failed`),
      description: joinMessages(messages),
      fieldErrors: apiFieldErrors(i18n, error),
    };
  }
  return {
    title: i18n._(msg`Failed to update profile`),
    description: apiErrorText(i18n, error),
    fieldErrors: {},
  };
}

/**
 * PUT /profile/password failed (SPEC 2): "Password change failed" listing the server's errors joined by commas
 * ("Current password is incorrect"), or "Failed to change password" with the reason when there is no list.
 */
export function passwordChangeFailure(i18n: I18n, error: unknown): FailureReport {
  const messages = serverMessages(i18n, error);
  if (messages.length > 0) {
    return {
      title: i18n._(msg`Password change failed`),
      description: joinMessages(messages),
      fieldErrors: apiFieldErrors(i18n, error),
    };
  }
  return {
    title: i18n._(msg`Failed to change password`),
    description: apiErrorText(i18n, error),
    fieldErrors: {},
  };
}
