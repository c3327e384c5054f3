// E-mail addresses: one pattern for browser and server, and the normal form we store
// (trimmed and lower-cased, DESIGN 4).
export const EMAIL_MAX_LENGTH = 254;

// zod's own conservative pattern (z.regexes.email), so the schemas and the plain checks agree; written out so that a
// form checking an address needs no zod (tests/domain/email.test.ts keeps the two the same).
export const EMAIL_PATTERN = new RegExp(
  String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
);

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(raw: unknown): boolean {
  if (typeof raw !== "string") return false;
  const email = normalizeEmail(raw);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
