// SPEC 5 registration and sign-in: ordered client checks and the API payload schemas.
import { describe, expect, it } from "vitest";
import {
  checkRegistration,
  checkSignIn,
  loginBodySchema,
  refreshTokenBodySchema,
  registerBodySchema,
  type RegistrationForm,
} from "../../src/domain/index.ts";
import { issuesOf, parsed } from "./helpers.ts";

const good: RegistrationForm = {
  email: "guest@example.com",
  password: "secret1",
  confirmPassword: "secret1",
  fullName: "Nour Hassan",
};

describe("checkRegistration (SPEC 5 order 1-5)", () => {
  it("passes a complete form", () => {
    expect(checkRegistration(good)).toBeNull();
  });

  it.each(["email", "password", "fullName"] as const)("1. %s missing → Missing Fields", (field) => {
    expect(checkRegistration({ ...good, [field]: field === "password" ? "" : "   " })).toEqual({
      path: field,
      rule: "fieldsMissing",
      title: "Missing Fields",
      message: "Please fill in all required fields",
    });
  });

  it("2. confirmation differs → Password Mismatch", () => {
    expect(checkRegistration({ ...good, confirmPassword: "secret2" })).toEqual({
      path: "confirmPassword",
      rule: "passwordMismatch",
      title: "Password Mismatch",
      message: "Passwords do not match",
    });
  });

  it("3. under 6 characters → Weak Password (5 refused, 6 accepted)", () => {
    expect(checkRegistration({ ...good, password: "12345", confirmPassword: "12345" })).toEqual({
      path: "password",
      rule: "passwordTooShort",
      title: "Weak Password",
      message: "Password must be at least 6 characters long",
    });
    expect(checkRegistration({ ...good, password: "123456", confirmPassword: "123456" })).toBeNull();
  });

  it("4. malformed e-mail → Invalid Email", () => {
    expect(checkRegistration({ ...good, email: "guest@example" })).toEqual({
      path: "email",
      rule: "emailInvalid",
      title: "Invalid Email",
      message: "Please enter a valid email address",
    });
  });

  it("5. trimmed name under 2 → Invalid Name", () => {
    expect(checkRegistration({ ...good, fullName: "  N  " })).toEqual({
      path: "fullName",
      rule: "fullNameTooShort",
      title: "Invalid Name",
      message: "Full name must be at least 2 characters long",
    });
  });

  it("reports only the first failing rule, in SPEC order", () => {
    const everythingWrong = { email: "bad", password: "1", confirmPassword: "2", fullName: "N" };
    expect(checkRegistration(everythingWrong)?.rule).toBe("passwordMismatch");
    expect(checkRegistration({ ...everythingWrong, confirmPassword: "1" })?.rule).toBe("passwordTooShort");
    expect(checkRegistration({ ...everythingWrong, password: "123456", confirmPassword: "123456" })?.rule).toBe(
      "emailInvalid",
    );
  });
});

describe("checkSignIn", () => {
  it("requires both fields", () => {
    expect(checkSignIn({ email: "", password: "x" })).toEqual({
      path: "email",
      rule: "fieldsMissing",
      title: "Missing Fields",
      message: "Please fill in all fields",
    });
    expect(checkSignIn({ email: "a@b.c", password: "" })?.path).toBe("password");
  });
  it("requires an @ only", () => {
    expect(checkSignIn({ email: "guest.example.com", password: "x" })?.message).toBe(
      "Please enter a valid email address",
    );
    expect(checkSignIn({ email: "a@b", password: "x" })).toBeNull();
  });
});

describe("registerBodySchema", () => {
  it("trims and lower-cases the e-mail, trims the name and ignores unknown fields", () => {
    expect(
      parsed(registerBodySchema, {
        email: "  Guest@Example.COM ",
        password: "secret",
        fullName: "  Nour  ",
        role: "ADMIN",
      }),
    ).toEqual({ email: "guest@example.com", password: "secret", fullName: "Nour" });
  });

  it("answers a missing field with SPEC's missing-fields message", () => {
    expect(issuesOf(registerBodySchema, {})).toEqual([
      ["email", "Please fill in all required fields"],
      ["password", "Please fill in all required fields"],
      ["fullName", "Please fill in all required fields"],
    ]);
    expect(issuesOf(registerBodySchema, { email: "  ", password: "", fullName: " " })).toEqual([
      ["email", "Please fill in all required fields"],
      ["password", "Please fill in all required fields"],
      ["fullName", "Please fill in all required fields"],
    ]);
  });

  it("uses SPEC's messages for each rule", () => {
    expect(issuesOf(registerBodySchema, { email: "nope", password: "12345", fullName: " N " })).toEqual([
      ["email", "Please enter a valid email address"],
      ["password", "Password must be at least 6 characters long"],
      ["fullName", "Full name must be at least 2 characters long"],
    ]);
  });

  it("bounds every string", () => {
    const long = { email: `${"a".repeat(250)}@example.com`, password: "p".repeat(129), fullName: "N".repeat(101) };
    expect(issuesOf(registerBodySchema, long)).toEqual([
      ["email", "Please enter a valid email address"],
      ["password", "Password must be at most 128 characters long"],
      ["fullName", "Full name must be less than 100 characters"],
    ]);
    expect(
      issuesOf(registerBodySchema, { ...long, password: "p".repeat(128), fullName: "N".repeat(100), email: "a@b.co" }),
    ).toEqual([]);
  });

  it("refuses non-string values", () => {
    const issues = issuesOf(registerBodySchema, { email: 1, password: ["x"], fullName: null });
    expect(new Set(issues.map(([p]) => p))).toEqual(new Set(["email", "password", "fullName"]));
    for (const path of ["email", "password", "fullName"]) {
      expect(issues.find(([p]) => p === path)?.[1]).toBe("Please fill in all required fields");
    }
  });
});

describe("loginBodySchema", () => {
  it("normalises the e-mail", () => {
    expect(parsed(loginBodySchema, { email: " A@B.COM", password: "x" })).toEqual({ email: "a@b.com", password: "x" });
  });
  it("uses the sign-in messages", () => {
    expect(issuesOf(loginBodySchema, { email: "", password: "" })).toEqual([
      ["email", "Please fill in all fields"],
      ["password", "Please fill in all fields"],
    ]);
    expect(issuesOf(loginBodySchema, { email: "ab", password: "x" })).toEqual([
      ["email", "Please enter a valid email address"],
    ]);
  });
});

describe("refreshTokenBodySchema", () => {
  it("requires a bounded token", () => {
    expect(parsed(refreshTokenBodySchema, { refreshToken: "abc" })).toEqual({ refreshToken: "abc" });
    expect(issuesOf(refreshTokenBodySchema, {})).toEqual([["refreshToken", "Refresh token is required"]]);
    expect(issuesOf(refreshTokenBodySchema, { refreshToken: "x".repeat(513) })).toEqual([
      ["refreshToken", "Invalid refresh token"],
    ]);
  });
});
