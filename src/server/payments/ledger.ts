// The payments ledger of one booking (DESIGN 7.2): the owner records and removes payments (refunds are negative),
// and the first wave's paid switch works on top of it. Every change runs under the booking's row lock, so two
// recordings at once never add up past the total, and keeps the stored `is_paid` flag in step with the ledger from
// what it already holds (no second read).
import { and, eq, getTableColumns } from "drizzle-orm";
import { canDecideBooking, canViewBooking, type Actor } from "../../domain/roles.ts";
import { villaToday } from "../../domain/dates.ts";
import { amountOwed, isPaidInFull, paidTotalOf } from "../../domain/payments/booking-payments.ts";
import { settle } from "../../domain/payments/cancellation-outcome.ts";
import { PAYMENT_RULE_TEXT, TOGGLE_KEEPS_PAYMENTS_MESSAGE } from "../../domain/payments/payment-messages.ts";
import { checkPaymentRecord } from "../../domain/payments/payment-rules.ts";
import type { Database } from "../db/client.ts";
import { bookingPayments, bookings, villas } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";

/** The booking row locked for a money change, with its owner and its payments; 404/403 as GET /bookings/{id}. */
export async function lockBookingMoney(tx: Database, actor: Actor, bookingId: string, forbidden: string) {
  const [row] = await tx
    .select({ ...getTableColumns(bookings), ownerId: villas.ownerId })
    .from(bookings)
    .innerJoin(villas, eq(villas.id, bookings.villaId))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  const parties = row ? { guestId: row.guestId, villa: { ownerId: row.ownerId } } : undefined;
  if (!row || !parties || !canViewBooking(actor, parties)) throw new ApiError("NOT_FOUND", "Booking not found");
  if (!canDecideBooking(actor, parties)) throw new ApiError("FORBIDDEN", forbidden);
  const received = await tx
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId))
    .orderBy(bookingPayments.receivedOn, bookingPayments.createdAt);
  return { ...row, received };
}

type LockedBooking = Awaited<ReturnType<typeof lockBookingMoney>>;

/** What the booking owes under its status, and what `received` pays of it. */
function standing(booking: LockedBooking, received: readonly Pick<LockedBooking["received"][number], "amount">[]) {
  const owed = amountOwed(booking.status, booking.totalPrice, booking.cancellationCharge);
  const paid = paidTotalOf(received);
  return { isPaid: isPaidInFull(owed, paid), outstanding: settle(owed, paid).outstanding };
}

/** The change is the booking's: its last update, and the paid flag the ledger now gives (for plain SQL readers). */
async function touch(
  tx: Database,
  booking: LockedBooking,
  received: Pick<LockedBooking["received"][number], "amount">[],
  now: Date,
) {
  const { isPaid } = standing(booking, received);
  await tx.update(bookings).set({ updatedAt: now, isPaid }).where(eq(bookings.id, booking.id));
}

export async function recordPayment(
  tx: Database,
  input: { actor: Actor; bookingId: string; body: Record<string, unknown>; now: Date },
): Promise<void> {
  const booking = await lockBookingMoney(
    tx,
    input.actor,
    input.bookingId,
    "You do not have permission to record payments",
  );
  if (booking.status === "PENDING" || booking.status === "REJECTED") {
    throw new ApiError(
      "INVALID_TRANSITION",
      "Payments can only be recorded on confirmed, completed or cancelled bookings",
    );
  }
  const checked = checkPaymentRecord(input.body, {
    today: villaToday(input.now),
    paidTotal: paidTotalOf(booking.received),
    totalPrice: booking.totalPrice,
  });
  if (!checked.record) {
    throw new ApiError(
      "VALIDATION_FAILED",
      checked.issues[0]?.message ?? "Invalid payment",
      checked.issues.map(({ path, message }) => ({ path, message })),
    );
  }
  await tx.insert(bookingPayments).values({
    bookingId: input.bookingId,
    ...checked.record,
    source: "LEDGER",
    recordedBy: input.actor.id,
    // createdAt: the database's own time, which orders payments of one day even under a test's frozen clock.
  });
  await touch(tx, booking, [...booking.received, checked.record], input.now);
}

export async function removePayment(
  tx: Database,
  input: { actor: Actor; bookingId: string; paymentId: string; now: Date },
): Promise<void> {
  const booking = await lockBookingMoney(
    tx,
    input.actor,
    input.bookingId,
    "You do not have permission to remove payments",
  );
  const payment = booking.received.find((p) => p.id === input.paymentId);
  if (!payment) throw new ApiError("NOT_FOUND", "Payment not found");
  const rest = booking.received.filter((p) => p.id !== payment.id);
  // Removing a payment never leaves refunds larger than what was paid.
  if (paidTotalOf(rest) < 0) {
    const message = PAYMENT_RULE_TEXT.refundsFirst;
    throw new ApiError("VALIDATION_FAILED", message, [{ path: "paymentId", message }]);
  }
  await tx
    .delete(bookingPayments)
    .where(and(eq(bookingPayments.id, payment.id), eq(bookingPayments.bookingId, input.bookingId)));
  await touch(tx, booking, rest, input.now);
}

/**
 * SPEC's paid switch on the ledger: unpaid → one payment of what is outstanding; paid → the payments the switch made
 * are taken back. Payments recorded one by one are never removed by it: when they alone pay the booking, the switch
 * refuses (409) and the owner removes the wrong one in the ledger.
 */
export async function togglePaid(tx: Database, booking: LockedBooking, now: Date): Promise<void> {
  const { isPaid, outstanding } = standing(booking, booking.received);
  if (!isPaid) {
    const switched = { amount: outstanding, receivedOn: villaToday(now), method: "OTHER" as const };
    await tx.insert(bookingPayments).values({ bookingId: booking.id, ...switched, source: "TOGGLE" });
    await touch(tx, booking, [...booking.received, switched], now);
    return;
  }
  const recorded = booking.received.filter((p) => p.source === "LEDGER");
  if (standing(booking, recorded).isPaid) throw new ApiError("INVALID_TRANSITION", TOGGLE_KEEPS_PAYMENTS_MESSAGE);
  await tx
    .delete(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.source, "TOGGLE")));
  await touch(tx, booking, recorded, now);
}
