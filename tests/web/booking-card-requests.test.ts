// What the booking card knows about the guest's requests: those queued for this villa, the one still to go out that
// wants some of a stay's nights, the guest's own open booking in the way, what a request that left the outbox became,
// a refusal for dates the guest holds themselves, and the picker's booked nights after a refusal.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { BookingStatus } from "../../src/domain/booking-status.ts";
import type { Booking } from "../../src/domain/schemas/booking.ts";
import { ApiRequestError } from "../../src/web/api/errors.ts";
import {
  followRequests,
  outcomeOf,
  type LeftRequest,
} from "../../src/web/features/booking/booking-form/followed-requests.ts";
import {
  bookedNightsShown,
  markStayTaken,
  refusedNightsOf,
} from "../../src/web/shared/booking/date-picker/booked-dates.ts";
import { ownStayMatching, ownStayOverlapping } from "../../src/web/shared/my-stays/own-stays.ts";
import type { QueuedBooking, QueuedCancel } from "../../src/web/offline/outbox/queued-request.ts";
import {
  queuedBookingsFor,
  queuedOverlapping,
  type QueuedBookingItem,
} from "../../src/web/offline/outbox/queued-stays.ts";
import { replayFailureKind } from "../../src/web/offline/outbox/replay-failure.ts";
import type { OutboxItem, OutboxItemState } from "../../src/web/offline/outbox/use-outbox.ts";

const VILLA = "villa-1";
const OTHER_VILLA = "villa-2";
let sequence = 0;

function booking(checkIn: string, checkOut: string, villaId = VILLA): QueuedBooking {
  sequence += 1;
  const draft = {
    checkIn,
    checkOut,
    totalGuests: 2,
    arrivalTime: "",
    phone: "+49 151 23456789",
    dateOfBirth: "1985-06-15",
    paymentMethod: "BANK_TRANSFER" as const,
    notes: "",
  };
  return {
    kind: "booking",
    idempotencyKey: `key-${sequence}`,
    userId: "guest-1",
    queuedAt: 1_000 + sequence,
    villaTitle: "Villa Sunrise",
    checkIn,
    checkOut,
    body: { ...draft, villaId },
    draft,
  };
}

function cancel(): QueuedCancel {
  sequence += 1;
  return {
    kind: "cancel",
    idempotencyKey: `key-${sequence}`,
    userId: "guest-1",
    queuedAt: 1_000 + sequence,
    villaTitle: "Villa Sunrise",
    checkIn: "2027-03-01",
    checkOut: "2027-03-03",
    bookingId: "b-1",
    reason: "",
  };
}

function item(
  request: QueuedBooking | QueuedCancel,
  state: OutboxItemState = "waiting",
  error: unknown = null,
): OutboxItem {
  sequence += 1;
  return { mutationId: sequence, request, state, error };
}

function held(checkIn: string, checkOut: string, status: BookingStatus = "PENDING", villaId = VILLA): Booking {
  sequence += 1;
  return {
    id: `booking-${sequence}`,
    villaId,
    checkIn,
    checkOut,
    status,
    totalGuests: 2,
    totalPrice: 500,
    currency: "EUR",
  } as Booking;
}

const datesUnavailable = () => new ApiRequestError(409, "DATES_UNAVAILABLE", "Dates unavailable");

describe("the queued booking requests of one villa", () => {
  it("are the booking requests for that villa, cancels and other villas left out", () => {
    const mine = item(booking("2027-03-01", "2027-03-04"));
    const items = [mine, item(booking("2027-03-01", "2027-03-04", OTHER_VILLA)), item(cancel())];
    expect(queuedBookingsFor(items, VILLA)).toEqual([mine]);
  });

  it("name the one still to go out that shares a night with a stay, waiting or on its way", () => {
    const waiting = item(booking("2027-03-01", "2027-03-04")) as QueuedBookingItem;
    const sending = item(booking("2027-03-10", "2027-03-12"), "sending") as QueuedBookingItem;
    expect(queuedOverlapping([waiting, sending], { checkIn: "2027-03-03", checkOut: "2027-03-06" })).toBe(waiting);
    expect(queuedOverlapping([waiting, sending], { checkIn: "2027-03-08", checkOut: "2027-03-11" })).toBe(sending);
  });

  it("let a stay begin on the day a queued one ends, and hold nothing once failed", () => {
    const waiting = item(booking("2027-03-01", "2027-03-04")) as QueuedBookingItem;
    const failed = item(booking("2027-03-10", "2027-03-12"), "failed", datesUnavailable()) as QueuedBookingItem;
    expect(queuedOverlapping([waiting, failed], { checkIn: "2027-03-04", checkOut: "2027-03-06" })).toBeNull();
    expect(queuedOverlapping([waiting, failed], { checkIn: "2027-03-10", checkOut: "2027-03-12" })).toBeNull();
  });
});

