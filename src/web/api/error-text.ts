// A failed call in the visitor's language (DESIGN 4: "the client translates messages by code"). The client's own
// messages (SPEC 8) are translated by key, the API's by code; field messages of a 422 go through the rule texts.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ruleText, TRANSLATED_RULE_TEXTS } from "../i18n/rule-text.ts";
import { ApiRequestError } from "./errors.ts";
import type { ApiMessageKey } from "./messages.ts";

function clientMessage(i18n: I18n, key: ApiMessageKey, status: number): string {
  switch (key) {
    case "network":
      return i18n._(msg`Network connection failed`);
    case "timeout":
      return i18n._(msg`Request timed out`);
    case "canceled":
      return i18n._(msg`Request was canceled`);
    case "sessionExpired":
      return i18n._(msg`Session expired`);
    case "sessionExpiredLogin":
      return i18n._(msg`Session expired - please login again`);
    case "accessDenied":
      return i18n._(msg`Access denied`);
    case "notFound":
      return i18n._(msg`Resource not found`);
    case "validationFailed":
      return i18n._(msg`Validation failed`);
    case "tooManyRequests":
      return i18n._(msg`Too many requests`);
    case "serverError":
      return i18n._(msg`Server error occurred`);
    case "requestFailed":
      return i18n._(msg`Request failed with status ${status}`);
    case "noRefreshToken":
      return i18n._(msg`No refresh token available`);
    case "loginFailed":
      return i18n._(msg`Login failed`);
    case "registrationFailed":
      return i18n._(msg`Registration failed`);
    case "tokenRefreshFailed":
      return i18n._(msg`Token refresh failed`);
    case "failedToGetUser":
      return i18n._(msg`Failed to get user`);
    case "urlRequired":
      return i18n._(msg`Request URL is required`);
    case "invalidResponseFormat":
      return i18n._(msg`Invalid response format`);
  }
}

/**
 * The message to show for `error`. `fallback` (already translated) is used when the failure carries nothing more
 * useful than its status, the way SPEC 8 says "the server message or Failed to ...".
 */
export function apiErrorText(i18n: I18n, error: unknown, fallback?: string): string {
  if (!(error instanceof ApiRequestError)) return fallback ?? i18n._(msg`Something went wrong. Please try again.`);
  switch (error.code) {
    case "INVALID_CREDENTIALS":
      return i18n._(msg`Invalid email or password`);
    case "ACCOUNT_DEACTIVATED":
      return i18n._(msg`This account has been deactivated`);
    case "EMAIL_TAKEN":
      return i18n._(msg`An account with this email already exists`);
    case "DATES_UNAVAILABLE":
      return i18n._(msg`Those dates were just booked by someone else. Please choose other dates.`);
    case "VILLA_UNAVAILABLE":
      return i18n._(msg`This villa is not available for booking`);
    case "INVALID_TRANSITION":
      return i18n._(msg`This booking can no longer be changed this way. Refresh to see its current status.`);
    case "IDEMPOTENCY_KEY_REUSED":
      return i18n._(msg`This request was already sent with different details. Please try again.`);
    case "TOO_MANY_OPEN_REQUESTS":
      // Two caps share the code (requests, nights); the server's words say which, and the rule texts know both.
      return TRANSLATED_RULE_TEXTS.has(error.message)
        ? ruleText(i18n, error.message)
        : i18n._(
            msg`You already have as many booking requests waiting for an answer as one account can. Please wait for the owner's reply, or cancel a request, before sending another.`,
          );
    case "PAYLOAD_TOO_LARGE":
      return i18n._(msg`That is too much text to send at once`);
    case "URI_TOO_LONG":
      return i18n._(msg`The address of this page is too long`);
    case "SERVICE_UNAVAILABLE":
      return i18n._(msg`The service is temporarily unavailable. Please try again in a moment.`);
    case "VALIDATION_FAILED": {
      const first = error.errors[0]?.message ?? (error.messageKey ? null : error.message);
      return first ? ruleText(i18n, first) : clientMessage(i18n, "validationFailed", error.status);
    }
    default:
      if (error.messageKey) return clientMessage(i18n, error.messageKey, error.status);
      return fallback ?? ruleText(i18n, error.message);
  }
}

/** The field errors of a 422, translated, by field path (first message per field). */
export function apiFieldErrors(
  i18n: I18n,
  error: unknown,
  words: (i18n: I18n, english: string) => string = ruleText,
): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiRequestError)) return result;
  for (const item of error.errors) {
    if (item.path && !(item.path in result)) result[item.path] = words(i18n, item.message);
  }
  return result;
}

/**
 * A failed booking request or cancellation: as apiErrorText, except that a 429 says what was limited (DESIGN 4:
 * creates and cancels per account and address in an hour) rather than a bare "Too many requests".
 */
export function bookingErrorText(i18n: I18n, error: unknown, fallback?: string): string {
  if (error instanceof ApiRequestError && error.code === "RATE_LIMITED") {
    return i18n._(
      msg`You have sent too many booking requests or cancellations in the last hour. Please wait a while, then try again.`,
    );
  }
  return apiErrorText(i18n, error, fallback);
}
