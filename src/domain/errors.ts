// The API's error codes (DESIGN 4) and the HTTP status each one travels with. The browser
// translates a failure by its code; the server never invents a code outside this list.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_DEACTIVATED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  DATES_UNAVAILABLE: 409,
  VILLA_UNAVAILABLE: 409,
  INVALID_TRANSITION: 409,
  VILLA_HAS_BOOKINGS: 409,
  /** A season sharing a night with another season of the villa (DESIGN 7.1). */
  SEASON_OVERLAP: 409,
  /** A guest already has as many requests, or nights, waiting for the owner as one account may (DESIGN 4). */
  TOO_MANY_OPEN_REQUESTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An upload over the size or pixel limit (MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS). */
  IMAGE_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  /** An upload that is not a picture the server can read. */
  UNSUPPORTED_IMAGE: 415,
  VALIDATION_FAILED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  /** Dates breaking a villa's stay rules (DESIGN 7.1): each error names its rule and figure (rates/stay-rules.ts). */
  STAY_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** One field-level problem, as carried in `errors` of a 422 envelope. */
export interface FieldError {
  path: string;
  message: string;
}
