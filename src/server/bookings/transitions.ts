// Status changes and the payment flag of one booking, under a row lock so two concurrent
// requests cannot both apply: the second sees the first one's result (and is then either
// "unchanged" or an invalid transition).
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
import type { Database } from "../db/client.ts";
import { bookings, villas } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { enqueueBookingNotifications, type MailCap } from "../notifications/enqueue.ts";
import type { BookingEvent } from "../notifications/kinds.ts";
import { findBookingView, type BookingView } from "./booking-view.ts";

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
  const [current] = await tx
    .select({
      status: bookings.status,
      isPaid: bookings.isPaid,
      checkOut: bookings.checkOut,
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

  let changed = false;
  if (command === "toggle-payment") {
    if (!canTogglePayment(current.status)) {
      throw new ApiError("INVALID_TRANSITION", "Payment status can only be changed on confirmed bookings");
    }
    await tx.update(bookings).set({ isPaid: !current.isPaid, updatedAt: now }).where(eq(bookings.id, bookingId));
    changed = true;
  } else {
    const plan = planTransition(current.status, command, { checkOut: current.checkOut, today: villaToday(now) });
    if (plan.kind === "invalid" && "reason" in plan) {
      throw new ApiError("INVALID_TRANSITION", "A stay can only be completed from its check-out date");
    }
    if (plan.kind === "invalid") {
      throw new ApiError("INVALID_TRANSITION", `A ${current.status.toLowerCase()} booking cannot be ${PAST[command]}`);
    }
    if (plan.kind === "apply") {
      await tx
        .update(bookings)
        .set({
          status: plan.next,
          updatedAt: now,
          ...(command === "reject" ? { rejectionReason: request.reason ?? null } : {}),
          ...(command === "cancel" ? { cancellationReason: request.reason ?? null } : {}),
        })
        .where(eq(bookings.id, bookingId));
      changed = true;
      const event = NOTIFIED_EVENT[command];
      // The guest's mail commits or rolls back with the status change (the notification outbox).
      if (event) await enqueueBookingNotifications(tx, { bookingId, event, now, mailCap: request.mailCap });
    }
  }

  const booking = await findBookingView(tx, bookingId, now);
  if (!booking) throw new Error("Locked booking vanished");
  return { booking, changed };
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
