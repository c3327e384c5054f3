// The one error type route handlers throw; the error handler turns it into the DESIGN 4
// failure envelope with the status that belongs to its code.
import { ERROR_STATUS, type ErrorCode, type FieldError } from "../../domain/errors.ts";

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  /** For a 429: when the client may try again, sent as the Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, errors?: FieldError[], options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
