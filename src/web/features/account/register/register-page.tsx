// `/{lang}/register` (SPEC 2 "Sign in and register"): full name, e-mail, password and confirmation, checked in
// SPEC 5's order; the account is created signed in and the visitor goes to `redirect` or the language's root.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useRouter } from "@tanstack/react-router";
import { checkRegistration, SIGN_UP_PASSWORD_MIN_LENGTH } from "../../../../domain/schemas/auth-rules.ts";
import type { Language } from "../../../../domain/languages.ts";
import { PasswordField, TextField } from "../../../ui/form/fields.tsx";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { AuthLayout } from "../auth-form/auth-layout.tsx";
import { startSession } from "../auth-form/auth-session.ts";
import { AuthSubmit } from "../auth-form/auth-submit.tsx";
import { registerDestination } from "../auth-form/destination.ts";
import { useAuthForm } from "../auth-form/use-auth-form.ts";

const FIELDS = ["fullName", "email", "password", "confirmPassword"] as const;

export function RegisterPage({ language, redirect }: { language: Language; redirect: string | undefined }) {
  const { t } = useLingui();
  const router = useRouter();
  const minLength = SIGN_UP_PASSWORD_MIN_LENGTH;

  const form = useAuthForm({
    fields: FIELDS,
    check: (values) => checkRegistration(values),
    // SPEC 5 payload: email, password and the trimmed full name (the server trims and lower-cases the e-mail).
    send: (values) =>
      startSession("/auth/register", {
        email: values.email.trim(),
        password: values.password,
        fullName: values.fullName.trim(),
      }),
    texts: {
      sending: t`Creating your account...`,
      success: t`Account created successfully! Welcome aboard!`,
      welcomeTitle: t`Welcome!`,
      welcomeText: t`Your account has been created successfully.`,
      failure: t`Registration failed. Please try again.`,
    },
    // `replace`: Back afterwards skips the register page, which would only send a signed-in visitor on again.
    leave: () => router.navigate({ href: registerDestination({ redirect, language }), replace: true }),
  });

  return (
    <>
      <PageMeta
        title={t`Create Account`}
        description={t`Create your Red Sea Villa account to request your stay and follow your bookings.`}
      />
      <AuthLayout
        title={<Trans>Create Account</Trans>}
        intro={<Trans>Register to request your stay and follow your bookings.</Trans>}
        footer={
          <>
            <Trans>Already have an account?</Trans>{" "}
            <Link
              to="/$lang/signin"
              params={{ lang: language }}
              search={redirect ? { redirect } : {}}
              className="font-semibold text-sea-900 underline underline-offset-4 hover:text-sea-700"
            >
              <Trans>Sign in</Trans>
            </Link>
          </>
        }
      >
        <form
          noValidate
          onSubmit={(event) => void form.onSubmit(event)}
          aria-labelledby="auth-title"
          className="space-y-5"
        >
          <TextField
            label={<Trans>Full name</Trans>}
            autoComplete="name"
            required
            maxLength={100}
            {...form.field("fullName")}
          />
          <TextField
            label={<Trans>Email</Trans>}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...form.field("email")}
          />
          <PasswordField
            label={<Trans>Password</Trans>}
            hint={<Trans>At least {minLength} characters</Trans>}
            autoComplete="new-password"
            required
            {...form.field("password")}
          />
          <PasswordField
            label={<Trans>Confirm password</Trans>}
            autoComplete="new-password"
            required
            {...form.field("confirmPassword")}
          />
          <AuthSubmit
            busy={form.busy}
            label={<Trans>Create Account</Trans>}
            busyLabel={<Trans>Creating Account...</Trans>}
            error={form.formError}
            errorRef={form.formErrorRef}
          />
        </form>
      </AuthLayout>
    </>
  );
}
