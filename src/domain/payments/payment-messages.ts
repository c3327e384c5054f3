// The English words of the payment rules (DESIGN 7.2): the API answers with them, and the web app translates by
// them (web/i18n/rule-text.ts). A stable key per rule names it in the tests.
export type PaymentRuleKey =
  | "amountInvalid"
  | "amountTooLarge"
  | "refundTooLarge"
  | "refundsFirst"
  | "receivedOnInvalid"
  | "receivedOnFuture"
  | "methodInvalid"
  | "referenceTooLong"
  | "accountHolderRequired"
  | "accountHolderTooLong"
  | "ibanInvalid"
  | "bicInvalid"
  | "bankNameTooLong"
  | "instructionsTooLong"
  | "depositDueDaysInvalid";

export const PAYMENT_RULE_TEXT: Record<PaymentRuleKey, string> = {
  amountInvalid: "Enter an amount other than zero, with at most two decimals",
  amountTooLarge: "The payments cannot add up to more than the booking's total",
  refundTooLarge: "A refund cannot be more than what was paid",
  refundsFirst: "Remove the refund first: without this payment, the refunds would be more than what was paid",
  receivedOnInvalid: "Enter the date the payment was received",
  receivedOnFuture: "A payment cannot be received in the future",
  methodInvalid: "Choose how the payment was made",
  referenceTooLong: "The reference must be at most 100 characters",
  accountHolderRequired: "Enter the account holder's name",
  accountHolderTooLong: "The account holder's name must be at most 70 characters",
  ibanInvalid: "Enter a valid IBAN: this one's check digits do not match",
  bicInvalid: "Enter a valid BIC: 8 or 11 letters and digits",
  bankNameTooLong: "The bank's name must be at most 100 characters",
  instructionsTooLong: "Payment instructions must be at most 500 characters",
  depositDueDaysInvalid: "The deposit must be due 1 to 14 days after confirmation",
};

/** The owner removed a payment a toggle did not make: the paid switch never deletes it silently. */
export const TOGGLE_KEEPS_PAYMENTS_MESSAGE =
  "This booking's payments were recorded one by one: remove the one that is wrong from its payments";
