// The client's English messages (SPEC 8 "Transport and status" and "Other client messages"), under stable keys.
// Kept free of Lingui: the UI translates an ApiRequestError by its `code` or `messageKey`, and these texts are the
// English fallback and what logs and tests see.
export const API_MESSAGES = {
  network: "Network connection failed",
  timeout: "Request timed out",
  canceled: "Request was canceled",
  sessionExpired: "Session expired",
  sessionExpiredLogin: "Session expired - please login again",
  accessDenied: "Access denied",
  notFound: "Resource not found",
  validationFailed: "Validation failed",
  tooManyRequests: "Too many requests",
  serverError: "Server error occurred",
  requestFailed: "Request failed with status {code}",
  noRefreshToken: "No refresh token available",
  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
  tokenRefreshFailed: "Token refresh failed",
  failedToGetUser: "Failed to get user",
  urlRequired: "Request URL is required",
  invalidResponseFormat: "Invalid response format",
} as const;

export type ApiMessageKey = keyof typeof API_MESSAGES;

/** "Request failed with status 418". */
export function requestFailedMessage(status: number): string {
  return API_MESSAGES.requestFailed.replace("{code}", String(status));
}
