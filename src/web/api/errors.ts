// How a failed call reaches the interface: one error class, and the SPEC 8 rules that turn a status and a body
// into its English message.
import { ERROR_CODES, type ErrorCode, type FieldError } from "../../domain/errors.ts";
import { API_MESSAGES, requestFailedMessage, type ApiMessageKey } from "./messages.ts";

/** Codes the client itself produces when there is no API code to report. */
export type ClientErrorCode = "NETWORK" | "TIMEOUT" | "CANCELED" | "INVALID_RESPONSE";

export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * A field error as the client keeps it: a broken stay rule (422 STAY_RULE, DESIGN 7.1) also carries its rule and
 * figure, so the interface words it in the guest's language rather than showing the server's English.
 */
export interface ApiFieldError extends FieldError {
  /** The rule's key as the server sent it ("MIN_STAY"…): whoever words it checks it is one it knows. */
  rule?: string;
  minStay?: number;
  days?: number[];
  minNoticeDays?: number;
  maxAdvanceDays?: number;
}

export class ApiRequestError extends Error {
  /** The HTTP status; 0 when no response arrived (network failure, timeout, cancel). */
  readonly status: number;
  /** The API's error code, or a client code: NETWORK, TIMEOUT, CANCELED, INVALID_RESPONSE. */
  readonly code: ApiErrorCode;
  readonly errors: ApiFieldError[];
  /** The key of the client message used, or null when the message is the server's own text. */
  readonly messageKey: ApiMessageKey | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    errors: ApiFieldError[] = [],
    messageKey: ApiMessageKey | null = null,
  ) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.messageKey = messageKey;
  }
}

/** An error carrying one of the client's own messages. */
export function clientError(
  status: number,
  code: ApiErrorCode,
  key: ApiMessageKey,
  errors: ApiFieldError[] = [],
): ApiRequestError {
  return new ApiRequestError(status, code, API_MESSAGES[key], errors, key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * The server's own message (SPEC 8): `message`, `error`, `errors[0]` (a string or `{ message }`), `detail`,
 * or a plain-text body. HTML error pages (a proxy's 502 page) are not a message.
 */
export function extractServerMessage(body: unknown): string | null {
  if (typeof body === "string") {
    const text = body.trim();
    return text !== "" && !text.startsWith("<") && text.length <= 500 ? text : null;
  }
  if (!isRecord(body)) return null;
  const direct = nonEmpty(body.message) ?? nonEmpty(body.error);
  if (direct) return direct;
  if (isRecord(body.error)) {
    const nested = nonEmpty(body.error.message);
    if (nested) return nested;
  }
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    const first: unknown = body.errors[0];
    const fromErrors = nonEmpty(first) ?? (isRecord(first) ? nonEmpty(first.message) : null);
    if (fromErrors) return fromErrors;
  }
  return nonEmpty(body.detail);
}

// Every page's client reads errors: the list of stay rules stays with the booking card that words them.
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** A STAY_RULE item's rule and figure, kept only when they read as such (anything else is left out). */
function stayRuleFigure(item: Record<string, unknown>): Omit<ApiFieldError, "path" | "message"> {
  if (typeof item.rule !== "string" || !/^[A-Z_]{1,40}$/.test(item.rule)) return {};
  const figure: Omit<ApiFieldError, "path" | "message"> = { rule: item.rule };
  if (isCount(item.minStay)) figure.minStay = item.minStay;
  if (isCount(item.minNoticeDays)) figure.minNoticeDays = item.minNoticeDays;
  if (isCount(item.maxAdvanceDays)) figure.maxAdvanceDays = item.maxAdvanceDays;
  if (Array.isArray(item.days) && item.days.every((day) => isCount(day) && day <= 6)) {
    figure.days = [...(item.days as number[])];
  }
  return figure;
}

/** `errors` of a failure body as field errors; bare strings get an empty path. */
export function extractFieldErrors(body: unknown): ApiFieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  const result: ApiFieldError[] = [];
  for (const item of body.errors as unknown[]) {
    if (typeof item === "string") result.push({ path: "", message: item });
    else if (isRecord(item) && typeof item.message === "string") {
      result.push({
        path: typeof item.path === "string" ? item.path : "",
        message: item.message,
        ...stayRuleFigure(item),
      });
    }
  }
  return result;
}

const knownCodes = new Set<string>(ERROR_CODES);

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return "UNAUTHENTICATED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 422:
      return "VALIDATION_FAILED";
    case 429:
      return "RATE_LIMITED";
    case 503:
      return "SERVICE_UNAVAILABLE";
    default:
      return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
  }
}

/** The error for a response that arrived with a failure status (or `success: false`), per SPEC 8. */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const rawCode = isRecord(body) ? body.code : undefined;
  const code: ErrorCode =
    typeof rawCode === "string" && knownCodes.has(rawCode) ? (rawCode as ErrorCode) : codeForStatus(status);
  const errors = extractFieldErrors(body);
  const server = extractServerMessage(body);
  const fixed: Partial<Record<number, ApiMessageKey>> = {
    403: "accessDenied",
    404: "notFound",
    429: "tooManyRequests",
    500: "serverError",
  };
  const key = fixed[status];
  if (key) return clientError(status, code, key, errors);
  if (status === 422)
    return server
      ? new ApiRequestError(status, code, server, errors)
      : clientError(status, code, "validationFailed", errors);
  if (server) return new ApiRequestError(status, code, server, errors);
  return new ApiRequestError(status, code, requestFailedMessage(status), errors, "requestFailed");
}
