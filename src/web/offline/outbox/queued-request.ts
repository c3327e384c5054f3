// What a queued booking or cancel request carries (DESIGN 5): everything a replay needs, since the page that queued
// it may be long gone, and whose it is. Read back from storage only through `isQueuedRequest`: what a device keeps
// may have been written by another version of the app or altered by hand.
import { isIsoDate, type IsoDate } from "../../../domain/dates.ts";
import type { BookingRequestBody } from "../../shared/booking/booking-request.ts";
import type { BookingFormDraft } from "../../shared/booking/draft.ts";

interface QueuedBase {
  /** Sent as the `Idempotency-Key`: however often the request is replayed, the server acts once (DESIGN 4). */
  idempotencyKey: string;
  /** Whose request it is: another user signing in on this phone never sends or sees it. */
  userId: string;
  /** Epoch milliseconds: requests go out in this order. */
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

const MAX_ID_LENGTH = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is string =>
  typeof value === "string" && value !== "" && value.length <= MAX_ID_LENGTH;

/**
 * Whether `value` has the shape this version sends. The server checks every field of what is sent again; this only
 * makes sure a replay never sends something this version did not write.
 */
export function isQueuedRequest(value: unknown): value is QueuedRequest {
  if (!isRecord(value)) return false;
  const { kind, idempotencyKey, userId, queuedAt, villaTitle, checkIn, checkOut } = value;
  const base =
    isId(idempotencyKey) &&
    isId(userId) &&
    typeof queuedAt === "number" &&
    Number.isFinite(queuedAt) &&
    typeof villaTitle === "string" &&
    isIsoDate(checkIn) &&
    isIsoDate(checkOut);
  if (!base) return false;
  if (kind === "booking") return isRecord(value.body) && isId(value.body.villaId) && isRecord(value.draft);
  if (kind === "cancel") return isId(value.bookingId) && typeof value.reason === "string";
  return false;
}
