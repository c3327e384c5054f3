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
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "api-error";
}

/** Any error as something IndexedDB keeps whole. */
export function plainError(error: unknown): PlainApiError {
  if (error instanceof ApiRequestError) {
    return { kind: "api-error", status: error.status, code: error.code, message: error.message, errors: error.errors, messageKey: error.messageKey };
  }
  return { kind: "api-error", status: 0, code: "INVALID_RESPONSE", message: error instanceof Error ? error.message : String(error), errors: [], messageKey: null };
}

export function errorFromPlain(plain: PlainApiError): ApiRequestError {
  return new ApiRequestError(plain.status, plain.code, plain.message, plain.errors, plain.messageKey);
}
