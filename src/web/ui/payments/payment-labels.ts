// The words of a booking's money (DESIGN 7.2), shared by My Bookings and the back office: the parts of the
// schedule, their status, how a payment was made, and the cancellation terms as a short label.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CancellationTerms } from "../../../domain/cancellation-policy.ts";
import type { PaymentRecordMethod, ScheduleStatus } from "../../../domain/payments/booking-payments.ts";
import type { ScheduleKind } from "../../../domain/payments/payment-schedule.ts";

export const SCHEDULE_KIND_LABELS: Record<ScheduleKind, MessageDescriptor> = {
  DEPOSIT: msg`Deposit`,
  BALANCE: msg`Balance`,
  FULL: msg`Full payment`,
};

export const SCHEDULE_STATUS_LABELS: Record<ScheduleStatus, MessageDescriptor> = {
  DUE: msg`Due`,
  // A part of the schedule (a deposit, a balance) is paid, not a booking: its own words in each language.
  PAID: msg({ message: "Paid", context: "payment part" }),
  OVERDUE: msg`Overdue`,
};

export const PAYMENT_RECORD_METHOD_LABELS: Record<PaymentRecordMethod, MessageDescriptor> = {
  BANK_TRANSFER: msg`Bank transfer`,
  CASH: msg`Cash`,
  CARD: msg`Card`,
  OTHER: msg`Other`,
};

export const CANCELLATION_TERMS_LABELS: Record<CancellationTerms, MessageDescriptor> = {
  free: msg`Free cancellation`,
  partial: msg`50% charged`,
  none: msg`No refund`,
};
