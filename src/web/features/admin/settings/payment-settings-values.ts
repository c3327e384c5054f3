// The bank details as the form holds them: every field as typed (the IBAN in groups of four, as on a statement; the
// deposit days as text, so a half-typed number reaches the shared rules), judged by the API's own rules
// (checkPaymentSettings: the IBAN's check digits among them), and compared with the saved ones for the
// unsaved-changes question.
import { SUPPORTED_LANGUAGES, type Language } from "../../../../domain/languages.ts";
import { formatIban } from "../../../../domain/payments/iban.ts";
import {
  checkPaymentSettings,
  PAYMENT_LIMITS,
  type PaymentSettings,
  type PaymentSettingsField,
} from "../../../../domain/payments/payment-rules.ts";

export interface PaymentSettingsFormValues {
  accountHolder: string;
  iban: string;
  bic: string;
  bankName: string;
  instructions: Record<Language, string>;
  depositDueDays: string;
}

/** The form's fields in its order: the first with a problem gets the focus. Instructions are one per language. */
export type PaymentSettingsControl = Exclude<PaymentSettingsField, "instructions"> | `instructions.${Language}`;

export const PAYMENT_SETTINGS_CONTROLS: readonly PaymentSettingsControl[] = [
  "accountHolder",
  "iban",
  "bic",
  "bankName",
  ...SUPPORTED_LANGUAGES.map((language) => `instructions.${language}` as const),
  "depositDueDays",
];

export function paymentFormValuesOf(settings: PaymentSettings): PaymentSettingsFormValues {
  return {
    accountHolder: settings.accountHolder ?? "",
    iban: settings.iban ? formatIban(settings.iban) : "",
    bic: settings.bic ?? "",
    bankName: settings.bankName ?? "",
    instructions: { ...settings.instructions },
    depositDueDays: String(settings.depositDueDays),
  };
}

export function checkPaymentSettingsFormValues(values: PaymentSettingsFormValues) {
  return checkPaymentSettings({ ...values });
}

/**
 * Where a problem of `field` shows: the field itself, or for the instructions each language whose text is too long
 * (the first language when none is, as when the server's rules and the browser's disagree).
 */
export function controlsOf(field: string, values: PaymentSettingsFormValues): PaymentSettingsControl[] {
  if (field === "instructions" || field.startsWith("instructions.")) {
    const named = field.split(".")[1];
    if (named && (SUPPORTED_LANGUAGES as readonly string[]).includes(named)) return [field as PaymentSettingsControl];
    const tooLong = SUPPORTED_LANGUAGES.filter(
      (language) => values.instructions[language].trim().length > PAYMENT_LIMITS.instructionsMax,
    );
    return (tooLong.length > 0 ? tooLong : ["en" as const]).map((language) => `instructions.${language}` as const);
  }
  return (PAYMENT_SETTINGS_CONTROLS as readonly string[]).includes(field) ? [field as PaymentSettingsControl] : [];
}

export function samePaymentValues(a: PaymentSettingsFormValues, b: PaymentSettingsFormValues): boolean {
  const same = (x: string, y: string) => x.trim() === y.trim();
  return (
    same(a.accountHolder, b.accountHolder) &&
    same(a.iban.replace(/\s+/g, ""), b.iban.replace(/\s+/g, "")) &&
    same(a.bic, b.bic) &&
    same(a.bankName, b.bankName) &&
    same(a.depositDueDays, b.depositDueDays) &&
    SUPPORTED_LANGUAGES.every((language) => same(a.instructions[language], b.instructions[language]))
  );
}
