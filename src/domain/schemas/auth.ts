// Sign-up, sign-in and token refresh payloads (SPEC 5 "Sign in" and "Registration"); the forms' checks and the
// limits are in auth-rules.ts, which the browser imports without zod.
import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../email.ts";
import { AUTH_MESSAGES } from "./auth-messages.ts";
import {
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  SIGN_UP_PASSWORD_MIN_LENGTH,
} from "./auth-rules.ts";
export { AUTH_MESSAGES, AUTH_TITLES } from "./auth-messages.ts";
export * from "./auth-rules.ts";

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
