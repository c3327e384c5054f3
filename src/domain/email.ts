// E-mail addresses: one pattern for browser and server, and the normal form we store
// (trimmed and lower-cased, DESIGN 4).
import { z } from "zod";

export const EMAIL_MAX_LENGTH = 254;

// zod's own conservative pattern, so the schemas and the plain checks agree.
export const EMAIL_PATTERN: RegExp = z.regexes.email;

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(raw: unknown): boolean {
  if (typeof raw !== "string") return false;
  const email = normalizeEmail(raw);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
