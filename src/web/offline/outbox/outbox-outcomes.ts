// What the guest hears when a queued request settles, wherever they are in the app: a toast, the lists refreshed,
// and for a booking whose dates were taken meanwhile, those nights shown booked and the draft back in the booking
// form — unless the guest's own booking holds them (a request of theirs that went through first): then it says so.
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { restoreDraft } from "../../shared/booking/draft.ts";
import { markStayTaken } from "../../shared/booking/date-picker/booked-dates.ts";
import { announceCancelled } from "../../shared/my-stays/cancel-messages.ts";
import { freshOwnStays, ownStayOverlapping } from "../../shared/my-stays/own-stays.ts";
import { replaceCachedBooking } from "../../shared/my-stays/use-cancel-booking.ts";
import { formatCalendarDate } from "../../i18n/format.ts";
import { toast } from "../../ui/toast/toast-store.ts";
import type { OutboxOutcomes } from "./outbox.ts";
import type { QueuedRequest } from "./queued-request.ts";
import { isDatesRefusal, replayFailureKind, replayFailureText } from "./replay-failure.ts";

/** Whether the guest's own open booking holds nights of a request refused for its dates. */
async function heldByGuest(queryClient: QueryClient, request: QueuedRequest): Promise<boolean> {
  if (request.kind !== "booking") return false;
  const stays = await freshOwnStays(queryClient).catch(() => []);
  return ownStayOverlapping(stays, request.body.villaId, request) !== null;
}

export function outboxOutcomes(queryClient: QueryClient): OutboxOutcomes {
  return {
    onSent(request, booking) {
      if (request.kind === "booking") {
        const dates = `${formatCalendarDate(i18n, booking.checkIn)} – ${formatCalendarDate(i18n, booking.checkOut)}`;
        toast.success(i18n._(msg`Booking request submitted successfully! We will contact you within 24 hours.`), {
          description: i18n._(msg`Sent when the connection came back: ${dates}.`),
        });
        void queryClient.invalidateQueries({ queryKey: ["booked-dates", booking.villaId] });
        // The server gave an incomplete profile the request's phone and date of birth.
        void queryClient.invalidateQueries({ queryKey: ["profile"] });
      } else {
        replaceCachedBooking(queryClient, booking);
        announceCancelled(i18n, booking.id);
      }
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
    },
    onFailed(request, error) {
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      if (!isDatesRefusal(request, error) || request.kind !== "booking") {
        const text = replayFailureText(i18n, request, error);
        toast.error(text.title, { description: text.description });
        return;
      }
      markStayTaken(queryClient, request.body.villaId, request);
      void heldByGuest(queryClient, request).then((held) => {
        const text = replayFailureText(i18n, request, error, held);
        toast.error(text.title, { description: text.description });
        if (replayFailureKind(request, error, held) === "dates-taken") restoreDraft(request.draft);
      });
    },
  };
}
