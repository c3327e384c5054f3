// The owner's bank details of the payment mail suites, and how they read a fact of a mail's plain text.
import type { PaymentSettings } from "../../src/domain/payments/payment-rules.ts";

export const ACCOUNT = {
  accountHolder: "Élodie Müller",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
} as const;

export const BANK: PaymentSettings = {
  ...ACCOUNT,
  bankName: "Commerzbank",
  instructions: {
    en: "Transfers from outside the EU may take a few days longer.",
    fr: "Les virements depuis l'extérieur de l'UE peuvent prendre quelques jours de plus.",
    ru: "",
    de: "",
  },
  depositDueDays: 3,
};

export const eur = (amount: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(amount);

/** The value of the fact `label` in a mail's plain text (facts are lined up after their label). */
export function factLine(text: string, label: string): string | undefined {
  return text
    .split("\n")
    .find((line) => line.startsWith(`${label}:`))
    ?.slice(label.length + 1)
    .trim();
}
