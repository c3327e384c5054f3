// What a failed profile save or password change says (SPEC 8 "Profile update", SPEC 2 "Change Password"),
// in English and French: titles, joined server errors, field messages.
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../src/web/api/errors.ts";
import {
  joinMessages,
  passwordChangeFailure,
  profileUpdateFailure,
} from "../../src/web/features/profile/profile-failures.ts";
import { i18nFor } from "./lingui-catalog.ts";

const emailTaken = () =>
  new ApiRequestError(409, "EMAIL_TAKEN", "An account with this email already exists", [
    { path: "email", message: "An account with this email already exists" },
  ]);

const invalidProfile = () =>
  new ApiRequestError(422, "VALIDATION_FAILED", "Invalid email format", [
    { path: "email", message: "Invalid email format" },
    { path: "dateOfBirth", message: "You must be at least 18 years old" },
  ]);

const wrongCurrent = () =>
  new ApiRequestError(422, "VALIDATION_FAILED", "Current password is incorrect", [
    { path: "currentPassword", message: "Current password is incorrect" },
  ]);

const offline = () => new ApiRequestError(0, "NETWORK", "Network connection failed", [], "network");

describe("joinMessages", () => {
  it("joins distinct, non-empty messages with commas", () => {
    expect(joinMessages(["A", "B", "A", " ", "C"])).toBe("A, B, C");
    expect(joinMessages([])).toBe("");
  });
});

describe("profileUpdateFailure", () => {
  it("a taken e-mail is Update failed, with the message under the e-mail field", async () => {
    const en = await i18nFor("en");
    expect(profileUpdateFailure(en, emailTaken())).toEqual({
      title: "Update failed",
      description: "An account with this email already exists",
      fieldErrors: { email: "An account with this email already exists" },
    });
    const fr = await i18nFor("fr");
    const report = profileUpdateFailure(fr, emailTaken());
    expect(report.title).toBe("La mise à jour a échoué");
    expect(report.fieldErrors.email).toBe(report.description);
    expect(report.description).not.toContain("already exists");
  });

  it("rule failures from the server are Update failed with the translated errors joined", async () => {
    const en = await i18nFor("en");
    expect(profileUpdateFailure(en, invalidProfile())).toEqual({
      title: "Update failed",
      description: "Invalid email format, You must be at least 18 years old",
      fieldErrors: { email: "Invalid email format", dateOfBirth: "You must be at least 18 years old" },
    });
    const fr = await i18nFor("fr");
    const report = profileUpdateFailure(fr, invalidProfile());
    expect(report.description).not.toContain("Invalid email format");
    expect(report.description.split(", ")).toHaveLength(2);
  });

  it("anything else is Failed to update profile with the reason", async () => {
    const en = await i18nFor("en");
    expect(profileUpdateFailure(en, offline())).toEqual({
      title: "Failed to update profile",
      description: "Network connection failed",
      fieldErrors: {},
    });
    expect(profileUpdateFailure(en, new TypeError("boom")).title).toBe("Failed to update profile");
  });
});

describe("passwordChangeFailure", () => {
  it("lists the server errors under Password change failed", async () => {
    const en = await i18nFor("en");
    expect(passwordChangeFailure(en, wrongCurrent())).toEqual({
      title: "Password change failed",
      description: "Current password is incorrect",
      fieldErrors: { currentPassword: "Current password is incorrect" },
    });
    const several = new ApiRequestError(422, "VALIDATION_FAILED", "x", [
      { path: "newPassword", message: "Password must be at least 8 characters long" },
      { path: "confirmPassword", message: "New passwords do not match" },
    ]);
    expect(passwordChangeFailure(en, several).description).toBe(
      "Password must be at least 8 characters long, New passwords do not match",
    );
  });

  it("speaks French", async () => {
    const fr = await i18nFor("fr");
    const report = passwordChangeFailure(fr, wrongCurrent());
    expect(report.title).toBe("Le changement de mot de passe a échoué");
    expect(report.description).not.toBe("Current password is incorrect");
    expect(report.fieldErrors.currentPassword).toBe(report.description);
  });

  it("without a list it is Failed to change password with the reason", async () => {
    const en = await i18nFor("en");
    expect(passwordChangeFailure(en, offline())).toEqual({
      title: "Failed to change password",
      description: "Network connection failed",
      fieldErrors: {},
    });
  });
});
