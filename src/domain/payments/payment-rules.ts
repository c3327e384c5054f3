// The rules of a recorded payment and of the owner's bank details: the back-office forms check with the very rules
// the API applies (schemas/payments.ts runs them). No zod here, so the forms bring no schema library.
import { isIsoDate, type IsoDate } from "../dates.ts";
import { SUPPORTED_LANGUAGES, type Language } from "../languages.ts";
import { toCents } from "../pricing.ts";
import { PAYMENT_RECORD_METHODS, type PaymentRecordMethod } from "./booking-payments.ts";
import { isValidBic, isValidIban, normalizeBic, normalizeIban } from "./iban.ts";
import { PAYMENT_RULE_TEXT, type PaymentRuleKey } from "./payment-messages.ts";
import { DEFAULT_DEPOSIT_DUE_DAYS, DEPOSIT_DUE_DAYS_MAX, DEPOSIT_DUE_DAYS_MIN } from "./payment-schedule.ts";

export const PAYMENT_LIMITS = {
  referenceMax: 100,
  accountHolderMax: 70,
  bankNameMax: 100,
  instructionsMax: 500,
  /** Money is numeric(12,2). */
  amountMax: 9_999_999_999.99,
} as const;

export interface PaymentIssue<Field extends string = string> {
  path: Field;
  rule: PaymentRuleKey;
  message: string;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const issue = <F extends string>(path: F, rule: PaymentRuleKey): PaymentIssue<F> => ({
  path,
  rule,
  message: PAYMENT_RULE_TEXT[rule],
});

/** A form's amount: a number, or a string holding one (a comma as the decimal mark, as many phones type it). */
export function parseAmount(raw: unknown): number | null {
  const value =
    typeof raw === "number"
      ? raw
      : typeof raw === "string" && raw.trim() !== "" && raw.length <= 20
        ? Number(raw.trim().replace(/\s/g, "").replace(",", "."))
        : NaN;
  if (!Number.isFinite(value) || value === 0 || Math.abs(value) > PAYMENT_LIMITS.amountMax) return null;
  // At most two decimals: whole cents only.
  return Math.abs(toCents(value) - value * 100) < 1e-6 ? toCents(value) / 100 : null;
}

export type PaymentRecordField = "amount" | "receivedOn" | "method" | "reference";

export interface PaymentRecord {
  amount: number;
  receivedOn: IsoDate;
  method: PaymentRecordMethod;
  reference: string | null;
}

export interface PaymentRecordContext {
  /** The villa's today: a payment is never received later. */
  today: IsoDate;
  /** What the booking's payments add up to before this one. */
  paidTotal: number;
  /** The booking's total: payments never add up to more. */
  totalPrice: number;
}

export function checkPaymentRecord(
  input: Record<string, unknown>,
  context: PaymentRecordContext,
): { record: PaymentRecord; issues: [] } | { record: null; issues: PaymentIssue<PaymentRecordField>[] } {
  const issues: PaymentIssue<PaymentRecordField>[] = [];
  const amount = parseAmount(input.amount);
  if (amount === null) issues.push(issue("amount", "amountInvalid"));
  else if (amount > 0 && toCents(context.paidTotal) + toCents(amount) > toCents(context.totalPrice))
    issues.push(issue("amount", "amountTooLarge"));
  else if (amount < 0 && toCents(context.paidTotal) + toCents(amount) < 0)
    issues.push(issue("amount", "refundTooLarge"));
  const receivedOn = text(input.receivedOn);
  if (!isIsoDate(receivedOn)) issues.push(issue("receivedOn", "receivedOnInvalid"));
  else if (receivedOn > context.today) issues.push(issue("receivedOn", "receivedOnFuture"));
  const method = input.method;
  if (!PAYMENT_RECORD_METHODS.includes(method as PaymentRecordMethod)) issues.push(issue("method", "methodInvalid"));
  const reference = text(input.reference);
  if (reference.length > PAYMENT_LIMITS.referenceMax) issues.push(issue("reference", "referenceTooLong"));
  if (issues.length > 0 || amount === null) return { record: null, issues };
  return {
    record: {
      amount,
      receivedOn,
      method: method as PaymentRecordMethod,
      reference: reference === "" ? null : reference,
    },
    issues: [],
  };
}

export type PaymentInstructions = Record<Language, string>;

/** The owner's bank details; with no account holder and IBAN, guests are told the owner sends payment details. */
export interface PaymentSettings {
  accountHolder: string | null;
  iban: string | null;
  bic: string | null;
  bankName: string | null;
  instructions: PaymentInstructions;
  depositDueDays: number;
}

export type PaymentSettingsField = "accountHolder" | "iban" | "bic" | "bankName" | "instructions" | "depositDueDays";

export const EMPTY_PAYMENT_SETTINGS: PaymentSettings = {
  accountHolder: null,
  iban: null,
  bic: null,
  bankName: null,
  instructions: { en: "", fr: "", ru: "", de: "" },
  depositDueDays: DEFAULT_DEPOSIT_DUE_DAYS,
};

/** Whether guests can be shown where to pay: an account holder and an IBAN. */
export function hasBankDetails(
  settings: Pick<PaymentSettings, "accountHolder" | "iban">,
): settings is { accountHolder: string; iban: string } {
  return Boolean(settings.accountHolder && settings.iban);
}

/**
 * Every rule of a bank details edit, given the whole object. A blank account holder and IBAN together clear the
 * bank details; one without the other is to fix. Returns the settings as stored (IBAN and BIC without spaces, upper
 * case) or every field to fix.
 */
export function checkPaymentSettings(
  input: Record<string, unknown>,
): { settings: PaymentSettings; issues: [] } | { settings: null; issues: PaymentIssue<PaymentSettingsField>[] } {
  const issues: PaymentIssue<PaymentSettingsField>[] = [];
  const accountHolder = text(input.accountHolder);
  const iban = normalizeIban(text(input.iban));
  const bic = normalizeBic(text(input.bic));
  const bankName = text(input.bankName);
  const cleared = accountHolder === "" && iban === "";
  if (!cleared && accountHolder === "") issues.push(issue("accountHolder", "accountHolderRequired"));
  if (accountHolder.length > PAYMENT_LIMITS.accountHolderMax)
    issues.push(issue("accountHolder", "accountHolderTooLong"));
  if (!cleared && !isValidIban(iban)) issues.push(issue("iban", "ibanInvalid"));
  if (bic !== "" && !isValidBic(bic)) issues.push(issue("bic", "bicInvalid"));
  if (bankName.length > PAYMENT_LIMITS.bankNameMax) issues.push(issue("bankName", "bankNameTooLong"));
  const given = typeof input.instructions === "object" && input.instructions !== null ? input.instructions : {};
  const instructions = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, text((given as Record<string, unknown>)[language])]),
  ) as PaymentInstructions;
  if (Object.values(instructions).some((value) => value.length > PAYMENT_LIMITS.instructionsMax))
    issues.push(issue("instructions", "instructionsTooLong"));
  const rawDays = input.depositDueDays ?? DEFAULT_DEPOSIT_DUE_DAYS;
  const depositDueDays = typeof rawDays === "string" && rawDays.trim() !== "" ? Number(rawDays) : rawDays;
  if (
    typeof depositDueDays !== "number" ||
    !Number.isInteger(depositDueDays) ||
    depositDueDays < DEPOSIT_DUE_DAYS_MIN ||
    depositDueDays > DEPOSIT_DUE_DAYS_MAX
  )
    issues.push(issue("depositDueDays", "depositDueDaysInvalid"));
  if (issues.length > 0) return { settings: null, issues };
  return {
    settings: {
      accountHolder: cleared ? null : accountHolder,
      iban: cleared ? null : iban,
      bic: cleared || bic === "" ? null : bic,
      bankName: cleared || bankName === "" ? null : bankName,
      instructions,
      depositDueDays: depositDueDays as number,
    },
    issues: [],
  };
}
