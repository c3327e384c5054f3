// A booking's money as its mails tell it (DESIGN 7.2), worked out by the same code as the booking's API view
// (payments/booking-money.ts): the schedule with what is left of each part, what was paid, what is outstanding,
// where to pay while something is, a cancelled booking's outcome, and the reference a transfer carries.
import { villaToday, type IsoDate } from "../../domain/dates.ts";
import type { ScheduleLine } from "../../domain/payments/booking-payments.ts";
import type { PaymentSettings } from "../../domain/payments/payment-rules.ts";
import { remittanceText } from "../../domain/payments/remittance.ts";
import type { CancellationQuote, PayTo } from "../../domain/schemas/payments.ts";
import type { Database } from "../db/client.ts";
import { moneyOf, type MoneyRow } from "../payments/booking-money.ts";
import { readPaymentSettings } from "../payments/payment-settings.ts";

export interface MailMoney {
  schedule: ScheduleLine[];
  paidTotal: number;
  outstanding: number;
  /** The owner's bank details while something is to be paid; null then means "the owner will send them". */
  payTo: PayTo | null;
  cancellation: CancellationQuote | null;
  /** What a bank transfer (and the QR code) carries as its reference. */
  remittance: string;
}

export type MoneyFacts = MoneyRow & { id: string; invoiceNumber: string | null };

export function mailMoneyOf(booking: MoneyFacts, today: IsoDate, settings: PaymentSettings): MailMoney {
  const { payments, cancellation } = moneyOf(booking, { today, settings });
  return {
    schedule: payments.schedule,
    paidTotal: payments.paidTotal,
    outstanding: payments.outstanding,
    payTo: payments.payTo,
    cancellation,
    remittance: remittanceText(booking),
  };
}

/** The booking's money at `now`, with the owner's bank details as saved. */
export async function findMailMoney(db: Database, booking: MoneyFacts, now: Date): Promise<MailMoney> {
  return mailMoneyOf(booking, villaToday(now), await readPaymentSettings(db));
}
