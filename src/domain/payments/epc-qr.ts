// The text of a SEPA credit transfer QR code (EPC069-12 version 002, the "GiroCode" European banking apps scan):
// fixed lines in a fixed order, UTF-8, the amount in euros with two decimals. A QR library draws it (the browser's
// payment card, the confirmation mail, the invoice). Values are cut to the standard's lengths so an owner's long
// name never makes a code the banking app refuses.
import { normalizeBic, normalizeIban } from "./iban.ts";

export interface EpcTransfer {
  accountHolder: string;
  iban: string;
  bic?: string | null;
  amount: number;
  /** Unstructured remittance text, shown to the payee: the booking's reference. */
  remittance: string;
}

/** EPC069-12: 0.01 to 999 999 999.99 euros. */
export const EPC_MAX_AMOUNT = 999_999_999.99;

function clean(text: string, max: number): string {
  // A line break inside a value would shift every following field.
  return [...text.replace(/[\r\n]+/g, " ").trim()].slice(0, max).join("");
}

export function epcPayload(transfer: EpcTransfer): string {
  if (!(transfer.amount >= 0.01 && transfer.amount <= EPC_MAX_AMOUNT)) throw new RangeError("EPC amount out of range");
  return [
    "BCD",
    "002",
    "1",
    "SCT",
    transfer.bic ? normalizeBic(transfer.bic) : "",
    clean(transfer.accountHolder, 70),
    normalizeIban(transfer.iban),
    `EUR${transfer.amount.toFixed(2)}`,
    "",
    "",
    clean(transfer.remittance, 140),
  ].join("\n");
}

/**
 * The code's text for a transfer in `currency`, or undefined when no code can carry it (another currency than the
 * euro, an amount outside the standard's range): the bank details alone must do then.
 */
export function epcPayloadFor(transfer: EpcTransfer, currency: string): string | undefined {
  return currency === "EUR" && transfer.amount >= 0.01 && transfer.amount <= EPC_MAX_AMOUNT
    ? epcPayload(transfer)
    : undefined;
}
