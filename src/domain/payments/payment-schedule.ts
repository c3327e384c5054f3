// The payment schedule of SPEC 9 and DESIGN 7.2, fixed when the owner confirms a booking:
//   - bank transfer, confirmed more than 30 days before arrival: a 50% DEPOSIT due `depositDueDays` after the
//     confirmation (never later than the balance) and the BALANCE due 30 days before arrival;
//   - bank transfer, confirmed 30 days or fewer before arrival: one FULL payment, due `depositDueDays` after the
//     confirmation (never later than the arrival day): the balance would otherwise fall due before the deposit;
//   - payment on arrival: the DEPOSIT as above (never later than the arrival day) and the BALANCE on the arrival day.
// Amounts are worked in cents; a total that does not halve evenly gives the odd cent to the deposit, so the two
// always add up to the total.
import { addDays, daysBetween, type IsoDate } from "../dates.ts";
import { fromCents, toCents } from "../pricing.ts";
import type { PaymentMethod } from "../schemas/booking-fields.ts";

export const DEPOSIT_SHARE = 0.5;
/** The balance is due this many days before the arrival day. */
export const BALANCE_DAYS_BEFORE_ARRIVAL = 30;
/** Days the guest has to pay the deposit (or the whole) after the confirmation, unless the owner sets another. */
export const DEFAULT_DEPOSIT_DUE_DAYS = 3;
export const DEPOSIT_DUE_DAYS_MIN = 1;
export const DEPOSIT_DUE_DAYS_MAX = 14;

export const SCHEDULE_KINDS = ["DEPOSIT", "BALANCE", "FULL"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export interface ScheduledPayment {
  kind: ScheduleKind;
  amount: number;
  dueDate: IsoDate;
}

export interface ScheduleInput {
  totalPrice: number;
  /** The villa's calendar day of the confirmation. */
  confirmedOn: IsoDate;
  checkIn: IsoDate;
  paymentMethod: PaymentMethod;
  depositDueDays?: number;
}

function earliest(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

function latest(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

/** The deposit's cents: half the total, the odd cent rounded up. */
function depositCents(totalCents: number): number {
  return Math.ceil(totalCents * DEPOSIT_SHARE);
}

export function paymentSchedule(input: ScheduleInput): ScheduledPayment[] {
  const { confirmedOn, checkIn, paymentMethod } = input;
  const dueDays = input.depositDueDays ?? DEFAULT_DEPOSIT_DUE_DAYS;
  const total = toCents(input.totalPrice);
  // Never before the confirmation itself (a stay confirmed on or after its arrival day pays at once).
  const within = (limit: IsoDate) => latest(confirmedOn, earliest(addDays(confirmedOn, dueDays), limit));
  const split = (balanceDue: IsoDate): ScheduledPayment[] => {
    const deposit = depositCents(total);
    return [
      { kind: "DEPOSIT", amount: fromCents(deposit), dueDate: within(balanceDue) },
      { kind: "BALANCE", amount: fromCents(total - deposit), dueDate: latest(confirmedOn, balanceDue) },
    ];
  };
  if (paymentMethod === "PAYMENT_ON_ARRIVAL") return split(checkIn);
  if (daysBetween(confirmedOn, checkIn) > BALANCE_DAYS_BEFORE_ARRIVAL) {
    return split(addDays(checkIn, -BALANCE_DAYS_BEFORE_ARRIVAL));
  }
  return [{ kind: "FULL", amount: fromCents(total), dueDate: within(checkIn) }];
}
