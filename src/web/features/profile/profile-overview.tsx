// The Overview tab (SPEC 2 "Profile"): what the account holds, and a nudge when a booking would still need
// something from the guest (SPEC 3 "Profile completeness").
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { profileCompleteness } from "../../../domain/schemas/profile-rules.ts";
import { formatCalendarDate } from "../../i18n/format.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { PROFILE_FIELD_LABELS } from "./profile-field-labels.ts";
import type { ProfileField } from "./profile-form-values.ts";
import type { Profile } from "./profile-query.ts";

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="border-b border-slate-200 py-3 last:border-b-0 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function NotProvided() {
  return (
    <span className="text-slate-700 italic">
      <Trans>Not provided</Trans>
    </span>
  );
}

// Worded as the object of "Add ..." (Russian needs the accusative), not as field labels.
const MISSING_PHRASES: Partial<Record<ProfileField, MessageDescriptor>> = {
  fullName: msg({ message: "your full name", context: "profile completeness: Add ..." }),
  phone: msg({ message: "your phone number", context: "profile completeness: Add ..." }),
  dateOfBirth: msg({ message: "your date of birth", context: "profile completeness: Add ..." }),
};

function CompletenessHint({ missing, onEdit }: { missing: readonly string[]; onEdit: () => void }) {
  const { i18n } = useLingui();
  const phrases = missing.flatMap((field) => {
    const phrase = MISSING_PHRASES[field as ProfileField];
    return phrase ? [i18n._(phrase)] : [];
  });
  const fields = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(phrases);
  return (
    <section
      aria-labelledby="profile-completeness-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="profile-completeness-title" className="font-semibold text-amber-950">
        <Trans>Complete your profile</Trans>
      </h2>
      <p className="mt-1 text-amber-950">
        <Trans>Add {fields}: every booking request needs them.</Trans>
      </p>
      <button
        type="button"
        onClick={onEdit}
        className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
      >
        <Trans>Complete profile</Trans>
      </button>
    </section>
  );
}

export function ProfileOverview({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { i18n, t } = useLingui();
  const completeness = profileCompleteness(profile);
  const memberSince = i18n.date(new Date(profile.createdAt), { dateStyle: "long" });
  return (
    <div className="grid gap-6">
      {completeness.isComplete ? null : <CompletenessHint missing={completeness.missing} onEdit={onEdit} />}
      <section
        aria-labelledby="profile-details-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="profile-details-title" className="font-serif text-2xl font-semibold text-sea-900">
          <Trans>Personal information</Trans>
        </h2>
        <dl className="mt-4">
          <Fact label={i18n._(PROFILE_FIELD_LABELS.fullName)}>{profile.fullName}</Fact>
          <Fact label={i18n._(PROFILE_FIELD_LABELS.email)}>
            <span className="break-all">{profile.email}</span>
          </Fact>
          <Fact label={i18n._(PROFILE_FIELD_LABELS.phone)}>
            {profile.phone ? <span dir="ltr">{profile.phone}</span> : <NotProvided />}
          </Fact>
          <Fact label={i18n._(PROFILE_FIELD_LABELS.dateOfBirth)}>
            {profile.dateOfBirth ? formatCalendarDate(i18n, profile.dateOfBirth) : <NotProvided />}
          </Fact>
          <Fact label={t`Member since`}>{memberSince}</Fact>
          <Fact label={t`Account status`}>
            {profile.isActive ? (
              <span className="font-medium text-emerald-800">
                <Trans>Active</Trans>
              </span>
            ) : (
              <span className="font-medium text-red-800">
                <Trans>Deactivated</Trans>
              </span>
            )}
          </Fact>
        </dl>
      </section>
    </div>
  );
}
