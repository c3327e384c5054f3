// The behaviour sign-in and registration share (SPEC 5 and 8): the domain's ordered check with its warning
// toast and the message under the failed field, the "...ing" info toast replaced by the result, the session
// stored, the welcome toast, and failures that keep what was typed and say why in the visitor's language.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import type { RuleIssue } from "../../../../domain/rule-issue.ts";
import { ApiRequestError } from "../../../api/http.ts";
import { apiErrorText, apiFieldErrors } from "../../../api/error-text.ts";
import { useAuth } from "../../../auth/use-auth.ts";
import { ruleNotice, ruleText } from "../../../i18n/rule-text.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import type { AuthSession } from "./auth-session.ts";

/** The form's toasts, already translated (SPEC 8 words them per form). */
export interface AuthFormTexts {
  sending: string;
  success: string;
  welcomeTitle: string;
  welcomeText: string;
  /** Shown when the failure carries nothing more specific. */
  failure: string;
}

export interface AuthFormOptions<F extends string> {
  /** The fields in screen order. */
  fields: readonly F[];
  check: (values: Record<F, string>) => RuleIssue | null;
  send: (values: Record<F, string>) => Promise<AuthSession>;
  texts: AuthFormTexts;
  /** Leaves the page once signed in; also used when a session appears while the page is open (another tab). */
  leave: () => Promise<void> | void;
}

export function useAuthForm<F extends string>({ fields, check, send, texts, leave }: AuthFormOptions<F>) {
  const { i18n } = useLingui();
  const { isAuthenticated } = useAuth();
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, ""])) as Record<F, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const elements = useRef(new Map<F, HTMLElement>());
  const formErrorRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ target: F | "form" } | null>(null);
  // Set while this form is signing in: the session it stores must not also trigger the "already signed in" exit.
  const signingIn = useRef(false);
  const leaveSignedIn = useEffectEvent(() => {
    if (!signingIn.current) void leave();
  });

  useEffect(() => {
    // Signed in elsewhere (another tab) while this page is open: the form has nothing left to do.
    if (isAuthenticated) leaveSignedIn();
  }, [isAuthenticated]);

  useEffect(() => {
    // After the render that re-enables the controls: a disabled control cannot take focus.
    if (!focusTarget) return;
    if (focusTarget.target === "form") formErrorRef.current?.focus();
    else elements.current.get(focusTarget.target)?.focus();
  }, [focusTarget]);

  function setValue(field: F, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message under a field goes once the visitor changes that field.
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }

  function isField(path: string): path is F {
    return (fields as readonly string[]).includes(path);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const rule = check(values);
    if (rule) {
      const notice = ruleNotice(i18n, rule);
      toast.warning(notice.title, { description: notice.description });
      setErrors(
        isField(rule.path) ? ({ [rule.path]: ruleText(i18n, rule.message) } as Partial<Record<F, string>>) : {},
      );
      if (isField(rule.path)) setFocusTarget({ target: rule.path });
      return;
    }

    setErrors({});
    setBusy(true);
    const pending = toast.info(texts.sending);
    signingIn.current = true;
    try {
      await send(values);
    } catch (error) {
      signingIn.current = false;
      const message = apiErrorText(i18n, error, texts.failure);
      toast.error(message, { replaces: pending });
      const byField: Partial<Record<F, string>> = {};
      // A 422 words each field's rule (translated by rule text); any other answer naming a field (409 EMAIL_TAKEN
      // on `email`) is that one message, already translated by its code, shown under the field as well.
      const validation = error instanceof ApiRequestError && error.code === "VALIDATION_FAILED";
      for (const [path, text] of Object.entries(apiFieldErrors(i18n, error))) {
        if (isField(path)) byField[path] = validation ? text : message;
      }
      setErrors(byField);
      setFormError(message);
      setBusy(false);
      const first = fields.find((field) => byField[field] !== undefined);
      setFocusTarget({ target: first ?? "form" });
      return;
    }
    toast.success(texts.success, { replaces: pending });
    await leave();
    toast.success(texts.welcomeTitle, { description: texts.welcomeText });
  }

  /** Registers a field's element so a failed rule can focus it. */
  function fieldRef(field: F) {
    return (element: HTMLElement | null) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    };
  }

  /** The props every field of the form takes alike: its value, its setter, its error and its element. */
  function field(name: F) {
    return {
      value: values[name],
      onChange: (value: string) => setValue(name, value),
      error: errors[name],
      inputRef: fieldRef(name),
    };
  }

  return { formError, formErrorRef, busy, onSubmit, field };
}
