// The Change Password tab (SPEC 2): current, new and confirmation with show/hide toggles, the strength hint,
// and Change Password / Changing....
import { Trans, useLingui } from "@lingui/react/macro";
import { buttonClass } from "../../ui/button-styles.ts";
import { PasswordField } from "../../ui/form/fields.tsx";
import { usePasswordChange } from "./use-password-change.ts";

export function PasswordChangeForm() {
  const { t } = useLingui();
  const form = usePasswordChange();
  return (
    <section
      aria-labelledby="password-change-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="password-change-title" className="font-serif text-2xl font-semibold text-sea-900">
        <Trans>Change your password</Trans>
      </h2>
      <p className="mt-1 text-slate-700">
        <Trans>After the change, every other device signed in to your account is signed out.</Trans>
      </p>
      <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="mt-6 grid max-w-lg gap-5">
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          required
          value={form.values.currentPassword}
          onChange={(value) => form.setValue("currentPassword", value)}
          error={form.errors.currentPassword}
          inputRef={form.inputRef("currentPassword")}
        />
        <PasswordField
          label={t`New password`}
          hint={t`Must be at least 8 characters with uppercase, lowercase, and number.`}
          autoComplete="new-password"
          required
          value={form.values.newPassword}
          onChange={(value) => form.setValue("newPassword", value)}
          error={form.errors.newPassword}
          inputRef={form.inputRef("newPassword")}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          required
          value={form.values.confirmPassword}
          onChange={(value) => form.setValue("confirmPassword", value)}
          error={form.errors.confirmPassword}
          inputRef={form.inputRef("confirmPassword")}
        />
        <div>
          <button type="submit" disabled={form.changing} className={buttonClass({ className: "w-full sm:w-auto" })}>
            {form.changing ? t`Changing...` : t`Change Password`}
          </button>
        </div>
      </form>
    </section>
  );
}
