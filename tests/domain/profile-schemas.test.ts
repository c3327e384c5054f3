// SPEC 5 profile edit, password change, deactivation; completeness; the user list query.
import { describe, expect, it } from "vitest";
import {
  checkPasswordChange,
  checkProfileUpdate,
  deactivateBodySchema,
  passwordChangeBodySchema,
  profileCompleteness,
  profileUpdateBodySchema,
  usersListQuerySchema,
  type RuleIssue,
} from "../../src/domain/index.ts";
import { issuesOf, parsed } from "./helpers.ts";

const today = "2026-06-15";
const rules = (issues: RuleIssue[]) => issues.map((i) => [i.path, i.message]);

describe("checkProfileUpdate", () => {
  it("accepts a good update and an empty one", () => {
    expect(
      checkProfileUpdate(
        { email: "a@b.co", fullName: "Nour", phone: "+20 (100) 123-4567", dateOfBirth: "1990-05-01" },
        today,
      ),
    ).toEqual([]);
    expect(checkProfileUpdate({}, today)).toEqual([]);
  });

  it("uses SPEC's profile messages", () => {
    expect(
      rules(checkProfileUpdate({ email: "a@b", fullName: " N ", phone: "0123", dateOfBirth: "1990-02-30" }, today)),
    ).toEqual([
      ["email", "Invalid email format"],
      ["fullName", "Full name must be at least 2 characters"],
      ["phone", "Invalid phone number format"],
      ["dateOfBirth", "Invalid date format"],
    ]);
    expect(rules(checkProfileUpdate({ fullName: "N".repeat(101) }, today))).toEqual([
      ["fullName", "Full name must be less than 100 characters"],
    ]);
  });

  it("allows an 18th birthday today and refuses one tomorrow", () => {
    expect(checkProfileUpdate({ dateOfBirth: "2008-06-15" }, today)).toEqual([]);
    expect(checkProfileUpdate({ dateOfBirth: "2008-06-16" }, today)).toEqual([
      { path: "dateOfBirth", rule: "underAge", message: "You must be at least 18 years old" },
    ]);
  });

  it("refuses more than 120 years", () => {
    // 120 until the day before the 121st birthday.
    expect(checkProfileUpdate({ dateOfBirth: "1905-06-16" }, today)).toEqual([]);
    expect(checkProfileUpdate({ dateOfBirth: "1905-06-15" }, today)).toEqual([
      { path: "dateOfBirth", rule: "overAge", message: "Invalid date of birth" },
    ]);
  });

  it("treats null or empty phone and date of birth as clearing them", () => {
    expect(checkProfileUpdate({ phone: null, dateOfBirth: "" }, today)).toEqual([]);
  });
});

describe("profileUpdateBodySchema", () => {
  it("normalises and keeps only known fields", () => {
    expect(
      parsed(profileUpdateBodySchema, { email: " Me@X.COM ", fullName: " Nour ", role: "ADMIN", isActive: false }),
    ).toEqual({ email: "me@x.com", fullName: "Nour" });
  });
  it("turns empty phone and date of birth into null", () => {
    expect(parsed(profileUpdateBodySchema, { phone: " ", dateOfBirth: "" })).toEqual({
      phone: null,
      dateOfBirth: null,
    });
  });
  it("rejects bad values with the same messages as checkProfileUpdate", () => {
    expect(
      issuesOf(profileUpdateBodySchema, { email: "x", fullName: "N", phone: "abc", dateOfBirth: "01/02/1990" }),
    ).toEqual([
      ["email", "Invalid email format"],
      ["fullName", "Full name must be at least 2 characters"],
      ["phone", "Invalid phone number format"],
      ["dateOfBirth", "Invalid date format"],
    ]);
  });
  it("leaves the age to the handler (it needs today)", () => {
    expect(issuesOf(profileUpdateBodySchema, { dateOfBirth: "2020-01-01" })).toEqual([]);
  });
});

