// Sign-up, sign-in and token refresh payloads, and the browser's ordered form checks
// (SPEC 5 "Sign in" and "Registration", titles and messages word for word).
import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidEmail } from "../email.ts";
import { issue, type RuleIssue } from "../rule-issue.ts";
import { AUTH_MESSAGES, AUTH_TITLES } from "./auth-messages.ts";
export { AUTH_MESSAGES, AUTH_TITLES } from "./auth-messages.ts";

export const PASSWORD_MAX_LENGTH = 128;
export const SIGN_UP_PASSWORD_MIN_LENGTH = 6;
export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 100;

export interface RegistrationForm {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
}

export interface SignInForm {
  email: string;
  password: string;
}

/** SPEC 5 registration, first failing rule in SPEC's order 1-5 (plus our length caps). */
export function checkRegistration(form: RegistrationForm): RuleIssue | null {
  const missing = (["email", "password", "fullName"] as const).find((k) =>
    k === "password" ? form.password === "" : form[k].trim() === "",
  );
  if (missing) return issue(missing, "fieldsMissing", AUTH_MESSAGES.registrationMissing, AUTH_TITLES.missing);
  if (form.password !== form.confirmPassword) {
    return issue("confirmPassword", "passwordMismatch", AUTH_MESSAGES.passwordMismatch, AUTH_TITLES.passwordMismatch);
  }
  if (form.password.length < SIGN_UP_PASSWORD_MIN_LENGTH) {
    return issue("password", "passwordTooShort", AUTH_MESSAGES.passwordTooShort, AUTH_TITLES.weakPassword);
  }
  if (form.password.length > PASSWORD_MAX_LENGTH) {
    return issue("password", "passwordTooLong", AUTH_MESSAGES.passwordTooLong, AUTH_TITLES.weakPassword);
  }
  if (!isValidEmail(form.email)) {
    return issue("email", "emailInvalid", AUTH_MESSAGES.emailInvalid, AUTH_TITLES.emailInvalid);
  }
  const name = form.fullName.trim();
  if (name.length < FULL_NAME_MIN_LENGTH) {
    return issue("fullName", "fullNameTooShort", AUTH_MESSAGES.fullNameTooShort, AUTH_TITLES.nameInvalid);
  }
  if (name.length > FULL_NAME_MAX_LENGTH) {
    return issue("fullName", "fullNameTooLong", AUTH_MESSAGES.fullNameTooLong, AUTH_TITLES.nameInvalid);
  }
  return null;
}

/** SPEC 5 sign-in: both fields, and an e-mail containing @. */
export function checkSignIn(form: SignInForm): RuleIssue | null {
  const missing = form.email.trim() === "" ? "email" : form.password === "" ? "password" : null;
  if (missing) return issue(missing, "fieldsMissing", AUTH_MESSAGES.signInMissing, AUTH_TITLES.missing);
  if (!form.email.includes("@")) {
    return issue("email", "emailInvalid", AUTH_MESSAGES.emailInvalid, AUTH_TITLES.emailInvalid);
  }
  return null;
}

function requiredText(missingMessage: string) {
  return z.string({ error: missingMessage });
}

const registrationEmail = requiredText(AUTH_MESSAGES.registrationMissing)
  .trim()
  .toLowerCase()
  .min(1, { error: AUTH_MESSAGES.registrationMissing, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid });

export const registerBodySchema = z.object({
  email: registrationEmail,
  password: requiredText(AUTH_MESSAGES.registrationMissing)
    .min(1, { error: AUTH_MESSAGES.registrationMissing, abort: true })
    .min(SIGN_UP_PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
  fullName: requiredText(AUTH_MESSAGES.registrationMissing)
    .trim()
    .min(1, { error: AUTH_MESSAGES.registrationMissing, abort: true })
    .min(FULL_NAME_MIN_LENGTH, { error: AUTH_MESSAGES.fullNameTooShort })
    .max(FULL_NAME_MAX_LENGTH, { error: AUTH_MESSAGES.fullNameTooLong }),
});

export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: requiredText(AUTH_MESSAGES.signInMissing)
    .trim()
    .toLowerCase()
    .min(1, { error: AUTH_MESSAGES.signInMissing, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid, abort: true })
    .includes("@", { error: AUTH_MESSAGES.emailInvalid }),
  password: requiredText(AUTH_MESSAGES.signInMissing)
    .min(1, { error: AUTH_MESSAGES.signInMissing, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
});

export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshTokenBodySchema = z.object({
  refreshToken: z
    .string({ error: "Refresh token is required" })
    .min(1, { error: "Refresh token is required" })
    .max(512, { error: "Invalid refresh token" }),
});

export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>;
