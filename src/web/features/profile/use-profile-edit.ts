// The Edit Profile form's behaviour (SPEC 5 "Profile edit", SPEC 8 profile toasts): the domain's rules checked
// in the browser with their messages under the fields, then PUT /profile with "Updating profile..." turning into
// the outcome. What was typed is never lost on a failure.
import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { villaToday } from "../../../domain/dates.ts";
import { checkProfileUpdate } from "../../../domain/schemas/profile-rules.ts";
import { ruleText } from "../../i18n/rule-text.ts";
import { toast } from "../../ui/toast/toast-store.ts";
import { joinMessages, profileUpdateFailure } from "./profile-failures.ts";
import {
  firstIssuePerField,
  PROFILE_FIELDS,
  profileFormValues,
  profileUpdateBody,
  type ProfileField,
  type ProfileFormValues,
} from "./profile-form-values.ts";
import { useSaveProfile, type Profile } from "./profile-query.ts";

export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

export function useProfileEdit(profile: Profile) {
  const { i18n, t } = useLingui();
  const save = useSaveProfile();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [saving, setSaving] = useState(false);
  // After a failed attempt, each field's message follows what is typed.
  const [attempted, setAttempted] = useState(false);
  const inputs = useRef(new Map<ProfileField, HTMLInputElement>());

  function ruleErrors(next: ProfileFormValues): ProfileFieldErrors {
    const english = firstIssuePerField(checkProfileUpdate(profileUpdateBody(next), villaToday()), PROFILE_FIELDS);
    const translated: ProfileFieldErrors = {};
    for (const field of PROFILE_FIELDS) {
      const message = english[field];
      if (message !== undefined) translated[field] = ruleText(i18n, message);
    }
    return translated;
  }

  function focusFirst(found: ProfileFieldErrors) {
    const first = PROFILE_FIELDS.find((field) => found[field] !== undefined);
    if (first) inputs.current.get(first)?.focus();
  }

  function setValue(field: ProfileField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(ruleErrors(next));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const found = ruleErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t`Update failed`, {
        description: joinMessages(PROFILE_FIELDS.flatMap((field) => found[field] ?? [])),
      });
      focusFirst(found);
      return;
    }

    setSaving(true);
    const pending = toast.info(t`Updating profile...`);
    try {
      const updated = await save(profileUpdateBody(values));
      setValues(profileFormValues(updated));
      setErrors({});
      setAttempted(false);
      toast.success(t`Profile updated successfully!`, { replaces: pending });
    } catch (error) {
      const report = profileUpdateFailure(i18n, error);
      const fromServer: ProfileFieldErrors = {};
      for (const field of PROFILE_FIELDS) {
        const message = report.fieldErrors[field];
        if (message !== undefined) fromServer[field] = message;
      }
      setErrors(fromServer);
      toast.error(report.title, { description: report.description, replaces: pending });
      focusFirst(fromServer);
    } finally {
      setSaving(false);
    }
  }

  /** Registers an input so the form can focus the first field with a problem. */
  function inputRef(field: ProfileField) {
    return (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    };
  }

  return { values, setValue, errors, saving, onSubmit, inputRef };
}
