// The Change Password form's behaviour (SPEC 2, SPEC 5 "Password change"): the domain's rules first (with the
// Password mismatch / Password too short notifications), then PUT /profile/password. Success clears the form;
// the server signs out every other session of this user (DESIGN 4), this one stays.
import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { checkPasswordChange, type PasswordChangeInput } from "../../../domain/schemas/profile-rules.ts";
import { apiPut } from "../../api/http.ts";
import { ruleNotice, ruleText } from "../../i18n/rule-text.ts";
import { toast } from "../../ui/toast/toast-store.ts";
import { passwordChangeFailure } from "./profile-failures.ts";
import { firstIssuePerField } from "./profile-form-values.ts";

export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export type PasswordField = (typeof PASSWORD_FIELDS)[number];

type PasswordErrors = Partial<Record<PasswordField, string>>;

const EMPTY: PasswordChangeInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function usePasswordChange() {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<PasswordChangeInput>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [changing, setChanging] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const inputs = useRef(new Map<PasswordField, HTMLInputElement>());

  function ruleErrors(next: PasswordChangeInput): PasswordErrors {
    const english = firstIssuePerField(checkPasswordChange(next), PASSWORD_FIELDS);
    const translated: PasswordErrors = {};
    for (const field of PASSWORD_FIELDS) {
      const message = english[field];
      if (message !== undefined) translated[field] = ruleText(i18n, message);
    }
    return translated;
  }

  function focusFirst(found: PasswordErrors) {
    const first = PASSWORD_FIELDS.find((field) => found[field] !== undefined);
    if (first) inputs.current.get(first)?.focus();
  }

  function setValue(field: PasswordField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(ruleErrors(next));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changing) return;
    setAttempted(true);
    const issues = checkPasswordChange(values);
    if (issues.length > 0) {
      const found = ruleErrors(values);
      setErrors(found);
      // SPEC names two notifications (Password too short, Password mismatch); other rules notify with their text.
      const notable = issues.find((item) => item.title !== undefined) ?? issues[0];
      if (notable) {
        const notice = ruleNotice(i18n, notable);
        toast.error(notice.title, notice.description ? { description: notice.description } : {});
      }
      focusFirst(found);
      return;
    }

    setChanging(true);
    try {
      await apiPut<null>("/profile/password", values);
      setValues(EMPTY);
      setErrors({});
      setAttempted(false);
      toast.success(t`Password changed successfully!`, {
        description: t`You have been signed out on your other devices.`,
      });
    } catch (error) {
      const report = passwordChangeFailure(i18n, error);
      const fromServer: PasswordErrors = {};
      for (const field of PASSWORD_FIELDS) {
        const message = report.fieldErrors[field];
        if (message !== undefined) fromServer[field] = message;
      }
      setErrors(fromServer);
      toast.error(report.title, { description: report.description });
      focusFirst(fromServer);
    } finally {
      setChanging(false);
    }
  }

  function inputRef(field: PasswordField) {
    return (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    };
  }

  return { values, setValue, errors, changing, onSubmit, inputRef };
}