describe("the guest's own open stays", () => {
  const stays = [
    held("2027-05-01", "2027-05-05", "CANCELLED"),
    held("2027-05-01", "2027-05-05", "PENDING", OTHER_VILLA),
    held("2027-05-10", "2027-05-14", "CONFIRMED"),
    held("2027-05-20", "2027-05-22", "REJECTED"),
  ];

  it("are in the way of a stay of the same villa that shares a night, pending or confirmed", () => {
    expect(ownStayOverlapping(stays, VILLA, { checkIn: "2027-05-13", checkOut: "2027-05-16" })).toBe(stays[2]);
    expect(ownStayOverlapping(stays, VILLA, { checkIn: "2027-05-14", checkOut: "2027-05-16" })).toBeNull();
  });

  it("never count a cancelled or rejected booking, nor another villa's", () => {
    expect(ownStayOverlapping(stays, VILLA, { checkIn: "2027-05-02", checkOut: "2027-05-03" })).toBeNull();
    expect(ownStayOverlapping(stays, VILLA, { checkIn: "2027-05-20", checkOut: "2027-05-21" })).toBeNull();
    expect(ownStayOverlapping(stays, OTHER_VILLA, { checkIn: "2027-05-02", checkOut: "2027-05-03" })).toBe(stays[1]);
  });

  it("hold the booking a request became when its villa and dates are exactly the request's", () => {
    expect(ownStayMatching(stays, { villaId: VILLA, checkIn: "2027-05-10", checkOut: "2027-05-14" })).toBe(stays[2]);
    expect(ownStayMatching(stays, { villaId: VILLA, checkIn: "2027-05-10", checkOut: "2027-05-13" })).toBeNull();
    expect(ownStayMatching(stays, { villaId: VILLA, checkIn: "2027-05-01", checkOut: "2027-05-05" })).toBeNull();
  });
});

describe("a request that left the outbox", () => {
  it("was sent when the guest now holds its villa and dates, and was dropped otherwise", () => {
    const request = booking("2027-06-01", "2027-06-03");
    const stay = held("2027-06-01", "2027-06-03");
    expect(outcomeOf(request, [stay])).toEqual({ request, phase: "sent", booking: stay });
    expect(outcomeOf(request, [held("2027-06-01", "2027-06-04")])).toEqual({ request, phase: "dropped" });
  });

  it("is listed after the ones still queued, in the order they were made, unless it was queued again", () => {
    const first = booking("2027-07-01", "2027-07-03");
    const second = booking("2027-07-05", "2027-07-07");
    const third = booking("2027-07-10", "2027-07-12");
    const stillQueued = item(third) as QueuedBookingItem;
    const retried = item(second, "sending") as QueuedBookingItem;
    const left = new Map<string, LeftRequest>([
      [first.idempotencyKey, { request: first, phase: "sent", booking: held("2027-07-01", "2027-07-03") }],
      [second.idempotencyKey, { request: second, phase: "dropped" }],
    ]);
    const followed = followRequests([stillQueued, retried], left);
    expect(followed.map((entry) => [entry.key, entry.phase])).toEqual([
      [first.idempotencyKey, "sent"],
      [second.idempotencyKey, "sending"],
      [third.idempotencyKey, "waiting"],
    ]);
  });
});

describe("a booking refused for its dates", () => {
  it("is the guest's own doing when they hold those nights, someone else's otherwise", () => {
    const request = booking("2027-08-01", "2027-08-03");
    expect(replayFailureKind(request, datesUnavailable(), true)).toBe("dates-yours");
    expect(replayFailureKind(request, datesUnavailable(), false)).toBe("dates-taken");
    expect(replayFailureKind(request, datesUnavailable())).toBe("dates-taken");
  });

  it("only for a dates refusal: other failures keep their kind", () => {
    const request = booking("2027-08-01", "2027-08-03");
    const tooMany = new ApiRequestError(409, "TOO_MANY_OPEN_REQUESTS", "Too many");
    expect(replayFailureKind(request, tooMany, true)).toBe("other");
    expect(replayFailureKind(cancel(), datesUnavailable(), true)).toBe("other");
  });

  it("shows its nights booked at once, whatever the picker holds for the villa, and asks for every month again", () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    queryClient.setQueryData(["booked-dates", VILLA, "2027-03"], ["2027-03-20"]);
    queryClient.setQueryData(["booked-dates", OTHER_VILLA, "2027-03"], ["2027-03-02"]);
    const answeredAt = queryClient.getQueryState(["booked-dates", VILLA, "2027-03"])?.dataUpdatedAt ?? 0;
    markStayTaken(queryClient, VILLA, { checkIn: "2027-03-30", checkOut: "2027-04-02" });
    const refused = refusedNightsOf(VILLA);
    expect([...(refused?.nights ?? [])]).toEqual(["2027-03-30", "2027-03-31", "2027-04-01"]);
    expect(refusedNightsOf(OTHER_VILLA)).toBeUndefined();
    expect(queryClient.getQueryState(["booked-dates", VILLA, "2027-03"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["booked-dates", OTHER_VILLA, "2027-03"])?.isInvalidated).toBe(false);

    // The answer from before the refusal, and no answer yet, both get the refused nights.
    expect(bookedNightsShown(["2027-03-20"], answeredAt - 1, refused)).toEqual([
      "2027-03-20",
      "2027-03-30",
      "2027-03-31",
      "2027-04-01",
    ]);
    expect(bookedNightsShown(undefined, 0, refused)).toEqual(["2027-03-30", "2027-03-31", "2027-04-01"]);
    // An answer given after it is the server's word: only one of those nights was taken.
    expect(bookedNightsShown(["2027-03-31"], (refused?.at ?? 0) + 1, refused)).toEqual(["2027-03-31"]);
    expect(bookedNightsShown(["2027-03-20"], 5, undefined)).toEqual(["2027-03-20"]);
  });
});