describe("password change", () => {
  const good = { currentPassword: "old", newPassword: "NewPass1", confirmPassword: "NewPass1" };

  it("accepts a strong new password", () => {
    expect(checkPasswordChange(good)).toEqual([]);
    expect(parsed(passwordChangeBodySchema, good)).toEqual(good);
  });

  it("requires the current password and a confirmation", () => {
    expect(rules(checkPasswordChange({ ...good, currentPassword: "", confirmPassword: "" }))).toEqual([
      ["currentPassword", "Current password is required"],
      ["confirmPassword", "Please confirm your new password"],
    ]);
  });

  it("needs 8 to 128 characters (7 and 129 refused)", () => {
    expect(checkPasswordChange({ ...good, newPassword: "Abcdef1", confirmPassword: "Abcdef1" })).toEqual([
      {
        path: "newPassword",
        rule: "passwordTooShort",
        message: "Password must be at least 8 characters long",
        title: "Password too short",
      },
    ]);
    const max = `Aa1${"x".repeat(125)}`;
    expect(checkPasswordChange({ ...good, newPassword: max, confirmPassword: max })).toEqual([]);
    const over = `${max}x`;
    expect(rules(checkPasswordChange({ ...good, newPassword: over, confirmPassword: over }))).toEqual([
      ["newPassword", "Password must be at most 128 characters long"],
    ]);
  });

  it.each(["alllowercase1", "ALLUPPERCASE1", "NoDigitsHere"])("needs lower, upper and digit (%s)", (pw) => {
    expect(checkPasswordChange({ ...good, newPassword: pw, confirmPassword: pw }).map((i) => i.rule)).toEqual([
      "newPasswordWeak",
    ]);
  });

  it("requires the confirmation to match", () => {
    expect(checkPasswordChange({ ...good, confirmPassword: "NewPass2" })).toEqual([
      {
        path: "confirmPassword",
        rule: "passwordMismatch",
        message: "New passwords do not match",
        title: "Password mismatch",
      },
    ]);
  });

  it("schema reports the same messages", () => {
    expect(issuesOf(passwordChangeBodySchema, { ...good, newPassword: "short", confirmPassword: "other" })).toEqual([
      ["newPassword", "Password must be at least 8 characters long"],
      ["confirmPassword", "New passwords do not match"],
    ]);
    expect(issuesOf(passwordChangeBodySchema, {}).map(([p]) => p)).toEqual([
      "currentPassword",
      "newPassword",
      "confirmPassword",
    ]);
  });
});

describe("deactivateBodySchema", () => {
  it("requires a non-empty password", () => {
    expect(parsed(deactivateBodySchema, { password: "x" })).toEqual({ password: "x" });
    expect(issuesOf(deactivateBodySchema, { password: "" })).toEqual([["password", "Password is required"]]);
    expect(issuesOf(deactivateBodySchema, {})).toEqual([["password", "Password is required"]]);
  });
});

describe("profileCompleteness", () => {
  it("lists what a booking still needs", () => {
    expect(profileCompleteness({ fullName: "Nour", phone: "+201001234567", dateOfBirth: "1990-01-01" })).toEqual({
      isComplete: true,
      missing: [],
    });
    expect(profileCompleteness({ fullName: "Nour", phone: null, dateOfBirth: " " })).toEqual({
      isComplete: false,
      missing: ["phone", "dateOfBirth"],
    });
  });
});

describe("usersListQuerySchema", () => {
  it("coerces query strings and applies defaults", () => {
    expect(parsed(usersListQuerySchema, {})).toEqual({ page: 1, limit: 10, sortBy: "createdAt", sortOrder: "desc" });
    expect(
      parsed(usersListQuerySchema, {
        page: "2",
        limit: "50",
        isActive: "false",
        role: "HOST",
        search: " nour ",
        sortOrder: "asc",
      }),
    ).toEqual({
      page: 2,
      limit: 50,
      isActive: false,
      role: "HOST",
      search: "nour",
      sortBy: "createdAt",
      sortOrder: "asc",
    });
  });
  it("reads isActive=true/1/0 and ignores empty filters", () => {
    expect(parsed(usersListQuerySchema, { isActive: "true" }).isActive).toBe(true);
    expect(parsed(usersListQuerySchema, { isActive: "1" }).isActive).toBe(true);
    expect(parsed(usersListQuerySchema, { isActive: "0" }).isActive).toBe(false);
    expect(parsed(usersListQuerySchema, { isActive: "", role: "", search: "" })).toEqual(
      parsed(usersListQuerySchema, {}),
    );
  });
  it("refuses bad values", () => {
    expect(issuesOf(usersListQuerySchema, { isActive: "yes" }).map(([p]) => p)).toEqual(["isActive"]);
    expect(issuesOf(usersListQuerySchema, { role: "ROOT" }).map(([p]) => p)).toEqual(["role"]);
    expect(issuesOf(usersListQuerySchema, { page: "0", limit: "101" }).map(([p]) => p)).toEqual(["page", "limit"]);
    expect(issuesOf(usersListQuerySchema, { page: "1.5" }).map(([p]) => p)).toEqual(["page"]);
    expect(issuesOf(usersListQuerySchema, { sortBy: "passwordHash" }).map(([p]) => p)).toEqual(["sortBy"]);
    expect(issuesOf(usersListQuerySchema, { search: "x".repeat(101) }).map(([p]) => p)).toEqual(["search"]);
  });
});
