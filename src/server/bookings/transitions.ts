// Status changes and the paid switch of one booking, under a row lock so two concurrent
// requests cannot both apply: the second sees the first one's result (and is then either
// "unchanged" or an invalid transition). Confirming fixes the payment schedule and the invoice number;
// cancelling keeps the money outcome of that day (DESIGN 7.2).
import { eq } from "drizzle-orm";
import {
  canCancelBooking,
  canDecideBooking,
  canTogglePayment,
  canViewBooking,
  planTransition,
  villaToday,
  type Actor,
  type BookingAction,
} from "../../domain/index.ts";
import type { IsoDate } from "../../domain/dates.ts";
import type { BookingStatus } from "../../domain/booking-status.ts";
import { isPaidInFull, paidTotalOf } from "../../domain/payments/booking-payments.ts";
import { cancellationOutcome } from "../../domain/payments/cancellation-outcome.ts";
import type { Database } from "../db/client.ts";
import { bookingPayments, bookings, villas } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { enqueueBookingNotifications, type MailCap } from "../notifications/enqueue.ts";
import type { BookingEvent } from "../notifications/kinds.ts";
import { nextInvoiceNumber } from "../payments/invoice-number.ts";
import { lockBookingMoney, togglePaid } from "../payments/ledger.ts";
import { readPaymentSettings } from "../payments/payment-settings.ts";
import { lockedBookingView, type BookingView } from "./booking-view.ts";

export type BookingCommand = BookingAction | "toggle-payment";

export interface BookingCommandRequest {
  actor: Actor;
  bookingId: string;
  command: BookingCommand;
  /** rejectionReason for reject, cancellationReason for cancel. */
  reason?: string | undefined;
  now: Date;
  /** How many mails an address that never confirmed itself may receive (notifications/mail-cap.ts). */
  mailCap: MailCap;
}

export interface BookingCommandResult {
  booking: BookingView;
  changed: boolean;
}

const FORBIDDEN_MESSAGE: Record<BookingCommand, string> = {
  confirm: "You do not have permission to confirm this booking",
  reject: "You do not have permission to reject this booking",
  cancel: "You do not have permission to cancel this booking",
  complete: "You do not have permission to complete this booking",
  "toggle-payment": "You do not have permission to update payment status",
};

/** Must run inside a transaction: the booking row stays locked until it ends. */
export async function applyBookingCommand(tx: Database, request: BookingCommandRequest): Promise<BookingCommandResult> {
  const { actor, bookingId, command, now } = request;
  if (command === "toggle-payment") {
    const booking = await lockBookingMoney(tx, actor, bookingId, FORBIDDEN_MESSAGE[command]);
    if (!canTogglePayment(booking.status)) {
      throw new ApiError("INVALID_TRANSITION", "Payment status can only be changed on confirmed bookings");
    }
    await togglePaid(tx, booking, now);
    return { booking: await lockedBookingView(tx, bookingId, now), changed: true };
  }

  const [current] = await tx
    .select({
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      totalPrice: bookings.totalPrice,
      guestId: bookings.guestId,
      ownerId: villas.ownerId,
    })
    .from(bookings)
    .innerJoin(villas, eq(villas.id, bookings.villaId))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });

  const parties = current ? { guestId: current.guestId, villa: { ownerId: current.ownerId } } : undefined;
  // Someone who may not see a booking learns nothing about it, not even that it exists.
  if (!current || !parties || !canViewBooking(actor, parties)) throw new ApiError("NOT_FOUND", "Booking not found");
  const allowed = command === "cancel" ? canCancelBooking(actor, parties) : canDecideBooking(actor, parties);
  if (!allowed) throw new ApiError("FORBIDDEN", FORBIDDEN_MESSAGE[command]);

  const today = villaToday(now);
  const plan = planTransition(current.status, command, { checkOut: current.checkOut, today });
  if (plan.kind === "invalid" && "reason" in plan) {
    throw new ApiError("INVALID_TRANSITION", "A stay can only be completed from its check-out date");
  }
  if (plan.kind === "invalid") {
    throw new ApiError("INVALID_TRANSITION", `A ${current.status.toLowerCase()} booking cannot be ${PAST[command]}`);
  }
  if (plan.kind === "unchanged") return { booking: await lockedBookingView(tx, bookingId, now), changed: false };

  await tx
    .update(bookings)
    .set({
      status: plan.next,
      updatedAt: now,
      ...(command === "reject" ? { rejectionReason: request.reason ?? null } : {}),
      ...(command === "cancel"
        ? { cancellationReason: request.reason ?? null, ...(await cancellationColumns(tx, bookingId, current, today)) }
        : {}),
      ...(command === "confirm" ? await confirmationColumns(tx, today) : {}),
    })
    .where(eq(bookings.id, bookingId));
  const event = NOTIFIED_EVENT[command];
  // The guest's mail commits or rolls back with the status change (the notification outbox).
  if (event) await enqueueBookingNotifications(tx, { bookingId, event, now, mailCap: request.mailCap });
  return { booking: await lockedBookingView(tx, bookingId, now), changed: true };
}

/**
 * Set on confirmation (DESIGN 7.2): the day the schedule counts from, the deposit's days then, the invoice number. A
 * request holds no payments (the ledger refuses them), so the confirmed booking starts unpaid.
 */
async function confirmationColumns(tx: Database, today: IsoDate) {
  const { depositDueDays } = await readPaymentSettings(tx);
  const invoiceNumber = await nextInvoiceNumber(tx, Number(today.slice(0, 4)));
  return { confirmedOn: today, depositDueDays, invoiceNumber, isPaid: false };
}

/**
 * Kept on cancellation: the terms of that day and the charge they make (the refund follows from the ledger), and the
 * paid flag against that charge.
 */
async function cancellationColumns(
  tx: Database,
  bookingId: string,
  current: { status: BookingStatus; checkIn: IsoDate; totalPrice: number },
  today: IsoDate,
) {
  const received = await tx
    .select({ amount: bookingPayments.amount })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId));
  const paidTotal = paidTotalOf(received);
  const outcome = cancellationOutcome({ ...current, today, paidTotal });
  return {
    cancellationTerms: outcome.terms,
    cancellationCharge: outcome.charge,
    isPaid: isPaidInFull(outcome.charge, paidTotal),
  };
}

/** The status changes the guest is told about by mail (completing a stay is not one). */
const NOTIFIED_EVENT: Record<BookingAction, BookingEvent | undefined> = {
  confirm: "confirmed",
  reject: "rejected",
  cancel: "cancelled",
  complete: undefined,
};

const PAST: Record<BookingAction, string> = {
  confirm: "confirmed",
  reject: "rejected",
  cancel: "cancelled",
  complete: "completed",
};
