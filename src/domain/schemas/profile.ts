// Profile edit, password change, deactivation, profile completeness and the admin user list
// (SPEC 5 "Profile edit", "Password change", "Deactivation"; SPEC 7 /profile calls).
import { z } from "zod";
import { ageOn, isIsoDate, type IsoDate } from "../dates.ts";
import { EMAIL_MAX_LENGTH, isValidEmail } from "../email.ts";
import { isValidProfilePhone, PHONE_MAX_LENGTH } from "../phone.ts";
import { ROLES } from "../roles.ts";
import { issue, type RuleIssue } from "../rule-issue.ts";
import { FULL_NAME_MAX_LENGTH, FULL_NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH } from "./auth.ts";
import {
  optionalQueryEnum,
  optionalQueryText,
  paginationQuerySchema,
  queryBooleanSchema,
  reportIssues,
  sortOrderSchema,
} from "./common.ts";
import {
  PROFILE_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_CHANGE_TITLES,
  DEACTIVATE_PASSWORD_REQUIRED,
} from "./profile-messages.ts";
export {
  PROFILE_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_CHANGE_TITLES,
  DEACTIVATE_PASSWORD_REQUIRED,
} from "./profile-messages.ts";

export { MAX_AGE, MIN_AGE } from "../age-limits.ts";
import { MAX_AGE, MIN_AGE } from "../age-limits.ts";
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
function profileIssues(input: ProfileUpdateInput, today: IsoDate | null): RuleIssue[] {
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

const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/**
 * PUT /profile. Checks everything that does not depend on the day; the server then runs
 * checkProfileUpdate(body, villaToday(now)) for the age rules.
 */
export const profileUpdateBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH, { error: PROFILE_MESSAGES.emailInvalid }).optional(),
    fullName: z.string().trim().max(FULL_NAME_MAX_LENGTH, { error: PROFILE_MESSAGES.fullNameTooLong }).optional(),
    phone: z.preprocess(
      emptyToNull,
      z.string().trim().max(PHONE_MAX_LENGTH, { error: PROFILE_MESSAGES.phoneInvalid }).nullable().optional(),
    ),
    dateOfBirth: z.preprocess(
      emptyToNull,
      z.string().trim().max(10, { error: PROFILE_MESSAGES.dateOfBirthInvalid }).nullable().optional(),
    ),
  })
  .superRefine((body, ctx) => {
    reportIssues(ctx, profileIssues(body, null));
  });

export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

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

export const passwordChangeBodySchema = z
  .object({
    currentPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.currentRequired }),
    newPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.tooShort }),
    confirmPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.confirmRequired }),
  })
  .superRefine((body, ctx) => reportIssues(ctx, checkPasswordChange(body)));

export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const deactivateBodySchema = z.object({
  password: z
    .string({ error: DEACTIVATE_PASSWORD_REQUIRED })
    .min(1, { error: DEACTIVATE_PASSWORD_REQUIRED })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_CHANGE_MESSAGES.tooLong }),
});

export type DeactivateBody = z.infer<typeof deactivateBodySchema>;

export const profileCompletenessSchema = z.object({
  isComplete: z.boolean(),
  missing: z.array(z.string()),
});

export type ProfileCompleteness = z.infer<typeof profileCompletenessSchema>;

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

export const USER_SORT_FIELDS = ["createdAt", "email", "fullName"] as const;

export const usersListQuerySchema = paginationQuerySchema(10).extend({
  search: optionalQueryText(100),
  role: optionalQueryEnum(ROLES),
  isActive: z.preprocess((v) => (v === "" ? undefined : v), queryBooleanSchema.optional()),
  sortBy: z.enum(USER_SORT_FIELDS).default("createdAt"),
  sortOrder: sortOrderSchema,
});

export type UsersListQuery = z.infer<typeof usersListQuerySchema>;
