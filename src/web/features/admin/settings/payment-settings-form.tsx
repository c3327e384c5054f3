// The owner's bank details form (DESIGN 7.2), made for a phone: the account guests pay into (holder, IBAN, BIC, bank),
// a short instruction per language, and the days a deposit is due after a confirmation. The edit is checked with the
// API's own rules (the IBAN's check digits among them) before it is sent; a broken rule, the browser's or the
// server's, shows under its field and the first one gets the focus. Saving sends the whole object and says so.
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { LANGUAGES, type Language } from "../../../../domain/languages.ts";
import { DEPOSIT_DUE_DAYS_MAX, DEPOSIT_DUE_DAYS_MIN } from "../../../../domain/payments/payment-schedule.ts";
import { PAYMENT_LIMITS, type PaymentSettings } from "../../../../domain/payments/payment-rules.ts";
import { apiErrorText, apiFieldErrors } from "../../../api/error-text.ts";
import { ruleText } from "../../../i18n/rule-text.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { NumberField, TextAreaField, TextField } from "../../../ui/form/fields.tsx";
import { useFieldProblems } from "../../../ui/form/use-field-problems.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { FormSection } from "../villas/edit/form-section.tsx";
import { UnsavedChangesGuard } from "../villas/edit/unsaved-changes-dialog.tsx";
import { useSavePaymentSettings } from "./payment-settings-queries.ts";
import {
  checkPaymentSettingsFormValues,
  controlsOf,
  PAYMENT_SETTINGS_CONTROLS,
  paymentFormValuesOf,
  samePaymentValues,
  type PaymentSettingsControl,
} from "./payment-settings-values.ts";

/** The page's own path after the language (the unsaved-changes guard lets the language switch stay on it). */
export const PAYMENT_SETTINGS_FORM_PATH = "/admin/payment-details";

export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t, i18n } = useLingui();
  const [original, setOriginal] = useState(() => paymentFormValuesOf(settings));
  const [values, setValues] = useState(original);
  const {
    problems,
    setProblems,
    showProblems: show,
    clearProblem,
    controlRef,
    bindField,
  } = useFieldProblems<PaymentSettingsControl>();
  const leaving = useRef(false);
  const save = useSavePaymentSettings();
  const saving = save.isPending;

  function showProblems(found: readonly { path: string; message: string }[]) {
    const marked: Partial<Record<PaymentSettingsControl, string>> = {};
    for (const { path, message } of found) for (const control of controlsOf(path, values)) marked[control] ??= message;
    show(marked, PAYMENT_SETTINGS_CONTROLS);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = checkPaymentSettingsFormValues(values);
    if (checked.settings === null) {
      showProblems(checked.issues.map((issue) => ({ path: issue.path, message: ruleText(i18n, issue.message) })));
      return;
    }
    try {
      const saved = paymentFormValuesOf(await save.mutateAsync(checked.settings));
      setOriginal(saved);
      setValues(saved);
      setProblems({});
      toast.success(t`Payment details saved`, {
        description: saved.iban
          ? t`Guests see them with the amounts they owe from now on.`
          : t`Without bank details, guests are told you will send them the payment details.`,
      });
    } catch (error) {
      showProblems(Object.entries(apiFieldErrors(i18n, error)).map(([path, message]) => ({ path, message })));
      toast.error(t`Failed to save the payment details`, {
        description: apiErrorText(i18n, error, t`Please try again.`),
      });
    }
  }

  const text = (name: "accountHolder" | "iban" | "bic" | "bankName" | "depositDueDays") =>
    bindField(name, values, setValues);
  const instructions = (language: Language) => ({
    value: values.instructions[language],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, instructions: { ...current.instructions, [language]: value } }));
      clearProblem(`instructions.${language}`);
    },
    error: problems[`instructions.${language}`],
    inputRef: controlRef(`instructions.${language}`),
  });

  const instructionsMax = PAYMENT_LIMITS.instructionsMax;
  const minDays = DEPOSIT_DUE_DAYS_MIN;
  const maxDays = DEPOSIT_DUE_DAYS_MAX;
  const dirty = !samePaymentValues(original, values);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving} className="space-y-6">
      <fieldset disabled={saving} className="min-w-0 space-y-6">
        <FormSection
          title={<Trans>Bank account</Trans>}
          description={
            <Trans>
              Guests see it with each amount due, with a QR code their banking app scans. Leave the account holder and
              the IBAN empty to remove it: guests are then told you will send them the payment details.
            </Trans>
          }
        >
          <div className="grid gap-4 md:grid-cols-2">
            <div className="md:col-span-2">
              <TextField
                label={t`Account holder`}
                hint={t`The name on the account, as the bank knows it.`}
                autoComplete="off"
                maxLength={PAYMENT_LIMITS.accountHolderMax}
                {...text("accountHolder")}
              />
            </div>
            <div className="md:col-span-2">
              <TextField
                label={t`IBAN`}
                hint={t`With or without spaces, e.g. DE89 3704 0044 0532 0130 00.`}
                autoComplete="off"
                maxLength={50}
                {...text("iban")}
              />
            </div>
            <TextField
              label={t`BIC`}
              hint={t`Optional. 8 or 11 letters and digits.`}
              autoComplete="off"
              maxLength={20}
              {...text("bic")}
            />
            <TextField
              label={t`Bank name`}
              hint={t`Optional.`}
              autoComplete="off"
              maxLength={PAYMENT_LIMITS.bankNameMax}
              {...text("bankName")}
            />
          </div>
        </FormSection>

        <FormSection
          title={<Trans>Instructions for guests</Trans>}
          description={
            <Trans>
              Optional. A short note shown under the bank details, in the guest's language (at most {instructionsMax}{" "}
              characters each).
            </Trans>
          }
        >
          <div className="grid gap-4 md:grid-cols-2">
            {LANGUAGES.map(({ code, nativeName }) => (
              <TextAreaField
                key={code}
                label={t`Instructions in ${nativeName}`}
                rows={3}
                lang={code}
                maxLength={PAYMENT_LIMITS.instructionsMax}
                {...instructions(code)}
              />
            ))}
          </div>
        </FormSection>

        <FormSection
          title={<Trans>Deposit</Trans>}
          description={
            <Trans>
              How many days the guest has to pay the deposit (or the whole stay, when it starts within 30 days) after
              you confirm. It applies to bookings you confirm from now on.
            </Trans>
          }
        >
          <div className="max-w-xs">
            <NumberField
              label={t`Days to pay the deposit`}
              hint={t`From ${minDays} to ${maxDays} days.`}
              required
              min={minDays}
              max={maxDays}
              inputMode="numeric"
              {...text("depositDueDays")}
            />
          </div>
        </FormSection>
      </fieldset>
      {/* Not pinned to the bottom of a phone's screen: the toasts appear there and would cover the button. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="submit" disabled={saving} className={buttonClass({ fullWidth: true, className: "sm:w-auto" })}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save payment details</Trans>}
        </button>
      </div>
      <UnsavedChangesGuard
        dirty={dirty && !saving}
        formPath={PAYMENT_SETTINGS_FORM_PATH}
        leaving={leaving}
        message={
          <Trans>Your changes to the payment details have not been saved. If you leave now, they are lost.</Trans>
        }
      />
    </form>
  );
}
