// Reads the PostgreSQL SQLSTATE of a failed query, whichever driver raised it and however
// Drizzle wrapped it, so callers can tell a unique (23505) or exclusion (23P01) violation.
const SQLSTATE = /^[0-9A-Z]{5}$/;

export const UNIQUE_VIOLATION = "23505";
export const EXCLUSION_VIOLATION = "23P01";

export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  // Drizzle puts the driver error in `cause`; a few levels is plenty and guards against cycles.
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
