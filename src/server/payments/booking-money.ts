// A booking row's money as the API shows it (DESIGN 7.2): the schedule derived from the day it was confirmed, the
// payments recorded against it, what is outstanding, where to pay while something is, and a cancelled booking's
// outcome (its charge kept from the day it was cancelled, the refund due recomputed from what was paid since).
import { sql } from "drizzle-orm";
import type { BookingStatus } from "../../domain/booking-status.ts";
import type { CancellationTerms } from "../../domain/cancellation-policy.ts";
import type { IsoDate } from "../../domain/dates.ts";
import { bookingPayments as summarize, type ReceivedPayment } from "../../domain/payments/booking-payments.ts";
import { settle } from "../../domain/payments/cancellation-outcome.ts";
import { paymentSchedule, type ScheduledPayment } from "../../domain/payments/payment-schedule.ts";
import { hasBankDetails, type PaymentSettings } from "../../domain/payments/payment-rules.ts";
import type { PaymentMethod } from "../../domain/schemas/booking-fields.ts";
import type { BookingPaymentsView, CancellationQuote, PayTo } from "../../domain/schemas/payments.ts";
import { bookingPayments } from "../db/schema.ts";

/**
 * The booking's payments as one JSON array, for a select that reads bookings (one query for a whole page). Written
 * with table-qualified names: Drizzle leaves them out of a select on one table, where "id" would then be the payment's.
 */
export const receivedPaymentsColumn = sql<ReceivedPayment[]>`coalesce((
  select json_agg(json_build_object(
    'id', p.id, 'amount', p.amount::float8, 'receivedOn', p.received_on, 'method', p.method, 'reference', p.reference
  ) order by p.received_on, p.created_at)
  from ${bookingPayments} p where p.booking_id = ${sql.raw('"bookings"."id"')}
), '[]'::json)`;

export interface MoneyRow {
  status: BookingStatus;
  totalPrice: number;
  checkIn: IsoDate;
  paymentMethod: PaymentMethod;
  confirmedOn: IsoDate | null;
  depositDueDays: number | null;
  cancellationTerms: CancellationTerms | null;
  cancellationCharge: number | null;
  receivedPayments: ReceivedPayment[];
}

/** What the money of a view depends on besides its row: the villa's day and the owner's bank details. */
export interface MoneyContext {
  today: IsoDate;
  settings: PaymentSettings;
}

function scheduleOf(
  row: Pick<MoneyRow, "totalPrice" | "checkIn" | "paymentMethod" | "confirmedOn" | "depositDueDays">,
): ScheduledPayment[] {
  if (!row.confirmedOn) return [];
  return paymentSchedule({
    totalPrice: row.totalPrice,
    confirmedOn: row.confirmedOn,
    checkIn: row.checkIn,
    paymentMethod: row.paymentMethod,
    ...(row.depositDueDays !== null ? { depositDueDays: row.depositDueDays } : {}),
  });
}

function payToOf(settings: PaymentSettings): PayTo | null {
  if (!hasBankDetails(settings)) return null;
  const { accountHolder, iban, bic, bankName, instructions } = settings;
  return { accountHolder, iban, bic, bankName, instructions };
}

export function moneyOf(
  row: MoneyRow,
  context: MoneyContext,
): { payments: BookingPaymentsView; isPaid: boolean; cancellation: CancellationQuote | null } {
  const { isPaid, ...payments } = summarize({
    status: row.status,
    totalPrice: row.totalPrice,
    schedule: scheduleOf(row),
    received: row.receivedPayments,
    cancellationCharge: row.cancellationCharge,
    today: context.today,
  });
  // Bank details go with a booking only while it has something to pay under its contract.
  const payable = (row.status === "CONFIRMED" || row.status === "CANCELLED") && payments.outstanding > 0;
  const cancellation =
    row.status === "CANCELLED" && row.cancellationTerms !== null
      ? {
          terms: row.cancellationTerms,
          charge: row.cancellationCharge ?? 0,
          refundDue: settle(row.cancellationCharge ?? 0, payments.paidTotal).refundDue,
        }
      : null;
  return { payments: { ...payments, payTo: payable ? payToOf(context.settings) : null }, isPaid, cancellation };
}
