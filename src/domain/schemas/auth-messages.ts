// The words of SPEC 5's sign-in and registration rules, kept apart from the zod schemas so the browser can show
// them (i18n/rule-text.ts) without shipping zod to every page.

export const AUTH_MESSAGES = {
  registrationMissing: "Please fill in all required fields",
  signInMissing: "Please fill in all fields",
  passwordMismatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordTooLong: "Password must be at most 128 characters long",
  emailInvalid: "Please enter a valid email address",
  fullNameTooShort: "Full name must be at least 2 characters long",
  fullNameTooLong: "Full name must be less than 100 characters",
} as const;

export const AUTH_TITLES = {
  missing: "Missing Fields",
  passwordMismatch: "Password Mismatch",
  weakPassword: "Weak Password",
  emailInvalid: "Invalid Email",
  nameInvalid: "Invalid Name",
} as const;
