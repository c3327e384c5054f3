// The browser's checks of the profile and password forms and the profile's completeness (SPEC 5 "Profile edit",
// "Password change"; SPEC 3 "Profile completeness"), without zod: the forms use them, and the request schemas in
// profile.ts refine with the same functions, so the browser never downloads zod for a form.
import { MAX_AGE, MIN_AGE } from "../age-limits.ts";
import { ageOn, isIsoDate, type IsoDate } from "../dates.ts";
import { isValidEmail } from "../email.ts";
import { isValidProfilePhone } from "../phone.ts";
import { issue, type RuleIssue } from "../rule-issue.ts";
import { FULL_NAME_MAX_LENGTH, FULL_NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH } from "./auth-rules.ts";
import { PASSWORD_CHANGE_MESSAGES, PASSWORD_CHANGE_TITLES, PROFILE_MESSAGES } from "./profile-messages.ts";

export { MAX_AGE, MIN_AGE } from "../age-limits.ts";
export const CHANGED_PASSWORD_MIN_LENGTH = 8;

export interface ProfileUpdateInput {
  email?: string | undefined;
  fullName?: string | undefined;
  phone?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
}

/**
 * Every SPEC 5 profile rule for the fields present; null or "" phone and date of birth
 * clear them and are always valid. Age is judged on `today` (the villa's calendar date).
 */
export function checkProfileUpdate(input: ProfileUpdateInput, today: IsoDate): RuleIssue[] {
  return profileIssues(input, today);
}

// `today` null skips the age rules (the request schema cannot know the day).
export function profileIssues(input: ProfileUpdateInput, today: IsoDate | null): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (input.email !== undefined && !isValidEmail(input.email)) {
    issues.push(issue("email", "emailInvalid", PROFILE_MESSAGES.emailInvalid));
  }
  if (input.fullName !== undefined) {
    const name = input.fullName.trim();
    if (name.length < FULL_NAME_MIN_LENGTH) {
      issues.push(issue("fullName", "fullNameTooShort", PROFILE_MESSAGES.fullNameTooShort));
    } else if (name.length > FULL_NAME_MAX_LENGTH) {
      issues.push(issue("fullName", "fullNameTooLong", PROFILE_MESSAGES.fullNameTooLong));
    }
  }
  if (input.phone != null && input.phone.trim() !== "" && !isValidProfilePhone(input.phone)) {
    issues.push(issue("phone", "phoneInvalid", PROFILE_MESSAGES.phoneInvalid));
  }
  const dob = input.dateOfBirth?.trim();
  if (dob) {
    if (!isIsoDate(dob)) {
      issues.push(issue("dateOfBirth", "dateOfBirthInvalid", PROFILE_MESSAGES.dateOfBirthInvalid));
    } else if (today !== null) {
      const age = ageOn(dob, today);
      if (age < MIN_AGE) issues.push(issue("dateOfBirth", "underAge", PROFILE_MESSAGES.underAge));
      else if (age > MAX_AGE) issues.push(issue("dateOfBirth", "overAge", PROFILE_MESSAGES.overAge));
    }
  }
  return issues;
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function checkPasswordChange(input: PasswordChangeInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const { currentPassword, newPassword, confirmPassword } = input;
  if (currentPassword === "") {
    issues.push(issue("currentPassword", "currentPasswordRequired", PASSWORD_CHANGE_MESSAGES.currentRequired));
  } else if (currentPassword.length > PASSWORD_MAX_LENGTH) {
    issues.push(issue("currentPassword", "passwordTooLong", PASSWORD_CHANGE_MESSAGES.tooLong));
  }
  if (newPassword.length < CHANGED_PASSWORD_MIN_LENGTH) {
    issues.push(
      issue("newPassword", "passwordTooShort", PASSWORD_CHANGE_MESSAGES.tooShort, PASSWORD_CHANGE_TITLES.tooShort),
    );
  } else if (newPassword.length > PASSWORD_MAX_LENGTH) {
    issues.push(issue("newPassword", "passwordTooLong", PASSWORD_CHANGE_MESSAGES.tooLong));
  } else if (!/[a-z]/.test(newPassword) || !/[A-Z]/.test(newPassword) || !/\d/.test(newPassword)) {
    issues.push(issue("newPassword", "newPasswordWeak", PASSWORD_CHANGE_MESSAGES.weak));
  }
  if (confirmPassword === "") {
    issues.push(issue("confirmPassword", "confirmPasswordRequired", PASSWORD_CHANGE_MESSAGES.confirmRequired));
  } else if (confirmPassword !== newPassword) {
    issues.push(
      issue("confirmPassword", "passwordMismatch", PASSWORD_CHANGE_MESSAGES.mismatch, PASSWORD_CHANGE_TITLES.mismatch),
    );
  }
  return issues;
}

export interface ProfileCompleteness {
  isComplete: boolean;
  missing: string[];
}

/** The fields a booking needs from the profile (SPEC 3 "Profile completeness"). */
export const PROFILE_REQUIRED_FIELDS = ["fullName", "phone", "dateOfBirth"] as const;

export function profileCompleteness(user: {
  fullName: string | null;
  phone: string | null;
  dateOfBirth: string | null;
}): ProfileCompleteness {
  const missing = PROFILE_REQUIRED_FIELDS.filter((f) => (user[f] ?? "").trim() === "");
  return { isComplete: missing.length === 0, missing };
}
