// `/{lang}/signin` (SPEC 2 "Sign in and register"): e-mail, password with Show/Hide, Sign In, and a link to
// register that keeps where the visitor is headed. Success goes to `redirect`, else back one page, else home.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useRouter } from "@tanstack/react-router";
import { checkSignIn } from "../../../../domain/schemas/auth-rules.ts";
import type { Language } from "../../../../domain/languages.ts";
import { PasswordField, TextField } from "../../../ui/form/fields.tsx";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { AuthLayout } from "../auth-form/auth-layout.tsx";
import { startSession } from "../auth-form/auth-session.ts";
import { AuthSubmit } from "../auth-form/auth-submit.tsx";
import { signInDestination } from "../auth-form/destination.ts";
import { useAuthForm } from "../auth-form/use-auth-form.ts";

const FIELDS = ["email", "password"] as const;

export function SignInPage({ language, redirect }: { language: Language; redirect: string | undefined }) {
  const { t } = useLingui();
  const router = useRouter();

  async function leave() {
    const destination = signInDestination({ redirect, language, canGoBack: router.history.canGoBack() });
    if (destination.kind === "back") router.history.back();
    // `replace`: Back afterwards skips the sign-in page, which would only send a signed-in visitor on again.
    else await router.navigate({ href: destination.href, replace: true });
  }

  const form = useAuthForm({
    fields: FIELDS,
    check: (values) => checkSignIn(values),
    send: (values) => startSession("/auth/login", { email: values.email.trim(), password: values.password }),
    texts: {
      sending: t`Signing you in...`,
      success: t`Login successful! Redirecting...`,
      welcomeTitle: t`Welcome back!`,
      welcomeText: t`You have been successfully logged in.`,
      failure: t`Login failed. Please check your credentials.`,
    },
    leave,
  });

  return (
    <>
      <PageMeta
        title={t`Sign In`}
        description={t`Sign in to Red Sea Villa to send booking requests and manage your bookings and profile.`}
      />
      <AuthLayout
        title={<Trans>Sign In</Trans>}
        intro={<Trans>Welcome back! Sign in to manage your bookings and profile.</Trans>}
        footer={
          <>
            <Trans>Don't have an account?</Trans>{" "}
            <Link
              to="/$lang/register"
              params={{ lang: language }}
              search={redirect ? { redirect } : {}}
              className="font-semibold text-sea-900 underline underline-offset-4 hover:text-sea-700"
            >
              <Trans>Create an account</Trans>
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
            label={<Trans>Email</Trans>}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...form.field("email")}
          />
          <PasswordField
            label={<Trans>Password</Trans>}
            autoComplete="current-password"
            required
            {...form.field("password")}
          />
          <AuthSubmit
            busy={form.busy}
            label={<Trans>Sign In</Trans>}
            busyLabel={<Trans>Signing in...</Trans>}
            error={form.formError}
            errorRef={form.formErrorRef}
          />
        </form>
      </AuthLayout>
    </>
  );
}
