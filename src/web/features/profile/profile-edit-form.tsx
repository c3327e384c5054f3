// The Edit Profile tab (SPEC 2, SPEC 5 "Profile edit"): e-mail, full name, phone and date of birth.
import { Trans, useLingui } from "@lingui/react/macro";
import { villaToday } from "../../../domain/dates.ts";
import { EMAIL_MAX_LENGTH } from "../../../domain/email.ts";
import { PHONE_MAX_LENGTH } from "../../../domain/phone.ts";
import { FULL_NAME_MAX_LENGTH } from "../../../domain/schemas/auth-rules.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { TextField } from "../../ui/form/fields.tsx";
import { PROFILE_FIELD_LABELS } from "./profile-field-labels.ts";
import { latestDateOfBirth } from "./profile-form-values.ts";
import type { Profile } from "./profile-query.ts";
import { useProfileEdit } from "./use-profile-edit.ts";

export function ProfileEditForm({ profile }: { profile: Profile }) {
  const { i18n, t } = useLingui();
  const form = useProfileEdit(profile);
  return (
    <section
      aria-labelledby="profile-edit-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="profile-edit-title" className="font-serif text-2xl font-semibold text-sea-900">
        <Trans>Edit your details</Trans>
      </h2>
      <p className="mt-1 text-slate-700">
        <Trans>Keep your contact details up to date so that we can reach you about your stay.</Trans>
      </p>
      {/* noValidate: the rules below speak for themselves, in the page's language, under each field. */}
      <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="mt-6 grid gap-5 md:grid-cols-2">
        <TextField
          label={i18n._(PROFILE_FIELD_LABELS.email)}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.values.email}
          onChange={(value) => form.setValue("email", value)}
          error={form.errors.email}
          inputRef={form.inputRef("email")}
          maxLength={EMAIL_MAX_LENGTH}
        />
        <TextField
          label={i18n._(PROFILE_FIELD_LABELS.fullName)}
          autoComplete="name"
          required
          value={form.values.fullName}
          onChange={(value) => form.setValue("fullName", value)}
          error={form.errors.fullName}
          inputRef={form.inputRef("fullName")}
          // One more than allowed, so an over-long paste is reported instead of silently cut.
          maxLength={FULL_NAME_MAX_LENGTH + 1}
        />
        <TextField
          label={i18n._(PROFILE_FIELD_LABELS.phone)}
          hint={t`Optional. With the country code, for example +20 100 123 4567.`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={form.values.phone}
          onChange={(value) => form.setValue("phone", value)}
          error={form.errors.phone}
          inputRef={form.inputRef("phone")}
          maxLength={PHONE_MAX_LENGTH}
        />
        <TextField
          label={i18n._(PROFILE_FIELD_LABELS.dateOfBirth)}
          hint={t`Optional. You must be at least 18 years old.`}
          type="date"
          autoComplete="bday"
          max={latestDateOfBirth(villaToday())}
          value={form.values.dateOfBirth}
          onChange={(value) => form.setValue("dateOfBirth", value)}
          error={form.errors.dateOfBirth}
          inputRef={form.inputRef("dateOfBirth")}
        />
        <div className="md:col-span-2">
          <button type="submit" disabled={form.saving} className={buttonClass({ className: "w-full sm:w-auto" })}>
            {form.saving ? t`Saving...` : t`Save Changes`}
          </button>
        </div>
      </form>
    </section>
  );
}
