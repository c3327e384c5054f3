// The outbox (DESIGN 5): booking and cancel requests made without a connection wait as paused TanStack mutations,
// saved with the cache and sent on reconnect or at the next start. This file names them and what they carry; the
// variables are everything a replay needs, since the page that queued them may be long gone.
import type { IsoDate } from "../../../domain/dates.ts";
import type { BookingRequestBody } from "../../features/booking/booking-form/booking-request.ts";
import type { BookingFormDraft } from "../../features/booking/booking-form/draft.ts";

/** One scope: queued requests go out one at a time, in the order they were made. */
export const OUTBOX_SCOPE = "outbox";
export const QUEUED_BOOKING_KEY = ["outbox", "booking"] as const;
export const QUEUED_CANCEL_KEY = ["outbox", "cancel"] as const;

interface QueuedBase {
  /** Sent as the `Idempotency-Key`: however often the request is replayed, the server acts once (DESIGN 4). */
  idempotencyKey: string;
  /** Whose request it is: another user signing in on this phone never sends or sees it. */
  userId: string;
  /** Epoch milliseconds. */
  queuedAt: number;
  villaTitle: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
}

export interface QueuedBooking extends QueuedBase {
  kind: "booking";
  body: BookingRequestBody;
  /** The whole form as it was, put back if the dates were taken meanwhile. */
  draft: BookingFormDraft;
}

export interface QueuedCancel extends QueuedBase {
  kind: "cancel";
  bookingId: string;
  /** Trimmed; empty means no reason. */
  reason: string;
}

export type QueuedRequest = QueuedBooking | QueuedCancel;

/** The parts of a TanStack mutation these predicates read (any of its type parameters will do). */
interface MutationLike {
  options: { mutationKey?: readonly unknown[] | undefined };
  state: { status: string };
}

export function isOutboxMutation(mutation: MutationLike): boolean {
  return mutation.options.mutationKey?.[0] === "outbox";
}

/** What the outbox keeps (in memory and saved): requests still to send, and failures until the guest dismisses them. */
export function isKeptOutboxMutation(mutation: MutationLike): boolean {
  return isOutboxMutation(mutation) && (mutation.state.status === "pending" || mutation.state.status === "error");
}
