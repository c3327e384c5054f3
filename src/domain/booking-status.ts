// Booking statuses and the transitions between them (SPEC 4 reading A, DESIGN 4): confirm and
// reject from PENDING, cancel from PENDING or CONFIRMED, complete from CONFIRMED once the stay has
// reached its check-out day. Asking for the state a booking is already in is "unchanged" (the PUT
// is idempotent), anything else not allowed is "invalid" (409 INVALID_TRANSITION).
import type { IsoDate } from "./dates.ts";

export const BOOKING_STATUSES = ["PENDING", "CONFIRMED", "COMPLETED", "CANCELLED", "REJECTED"] as const;

/** The owner promises an answer to a request within this many hours (SPEC 1: the pages and mails say so). */
export const ANSWER_PROMISE_HOURS = 24;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the villa's nights (the database exclusion constraint uses the same two). */
export const OCCUPYING_STATUSES = ["PENDING", "CONFIRMED"] as const satisfies readonly BookingStatus[];

export const BOOKING_ACTIONS = ["confirm", "reject", "cancel", "complete"] as const;

export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export type TransitionPlan =
  | { kind: "apply"; next: BookingStatus }
  | { kind: "unchanged" }
  | { kind: "invalid" }
  /** A CONFIRMED stay asked to complete before its check-out day. */
  | { kind: "invalid"; reason: "stayNotOver" };

/** The booking's check-out and the villa's today (dates.ts villaToday), which decide whether a stay may complete. */
export interface StayClock {
  checkOut: IsoDate;
  today: IsoDate;
}

const TRANSITIONS: Record<BookingAction, { from: readonly BookingStatus[]; to: BookingStatus }> = {
  confirm: { from: ["PENDING"], to: "CONFIRMED" },
  reject: { from: ["PENDING"], to: "REJECTED" },
  cancel: { from: ["PENDING", "CONFIRMED"], to: "CANCELLED" },
  complete: { from: ["CONFIRMED"], to: "COMPLETED" },
};

export function isBookingStatus(x: unknown): x is BookingStatus {
  return typeof x === "string" && (BOOKING_STATUSES as readonly string[]).includes(x);
}

export function isOccupying(status: BookingStatus): boolean {
  return (OCCUPYING_STATUSES as readonly BookingStatus[]).includes(status);
}

/** Whether the villa holds a stay for the guest that is still to come or under way (`today` as the villa's day). */
export function hasUpcomingStay(bookings: readonly { status: string; checkOut: string }[], today: string): boolean {
  return bookings.some(
    (booking) => isBookingStatus(booking.status) && isOccupying(booking.status) && booking.checkOut >= today,
  );
}

/** The status an action leads to. */
export function actionTarget(action: BookingAction): BookingStatus {
  return TRANSITIONS[action].to;
}

/**
 * The guest leaves on the check-out morning, so the stay is over from that day on (the nightly job completes it
 * after check-out time the same day); before it, "complete" would close a stay that is still to come or under way.
 */
export function stayIsOver({ checkOut, today }: StayClock): boolean {
  return checkOut <= today;
}

/**
 * `stay` is needed only by "complete": without it a stay is not known to be over, so completing is refused
 * rather than allowed by a caller that forgot to say when.
 */
export function planTransition(current: BookingStatus, action: BookingAction, stay?: StayClock): TransitionPlan {
  const { from, to } = TRANSITIONS[action];
  if (current === to) return { kind: "unchanged" };
  if (!from.includes(current)) return { kind: "invalid" };
  if (action === "complete" && (stay === undefined || !stayIsOver(stay)))
    return { kind: "invalid", reason: "stayNotOver" };
  return { kind: "apply", next: to };
}

/** SPEC 4: payment is toggled only on CONFIRMED bookings. */
export function canTogglePayment(status: BookingStatus): boolean {
  return status === "CONFIRMED";
}

/** The actions that would change a booking in this status (and, for "complete", this stay), in BOOKING_ACTIONS order. */
export function availableActions(status: BookingStatus, stay?: StayClock): BookingAction[] {
  return BOOKING_ACTIONS.filter((a) => planTransition(status, a, stay).kind === "apply");
}
