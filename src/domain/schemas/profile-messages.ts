// The words of the profile, password change and deactivation rules, kept apart from the zod schemas so the
// browser can show them (i18n/rule-text.ts) without shipping zod to every page.

export const PROFILE_MESSAGES = {
  emailInvalid: "Invalid email format",
  fullNameTooShort: "Full name must be at least 2 characters",
  fullNameTooLong: "Full name must be less than 100 characters",
  phoneInvalid: "Invalid phone number format",
  dateOfBirthInvalid: "Invalid date format",
  underAge: "You must be at least 18 years old",
  overAge: "Invalid date of birth",
} as const;

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: "Current password is required",
  tooShort: "Password must be at least 8 characters long",
  tooLong: "Password must be at most 128 characters long",
  weak: "Password must contain a lowercase letter, an uppercase letter and a digit",
  confirmRequired: "Please confirm your new password",
  mismatch: "New passwords do not match",
} as const;

export const PASSWORD_CHANGE_TITLES = { tooShort: "Password too short", mismatch: "Password mismatch" } as const;

export const DEACTIVATE_PASSWORD_REQUIRED = "Password is required";
