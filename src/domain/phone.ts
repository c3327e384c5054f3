// Phone number rules: the booking form's (SPEC 5, 8-14 digits after the first) and the
// profile's (SPEC 5/9, 8-19 digits after the first), both forgiving spaces, dashes and brackets.
const SEPARATORS = /[\s\-()]/g;
const PROFILE_ALLOWED = /^\+?[\d\s\-()]+$/;
// Longest raw input worth looking at; anything longer is not a phone number.
export const PHONE_MAX_LENGTH = 40;

/** The number without spaces, dashes and brackets (a leading + is kept). */
export function normalizePhone(raw: string): string {
  return raw.trim().replace(SEPARATORS, "");
}

export function isValidBookingPhone(raw: unknown): boolean {
  if (typeof raw !== "string" || raw.length > PHONE_MAX_LENGTH) return false;
  return /^\+?[1-9]\d{8,14}$/.test(normalizePhone(raw));
}

export function isValidProfilePhone(raw: unknown): boolean {
  if (typeof raw !== "string" || raw.length > PHONE_MAX_LENGTH) return false;
  const trimmed = raw.trim();
  return PROFILE_ALLOWED.test(trimmed) && /^\+?[1-9]\d{8,19}$/.test(normalizePhone(trimmed));
}
