// The e-mail rule of browser and server (src/domain/email.ts): zod's own pattern, and the normal form we store.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidEmail, normalizeEmail } from "../../src/domain/email.ts";

describe("e-mail addresses", () => {
  it("are checked with exactly zod's pattern, which the schemas use", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it("are trimmed and lower-cased before they are checked and stored", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
    expect(isValidEmail("  Ada@Example.COM ")).toBe(true);
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "ada..b@example.com", "ada@-example.com"])(
    "refuse %s",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it("refuse an address longer than the limit, and anything that is not a string", () => {
    expect(isValidEmail(`${"a".repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe(false);
    expect(isValidEmail(42)).toBe(false);
  });
});
