// The Edit Profile form's conversions (SPEC 5 "Profile edit", SPEC 7 PUT /profile) and the date input's limit.
import { describe, expect, it } from "vitest";
import { ageOn } from "../../src/domain/dates.ts";
import { checkPasswordChange, checkProfileUpdate } from "../../src/domain/schemas/profile.ts";
import {
  firstIssuePerField,
  latestDateOfBirth,
  PROFILE_FIELDS,
  profileFormValues,
  profileUpdateBody,
} from "../../src/web/features/profile/profile-form-values.ts";
import type { Profile } from "../../src/web/features/profile/profile-query.ts";

const profile: Profile = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "ada@example.com",
  fullName: "Ada Lovelace",
  phone: null,
  dateOfBirth: null,
  role: "GUEST",
  isActive: true,
  createdAt: "2025-01-02T10:00:00.000Z",
  updatedAt: "2025-01-02T10:00:00.000Z",
};

describe("profileFormValues", () => {
  it("shows a missing phone or date of birth as an empty field", () => {
    expect(profileFormValues(profile)).toEqual({
      email: "ada@example.com",
      fullName: "Ada Lovelace",
      phone: "",
      dateOfBirth: "",
    });
  });

  it("keeps what the profile holds", () => {
    const full = { ...profile, phone: "+20 100 123 4567", dateOfBirth: "1990-05-17" };
    expect(profileFormValues(full)).toMatchObject({ phone: "+20 100 123 4567", dateOfBirth: "1990-05-17" });
  });
});

describe("profileUpdateBody", () => {
  it("sends all four fields trimmed, the e-mail lower-cased, emptied fields as empty text", () => {
    expect(
      profileUpdateBody({ email: "  Ada@Example.COM ", fullName: "  Ada King ", phone: "  ", dateOfBirth: "" }),
    ).toEqual({
      email: "ada@example.com",
      fullName: "Ada King",
      phone: "",
      dateOfBirth: "",
    });
  });

  it("is what the domain rules accept when the values are valid", () => {
    const body = profileUpdateBody({
      email: "ada@example.com",
      fullName: "Ada",
      phone: "+20 (100) 123-4567",
      dateOfBirth: "1990-05-17",
    });
    expect(checkProfileUpdate(body, "2026-06-01")).toEqual([]);
  });
});

describe("latestDateOfBirth", () => {
  it("is 18 years before today", () => {
    expect(latestDateOfBirth("2026-06-01")).toBe("2008-06-01");
    expect(ageOn("2008-06-01", "2026-06-01")).toBe(18);
  });

  it("on 29 February of a leap year, never offers a day that is still 17", () => {
    // 18 years before 2028-02-29 has no 29 February; 1 March 2010 would turn 18 only the next day.
    expect(latestDateOfBirth("2028-02-29")).toBe("2010-02-28");
    expect(ageOn("2010-02-28", "2028-02-29")).toBe(18);
    expect(ageOn("2010-03-01", "2028-02-29")).toBe(17);
  });

  it("agrees with the age rule on the day itself and the day after", () => {
    const today = "2026-06-01";
    const latest = latestDateOfBirth(today);
    expect(checkProfileUpdate({ dateOfBirth: latest }, today)).toEqual([]);
    expect(checkProfileUpdate({ dateOfBirth: "2008-06-02" }, today).map((i) => i.rule)).toEqual(["underAge"]);
  });
});

describe("firstIssuePerField", () => {
  it("keeps the first message of each listed field and drops unknown paths", () => {
    const issues = [
      { path: "email", rule: "emailInvalid" as const, message: "Invalid email format" },
      { path: "email", rule: "emailInvalid" as const, message: "second" },
      { path: "role", rule: "emailInvalid" as const, message: "not a form field" },
      { path: "phone", rule: "phoneInvalid" as const, message: "Invalid phone number format" },
    ];
    expect(firstIssuePerField(issues, PROFILE_FIELDS)).toEqual({
      email: "Invalid email format",
      phone: "Invalid phone number format",
    });
  });

  it("maps each password rule to its field", () => {
    const issues = checkPasswordChange({ currentPassword: "", newPassword: "short", confirmPassword: "other" });
    expect(firstIssuePerField(issues, ["currentPassword", "newPassword", "confirmPassword"] as const)).toEqual({
      currentPassword: "Current password is required",
      newPassword: "Password must be at least 8 characters long",
      confirmPassword: "New passwords do not match",
    });
  });
});
