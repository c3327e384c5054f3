// What the guest hears when a queued request settles, wherever they are in the app: a toast, the lists refreshed,
// and for a booking whose dates were taken meanwhile, the draft back in the booking form.
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { restoreDraft } from "../../features/booking/booking-form/draft.ts";
import { announceCancelled } from "../../features/my-bookings/cancel-messages.ts";
import { replaceCachedBooking } from "../../features/my-bookings/use-cancel-booking.ts";
import { formatCalendarDate } from "../../i18n/format.ts";
import { toast } from "../../ui/toast/toast-store.ts";
import type { OutboxOutcomes } from "./outbox.ts";
import { replayFailureKind, replayFailureText } from "./replay-failure.ts";

export function outboxOutcomes(queryClient: QueryClient): OutboxOutcomes {
  return {
    onSent(request, booking) {
      if (request.kind === "booking") {
        const dates = `${formatCalendarDate(i18n, booking.checkIn)} – ${formatCalendarDate(i18n, booking.checkOut)}`;
        toast.success(i18n._(msg`Booking request submitted successfully! We will contact you within 24 hours.`), {
          description: i18n._(msg`Sent when the connection came back: ${dates}.`),
        });
        void queryClient.invalidateQueries({ queryKey: ["booked-dates", booking.villaId] });
      } else {
        replaceCachedBooking(queryClient, booking);
        announceCancelled(i18n, booking.id);
      }
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
    },
    onFailed(request, error) {
      const text = replayFailureText(i18n, request, error);
      toast.error(text.title, { description: text.description });
      if (request.kind === "booking" && replayFailureKind(request, error) === "dates-taken") {
        restoreDraft(request.draft);
        // The picker asks the server again, so the nights just taken show as booked.
        queryClient.removeQueries({ queryKey: ["booked-dates", request.body.villaId] });
      }
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
    },
  };
}
