// IndexedDB keeps values by structured clone, which turns an ApiRequestError into a bare Error and loses its status
// and code. A failed queued request must come back after a reload with both (its message and its "choose other
// dates" action depend on the code), so errors travel as plain records and are rebuilt on the way back.
import { ApiRequestError, type ApiErrorCode } from "../api/errors.ts";
import type { ApiMessageKey } from "../api/messages.ts";
import type { FieldError } from "../../domain/errors.ts";

export interface PlainApiError {
  kind: "api-error";
  status: number;
  code: ApiErrorCode;
  message: string;
  errors: FieldError[];
  messageKey: ApiMessageKey | null;
}

export function isPlainApiError(value: unknown): value is PlainApiError {
  if (typeof value !== "object" || value === null) return false;
  const { kind, status, code, message, errors, messageKey } = value as Record<string, unknown>;
  return (
    kind === "api-error" &&
    typeof status === "number" &&
    typeof code === "string" &&
    typeof message === "string" &&
    Array.isArray(errors) &&
    (messageKey === null || typeof messageKey === "string")
  );
}

/** Any error as something IndexedDB keeps whole. */
export function plainError(error: unknown): PlainApiError {
  if (error instanceof ApiRequestError) {
    return {
      kind: "api-error",
      status: error.status,
      code: error.code,
      message: error.message,
      errors: error.errors,
      messageKey: error.messageKey,
    };
  }
  return {
    kind: "api-error",
    status: 0,
    code: "INVALID_RESPONSE",
    message: error instanceof Error ? error.message : String(error),
    errors: [],
    messageKey: null,
  };
}

export function errorFromPlain(plain: PlainApiError): ApiRequestError {
  return new ApiRequestError(plain.status, plain.code, plain.message, plain.errors, plain.messageKey);
}
