// Profile edit, password change, deactivation, profile completeness and the admin user list
// (SPEC 5 "Profile edit", "Password change", "Deactivation"; SPEC 7 /profile calls): the request schemas; the forms'
// checks are in profile-rules.ts, which the browser imports without zod.
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../email.ts";
import { PHONE_MAX_LENGTH } from "../phone.ts";
import { ROLES } from "../roles.ts";
import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./auth-rules.ts";
import {
  optionalQueryEnum,
  optionalQueryText,
  paginationQuerySchema,
  queryBooleanSchema,
  reportIssues,
  sortOrderSchema,
} from "./common.ts";
import { PROFILE_MESSAGES, PASSWORD_CHANGE_MESSAGES, DEACTIVATE_PASSWORD_REQUIRED } from "./profile-messages.ts";
import { checkPasswordChange, profileIssues, type ProfileCompleteness } from "./profile-rules.ts";
export {
  PROFILE_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_CHANGE_TITLES,
  DEACTIVATE_PASSWORD_REQUIRED,
} from "./profile-messages.ts";

export * from "./profile-rules.ts";

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

export const profileCompletenessSchema: z.ZodType<ProfileCompleteness> = z.object({
  isComplete: z.boolean(),
  missing: z.array(z.string()),
});

export const USER_SORT_FIELDS = ["createdAt", "email", "fullName"] as const;

export const usersListQuerySchema = paginationQuerySchema(10).extend({
  search: optionalQueryText(100),
  role: optionalQueryEnum(ROLES),
  isActive: z.preprocess((v) => (v === "" ? undefined : v), queryBooleanSchema.optional()),
  sortBy: z.enum(USER_SORT_FIELDS).default("createdAt"),
  sortOrder: sortOrderSchema,
});

export type UsersListQuery = z.infer<typeof usersListQuerySchema>;
