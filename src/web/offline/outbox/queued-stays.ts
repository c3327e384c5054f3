// The booking page's view of the outbox: the signed-in guest's queued booking requests for one villa, and the one
// among those still to go out that wants some of a stay's nights. Read-only, derived from use-outbox.ts.
import { staysOverlap, type DatedStay } from "../../../domain/stay-overlap.ts";
import type { QueuedBooking } from "./queued-request.ts";
import { useOutboxItems, type OutboxItem } from "./use-outbox.ts";

export type QueuedBookingItem = OutboxItem & { request: QueuedBooking };

function isBookingItem(item: OutboxItem): item is QueuedBookingItem {
  return item.request.kind === "booking";
}

/** The booking requests for `villaId`, oldest first (as `items` come). */
export function queuedBookingsFor(items: readonly OutboxItem[], villaId: string): QueuedBookingItem[] {
  return items.filter(isBookingItem).filter((item) => item.request.body.villaId === villaId);
}

/**
 * A request still to go out (waiting or on its way) that shares a night with `stay`: a second request for those
 * nights would only be refused once the first is through. A failed one holds nothing.
 */
export function queuedOverlapping(items: readonly QueuedBookingItem[], stay: DatedStay): QueuedBookingItem | null {
  return items.find((item) => item.state !== "failed" && staysOverlap(item.request, stay)) ?? null;
}

export function useQueuedBookings(villaId: string): QueuedBookingItem[] {
  return queuedBookingsFor(useOutboxItems(), villaId);
}
