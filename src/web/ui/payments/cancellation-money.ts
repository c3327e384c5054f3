// A cancellation in money, in one sentence the guest reads before cancelling and on the cancelled booking: what they
// have paid, and whether the charge leaves something to refund or something still due. The numbers come from the
// domain (cancellation-outcome.ts), online from the server's quote; this only words them.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { settle } from "../../../domain/payments/cancellation-outcome.ts";
import { formatPrice } from "../../i18n/format.ts";

export interface CancellationMoney {
  /** What the cancellation charges. */
  charge: number;
  /** What the guest has paid so far (refunds deducted). */
  paidTotal: number;
}

export type CancellationMoneyKind = "refund" | "settled" | "due" | "nothing";

export function cancellationMoneyKind({ charge, paidTotal }: CancellationMoney): CancellationMoneyKind {
  const { outstanding, refundDue } = settle(charge, paidTotal);
  if (refundDue > 0) return "refund";
  if (outstanding > 0) return "due";
  return paidTotal > 0 ? "settled" : "nothing";
}

export function cancellationMoneyText(i18n: I18n, money: CancellationMoney, currency: string): string {
  const { outstanding, refundDue } = settle(money.charge, money.paidTotal);
  const paid = formatPrice(i18n, money.paidTotal, currency);
  const refund = formatPrice(i18n, refundDue, currency);
  const due = formatPrice(i18n, outstanding, currency);
  switch (cancellationMoneyKind(money)) {
    case "refund":
      return i18n._(msg`You have paid ${paid}. ${refund} will be refunded.`);
    case "due":
      return money.paidTotal > 0
        ? i18n._(msg`You have paid ${paid}. ${due} remains due.`)
        : i18n._(msg`You have not paid anything yet. ${due} remains due.`);
    case "settled":
      return i18n._(msg`You have paid ${paid}. Nothing to refund.`);
    case "nothing":
      return i18n._(msg`You have not paid anything, and nothing is charged.`);
  }
}
