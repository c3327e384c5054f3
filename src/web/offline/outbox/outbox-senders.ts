// How a queued request is sent: the same calls as the booking form and the cancel dialog, with the request's own
// Idempotency-Key. The client does not retry here (the outbox's retry policy owns the waiting); an expired access
// token is refreshed by the client first, as for any call.
import type { Booking } from "../../../domain/schemas/booking.ts";
import { clientError } from "../../api/errors.ts";
import { apiPost } from "../../api/http.ts";
import { readStoredSession } from "../../auth/session-storage.ts";
import { cancelBooking } from "../../shared/my-stays/use-cancel-booking.ts";
import type { OutboxSenders } from "./outbox.ts";
import type { QueuedRequest } from "./queued-request.ts";

/** A request goes out only under the session of the guest who made it (their session may have ended meanwhile). */
function checkSession(request: QueuedRequest): void {
  if (readStoredSession()?.user.id !== request.userId) throw clientError(401, "UNAUTHENTICATED", "sessionExpiredLogin");
}

export const outboxSenders: OutboxSenders = {
  sendBooking(request): Promise<Booking> {
    checkSession(request);
    return apiPost<Booking>("/bookings", request.body, { idempotencyKey: request.idempotencyKey, retries: 0 });
  },
  sendCancel(request): Promise<Booking> {
    checkSession(request);
    return cancelBooking(
      { bookingId: request.bookingId, reason: request.reason, idempotencyKey: request.idempotencyKey },
      { retries: 0 },
    );
  },
};
