// The booking card's submit (SPEC 5 "Booking form", SPEC 8 booking toasts): the form's rules, each failure once, under
// its field, with focus on the first one (a toast repeating them covered the form on a phone and read every message
// twice); signed out, the Sign In Required modal; signed in, POST /bookings with an Idempotency-Key, then the success
// toast — or the dates-taken answer (told apart: the guest's own booking, said under the dates, or someone else's),
// the field errors of a 422 (under their fields), or the error message. Offline, or when the request finds no network, it goes to the outbox
// under the same key and is sent when the connection is back; not, though, for nights a request still waiting in the
// outbox asks for already: that second request could only be refused.
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { villaToday } from "../../../../domain/dates.ts";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { apiErrorText, apiFieldErrors, bookingErrorText } from "../../../api/error-text.ts";
import { ApiRequestError, apiPost } from "../../../api/http.ts";
import { ruleText } from "../../../i18n/rule-text.ts";
import { isStayRuleKey, stayRuleText } from "../../../shared/booking/date-picker/stay-rule-text.ts";
import { isOnline } from "../../../offline/network-status.ts";
import { queuedNotice, queueForCurrentUser } from "../../../offline/outbox/queue-request.ts";
import { isNoConnection } from "../../../offline/outbox/replay-policy.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { freshOwnStays, ownStayOverlapping } from "../../../shared/my-stays/own-stays.ts";
import { markStayTaken } from "../../../shared/booking/date-picker/booked-dates.ts";
import { villaRatesKey } from "../../../shared/villa/villa-rates.ts";
import {
  bookingRequestBody,
  checkDraft,
  firstInvalidField,
  IdempotencyKeys,
  messagesByField,
  type BookingField,
  type BookingRequestBody,
} from "../../../shared/booking/booking-request.ts";
import type { BookingFormDraft } from "../../../shared/booking/draft.ts";

export type FieldMessages = Partial<Record<BookingField, string[]>>;

export interface BookingSubmitOptions {
  villa: { id: string; title: string; maxGuests: number };
  draft: BookingFormDraft;
  isAuthenticated: boolean;
  /** Problems to show under the fields (translated), and the field to focus, or null to clear them. */
  onProblems: (messages: FieldMessages, focus: BookingField | null) => void;
  onSignInNeeded: () => void;
  onSent: (booking: Booking) => void;
  /** Saved in the outbox under `idempotencyKey`: it will be sent when the connection is back. */
  onQueued: (request: BookingRequestBody, idempotencyKey: string) => void;
  /** 409 DATES_UNAVAILABLE: someone else took the nights between the picker and the request. */
  onDatesTaken: () => void;
  /** 409 DATES_UNAVAILABLE because of the guest's own open booking (`booking`). */
  onHeldByGuest: (booking: Booking) => void;
  /** Translated, when a request still waiting in the outbox asks for some of the draft's nights: the submit stops. */
  queuedOverlap: string | null;
}

export function useBookingSubmit(options: BookingSubmitOptions) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  // A second press while the first request is on its way must not send another one.
  const inFlight = useRef(false);
  const keys = useRef<IdempotencyKeys | null>(null);

  async function submit(): Promise<void> {
    if (inFlight.current) return;
    const { villa, draft } = options;
    const issues = checkDraft(draft, { today: villaToday(), maxGuests: villa.maxGuests });
    if (issues.length > 0) {
      const translated = issues.map((issue) => ({ path: issue.path, message: ruleText(i18n, issue.message) }));
      options.onProblems(messagesByField(translated), firstInvalidField(issues));
      return;
    }
    options.onProblems({}, null);

    if (options.queuedOverlap !== null) {
      // The card's warning under the dates says it, and goes as soon as that request has gone out.
      options.onProblems({}, "dates");
      return;
    }

    if (!options.isAuthenticated) {
      // The modal says it: a toast with the same words would only be read twice.
      options.onSignInNeeded();
      return;
    }

    const body = bookingRequestBody(villa.id, draft);
    keys.current ??= new IdempotencyKeys();
    const idempotencyKey = keys.current.keyFor(body);
    const queue = (): boolean => {
      const queued = queueForCurrentUser(queryClient, {
        kind: "booking",
        idempotencyKey,
        villaTitle: villa.title,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        body,
        draft,
      });
      if (!queued) return false;
      keys.current?.forget();
      toast.info(queuedNotice(i18n, "booking"));
      options.onQueued(body, idempotencyKey);
      return true;
    };
    if (!isOnline() && queue()) return;
    inFlight.current = true;
    setSending(true);
    const pending = toast.info(t`Submitting your booking request...`);
    try {
      const booking = await apiPost<Booking>("/bookings", body, { idempotencyKey });
      keys.current.forget();
      toast.success(t`Booking request submitted successfully! We will contact you within 24 hours.`, {
        replaces: pending,
      });
      // The new stay holds its nights now: the guest's open stays and the picker's booked nights change.
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      void queryClient.invalidateQueries({ queryKey: ["booked-dates", villa.id] });
      // The server gave an incomplete profile the request's phone and date of birth.
      void queryClient.invalidateQueries({ queryKey: ["profile"] });
      options.onSent(booking);
    } catch (error) {
      toast.dismiss(pending);
      if (isNoConnection(error) && queue()) return;
      if (error instanceof ApiRequestError && error.code === "DATES_UNAVAILABLE") {
        markStayTaken(queryClient, villa.id, body);
        const stays = await freshOwnStays(queryClient).catch(() => []);
        const own = ownStayOverlapping(stays, villa.id, body);
        if (own) {
          // Said under the dates, with the link to My Bookings.
          options.onHeldByGuest(own);
        } else {
          toast.error(apiErrorText(i18n, error));
          options.onDatesTaken();
        }
      } else if (error instanceof ApiRequestError && error.status === 422 && error.errors.length > 0) {
        // A broken stay rule (the rates changed since the picker judged the stay, or they were not loaded) is worded
        // from its rule and figure in the guest's language, under the dates, every rule the stay breaks.
        const fieldErrors =
          error.code === "STAY_RULE"
            ? error.errors.map((item) => ({
                path: item.path,
                message: isStayRuleKey(item.rule)
                  ? stayRuleText(i18n, { ...item, rule: item.rule }, body.checkIn)
                  : ruleText(i18n, item.message),
              }))
            : Object.entries(apiFieldErrors(i18n, error)).map(([path, message]) => ({ path, message }));
        options.onProblems(messagesByField(fieldErrors), firstInvalidField(fieldErrors));
        // The villa's rates may have changed: the picker and the breakdown ask again.
        if (error.code === "STAY_RULE") void queryClient.invalidateQueries({ queryKey: villaRatesKey(villa.id) });
      } else {
        toast.error(bookingErrorText(i18n, error, t`Failed to submit booking request. Please try again.`));
        // The session ran out and could not be renewed: the guest signs in again and comes back to the draft.
        if (error instanceof ApiRequestError && error.status === 401) options.onSignInNeeded();
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { submit, sending };
}
