// What a cancel says, the same whether the dialog sent it or the offline outbox did later.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { shortBookingId } from "../../ui/booking/short-id.ts";
import { toast } from "../../ui/toast/toast-store.ts";

export function announceCancelled(i18n: I18n, bookingId: string): void {
  const shortId = shortBookingId(bookingId);
  toast.success(i18n._(msg`Booking cancelled`), { description: i18n._(msg`Booking #${shortId} is now cancelled.`) });
}

/** 409 INVALID_TRANSITION: the owner confirmed, rejected or completed it first. */
export function notCancellableText(i18n: I18n): string {
  return i18n._(
    msg`This booking changed in the meantime and can no longer be cancelled. The list now shows its current status.`,
  );
}
