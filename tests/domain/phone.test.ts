// Phone rules: booking form (8-14 digits after the first) and profile (8-19).
import { describe, expect, it } from "vitest";
import { isValidBookingPhone, isValidProfilePhone, normalizePhone } from "../../src/domain/index.ts";

describe("normalizePhone", () => {
  it("strips spaces, dashes and brackets and keeps the plus", () => {
    expect(normalizePhone(" +20 (100) 123-45 67 ")).toBe("+201001234567");
  });
});

describe("isValidBookingPhone", () => {
  it.each([
    "+20 100 123 4567",
    "+20-100-123-4567",
    "(+20) 100 123 4567",
    "+201001234567",
    "201001234567",
    "+1 (555) 123-4567",
    "123456789", // non-zero digit then 8 digits: shortest allowed
    "123456789012345", // then 14 digits: longest allowed
  ])("accepts %j", (p) => {
    expect(isValidBookingPhone(p)).toBe(true);
  });
  it.each([
    "12345678", // only 7 after the first digit
    "1234567890123456", // 15 after the first digit
    "0100 123 4567", // leading zero
    "+0 100 123 4567",
    "++201001234567",
    "+20 100 123 456a",
    "+20.100.123.4567", // dots are not forgiven
    "",
    "   ",
  ])("refuses %j", (p) => {
    expect(isValidBookingPhone(p)).toBe(false);
  });
  it("refuses non-strings and absurdly long input", () => {
    expect(isValidBookingPhone(201001234567)).toBe(false);
    expect(isValidBookingPhone(undefined)).toBe(false);
    expect(isValidBookingPhone(`1${" ".repeat(60)}23456789`)).toBe(false);
  });
});

describe("isValidProfilePhone", () => {
  it.each(["+20 100 123 4567", "(320) 1234-5678", "12345678901234567890", "+1 555 123 4567"])("accepts %j", (p) => {
    expect(isValidProfilePhone(p)).toBe(true);
  });
  it.each(["123456789012345678901", "12345678", "0123456789", "+20 100 123 4567 ext 2", "", "+"])("refuses %j", (p) => {
    expect(isValidProfilePhone(p)).toBe(false);
  });
  it("allows longer numbers than the booking form", () => {
    const long = "+1 2345 6789 0123 4567";
    expect(isValidProfilePhone(long)).toBe(true);
    expect(isValidBookingPhone(long)).toBe(false);
  });
});
