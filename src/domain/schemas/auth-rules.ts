// The browser's ordered checks of the sign-up and sign-in forms and their limits (SPEC 5 "Sign in" and
// "Registration", titles and messages word for word), without zod: the forms use them, and the request schemas in
// auth.ts are built on the same limits, so the browser never downloads zod for a form.
import { isValidEmail } from "../email.ts";
import { issue, type RuleIssue } from "../rule-issue.ts";
import { AUTH_MESSAGES, AUTH_TITLES } from "./auth-messages.ts";

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
