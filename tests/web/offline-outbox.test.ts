// The outbox (DESIGN 5): queued booking and cancel requests are paused TanStack mutations that go out one
// at a time in the order they were made, each with its own Idempotency-Key, so a replay (after a lost answer, after
// a reload) never acts twice; a final failure stays until dismissed and does not hold the rest back.
import { dehydrate, hydrate, onlineManager, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Booking } from "../../src/domain/schemas/booking.ts";
import { ApiRequestError, clientError } from "../../src/web/api/errors.ts";
import type { BookingFormDraft } from "../../src/web/features/booking/booking-form/draft.ts";
import {
  discardOutbox,
  outboxMutations,
  queueRequest,
  registerOutbox,
  removeOutboxMutation,
  retryOutboxMutation,
  type OutboxOutcomes,
  type OutboxSenders,
} from "../../src/web/offline/outbox/outbox.ts";
import { isKeptOutboxMutation, type QueuedBooking, type QueuedCancel, type QueuedRequest } from "../../src/web/offline/outbox/outbox-mutations.ts";
import { isNoConnection, replayDelay, shouldRetryReplay } from "../../src/web/offline/outbox/replay-policy.ts";
import { mapMutations } from "../../src/web/offline/query-persistence.ts";

const VILLA = "villa-1";
const DRAFT: BookingFormDraft = {
  checkIn: "2027-03-01",
  checkOut: "2027-03-04",
  totalGuests: 2,
  phone: "+49 151 23456789",
  dateOfBirth: "1985-06-15",
  paymentMethod: "BANK_TRANSFER",
  notes: "Late arrival",
};

let sequence = 0;

function bookingRequest(checkIn: string, checkOut: string, userId = "guest-1"): QueuedBooking {
  sequence += 1;
  const draft = { ...DRAFT, checkIn, checkOut };
  return {
    kind: "booking",
    idempotencyKey: `booking-key-${sequence}`,
    userId,
    queuedAt: 1_000 + sequence,
    villaTitle: "Villa Sunrise",
    checkIn,
    checkOut,
    body: { villaId: VILLA, checkIn, checkOut, totalGuests: 2, phone: DRAFT.phone, dateOfBirth: DRAFT.dateOfBirth, paymentMethod: "BANK_TRANSFER", notes: "Late arrival" },
    draft,
  };
}

function cancelRequest(bookingId: string, userId = "guest-1"): QueuedCancel {
  sequence += 1;
  return {
    kind: "cancel",
    idempotencyKey: `cancel-key-${sequence}`,
    userId,
    queuedAt: 1_000 + sequence,
    villaTitle: "Villa Sunrise",
    checkIn: "2027-01-10",
    checkOut: "2027-01-12",
    bookingId,
    reason: "Plans changed",
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * The booking API as far as the outbox can tell: it acts once per Idempotency-Key (a repeat gets the first answer),
 * refuses nights already booked (409 DATES_UNAVAILABLE) and cancels a pending booking. It can also lose the answer
 * of the next call after acting on it, the way a dropped connection does.
 */
class FakeServer {
  readonly calls: { kind: "booking" | "cancel"; key: string }[] = [];
  readonly bookings: Booking[] = [];
  readonly cancels: string[] = [];
  private readonly answers = new Map<string, Booking>();
  private inFlight = 0;
  maxInFlight = 0;
  loseNextAnswer = false;
  refuseNext: ApiRequestError | null = null;
  /** While set, requests arrive and then wait for it before the server acts (a slow connection). */
  gate: Promise<void> | null = null;

  book(existing: { id: string; checkIn: string; checkOut: string }): void {
    this.bookings.push(fakeBooking(existing.id, existing.checkIn, existing.checkOut, "PENDING"));
  }

  readonly senders: OutboxSenders = {
    sendBooking: (request) => this.handle("booking", request.idempotencyKey, () => this.createBooking(request)),
    sendCancel: (request) => this.handle("cancel", request.idempotencyKey, () => this.cancel(request)),
  };

  private async handle(kind: "booking" | "cancel", key: string, act: () => Booking): Promise<Booking> {
    this.calls.push({ kind, key });
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      // The request takes a moment on the wire: another one sent now would overlap this one.
      await tick();
      if (this.gate) await this.gate;
      if (this.refuseNext) {
        const refusal = this.refuseNext;
        this.refuseNext = null;
        throw refusal;
      }
      const answer = this.answers.get(key) ?? act();
      this.answers.set(key, answer);
      if (this.loseNextAnswer) {
        this.loseNextAnswer = false;
        throw clientError(0, "NETWORK", "network");
      }
      return answer;
    } finally {
      this.inFlight -= 1;
    }
  }

  private createBooking(request: QueuedBooking): Booking {
    const { checkIn, checkOut } = request.body;
    const overlaps = this.bookings.some((booking) => booking.status !== "CANCELLED" && booking.checkIn < checkOut && checkIn < booking.checkOut);
    if (overlaps) throw new ApiRequestError(409, "DATES_UNAVAILABLE", "Selected dates are not available");
    const booking = fakeBooking(`booking-${this.bookings.length + 1}`, checkIn, checkOut, "PENDING");
    this.bookings.push(booking);
    return booking;
  }

  private cancel(request: QueuedCancel): Booking {
    const booking = this.bookings.find((candidate) => candidate.id === request.bookingId);
    if (!booking || booking.status !== "PENDING") throw new ApiRequestError(409, "INVALID_TRANSITION", "Booking cannot be cancelled");
    const cancelled = { ...booking, status: "CANCELLED" } as Booking;
    this.bookings.splice(this.bookings.indexOf(booking), 1, cancelled);
    this.cancels.push(request.bookingId);
    return cancelled;
  }
}

function fakeBooking(id: string, checkIn: string, checkOut: string, status: string): Booking {
  return { id, villaId: VILLA, checkIn, checkOut, status } as unknown as Booking;
}

function fakeOutcomes() {
  const sent: { request: QueuedRequest; booking: Booking }[] = [];
  const failed: { request: QueuedRequest; error: unknown }[] = [];
  const outcomes: OutboxOutcomes = {
    onSent: (request, booking) => sent.push({ request, booking }),
    onFailed: (request, error) => failed.push({ request, error }),
  };
  return { sent, failed, outcomes };
}

const clients: QueryClient[] = [];

function newClient(server: FakeServer, outcomes: OutboxOutcomes): QueryClient {
  const client = new QueryClient();
  registerOutbox(client, server.senders, outcomes);
  // As QueryClientProvider does: from now on the `online` signal resumes paused mutations.
  client.mount();
  clients.push(client);
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) {
    client.unmount();
    client.getMutationCache().clear();
  }
  onlineManager.setOnline(true);
});

describe("the outbox", () => {
  it("holds requests made offline, then sends them one at a time in queue order, each with its own key", async () => {
    const server = new FakeServer();
    server.book({ id: "booking-old", checkIn: "2027-01-10", checkOut: "2027-01-12" });
    const { sent, failed, outcomes } = fakeOutcomes();
    const client = newClient(server, outcomes);

    onlineManager.setOnline(false);
    const first = bookingRequest("2027-03-01", "2027-03-04");
    const cancel = cancelRequest("booking-old");
    const second = bookingRequest("2027-04-01", "2027-04-03");
    for (const request of [first, cancel, second]) queueRequest(client, request);
    await tick();

    expect(server.calls).toEqual([]);
    const waiting = outboxMutations(client);
    expect(waiting.map((mutation) => mutation.state.variables)).toEqual([first, cancel, second]);
    expect(waiting.map((mutation) => [mutation.state.status, mutation.state.isPaused])).toEqual([
      ["pending", true],
      ["pending", true],
      ["pending", true],
    ]);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(sent).toHaveLength(3));

    expect(server.calls).toEqual([
      { kind: "booking", key: first.idempotencyKey },
      { kind: "cancel", key: cancel.idempotencyKey },
      { kind: "booking", key: second.idempotencyKey },
    ]);
    expect(new Set(server.calls.map((call) => call.key)).size).toBe(3);
    expect(server.maxInFlight).toBe(1);
    expect(sent.map((outcome) => outcome.request)).toEqual([first, cancel, second]);
    expect(sent[1]?.booking.status).toBe("CANCELLED");
    expect(failed).toEqual([]);
    expect(server.cancels).toEqual(["booking-old"]);
    expect(server.bookings.map((booking) => booking.checkIn).sort()).toEqual(["2027-01-10", "2027-03-01", "2027-04-01"]);
    // Sent requests leave the outbox.
    await vi.waitFor(() => expect(client.getMutationCache().getAll()).toEqual([]));
  });

  it("goes at once when online, and still one at a time", async () => {
    const server = new FakeServer();
    const { sent, outcomes } = fakeOutcomes();
    const client = newClient(server, outcomes);
    const first = bookingRequest("2027-05-01", "2027-05-03");
    const second = bookingRequest("2027-05-10", "2027-05-12");
    queueRequest(client, first);
    queueRequest(client, second);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(server.calls.map((call) => call.key)).toEqual([first.idempotencyKey, second.idempotencyKey]);
    expect(server.maxInFlight).toBe(1);
  });

  it("a replay after a lost answer creates one booking: the retry carries the same key", async () => {
    const server = new FakeServer();
    const { sent, failed, outcomes } = fakeOutcomes();
    const client = newClient(server, outcomes);
    server.loseNextAnswer = true;
    const request = bookingRequest("2027-06-01", "2027-06-05");
    const mutation = queueRequest(client, request);

    // The server acted, the answer never came: the request waits, it has not failed.
    await vi.waitFor(() => expect(mutation.state.failureCount).toBe(1));
    expect(isNoConnection(mutation.state.failureReason)).toBe(true);
    expect(mutation.state.status).toBe("pending");
    expect(server.bookings).toHaveLength(1);

    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    expect(server.calls).toEqual([
      { kind: "booking", key: request.idempotencyKey },
      { kind: "booking", key: request.idempotencyKey },
    ]);
    expect(server.bookings).toHaveLength(1);
    expect(sent[0]?.booking.id).toBe(server.bookings[0]?.id);
    expect(failed).toEqual([]);
  });

  it("a lost connection mid-request pauses the request until the app is online again, then the same key goes", async () => {
    const server = new FakeServer();
    const { sent, outcomes } = fakeOutcomes();
    const client = newClient(server, outcomes);
    server.refuseNext = clientError(0, "NETWORK", "network");
    let release = () => {};
    server.gate = new Promise((resolve) => (release = resolve));
    const request = bookingRequest("2027-06-10", "2027-06-12");
    const mutation = queueRequest(client, request);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    // The app learns it is offline while the request is on its way; the request fails, and after the retry delay
    // it pauses instead of trying again.
    onlineManager.setOnline(false);
    server.gate = null;
    release();
    await vi.waitFor(() => expect(mutation.state.isPaused).toBe(true), { timeout: 5_000 });
    expect(server.calls).toHaveLength(1);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(server.calls.map((call) => call.key)).toEqual([request.idempotencyKey, request.idempotencyKey]);
    expect(server.bookings).toHaveLength(1);
  });

  it("dates taken meanwhile: the request fails once, is kept, and the requests after it still go", async () => {
    const server = new FakeServer();
    const { sent, failed, outcomes } = fakeOutcomes();
    const client = newClient(server, outcomes);
    server.book({ id: "booking-old", checkIn: "2027-01-10", checkOut: "2027-01-12" });

    onlineManager.setOnline(false);
    const lost = bookingRequest("2027-07-01", "2027-07-04");
    const cancel = cancelRequest("booking-old");
    const later = bookingRequest("2027-08-01", "2027-08-03");
    for (const request of [lost, cancel, later]) queueRequest(client, request);
    // Another guest books the same nights while this one is offline.
    server.book({ id: "booking-other", checkIn: "2027-07-02", checkOut: "2027-07-05" });

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await tick();

    expect(failed).toHaveLength(1);
    expect(failed[0]?.request).toBe(lost);
    expect(failed[0]?.error).toMatchObject({ status: 409, code: "DATES_UNAVAILABLE" });
    // A 409 is an answer: it is never tried again.
    expect(server.calls.map((call) => call.key)).toEqual([lost.idempotencyKey, cancel.idempotencyKey, later.idempotencyKey]);
    expect(sent.map((outcome) => outcome.request)).toEqual([cancel, later]);

    const kept = outboxMutations(client);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.state).toMatchObject({ status: "error", variables: lost });
    // Dismissing it is the guest's call.
    removeOutboxMutation(client, kept[0]?.mutationId ?? -1);
    expect(outboxMutations(client)).toEqual([]);
  });

  it("a cancel of a booking that changed meanwhile fails with INVALID_TRANSITION and is kept", async () => {
    const server = new FakeServer();
    const { failed, outcomes } = fakeOutcomes();
    const client = newClient(server, outcomes);
    const cancel = cancelRequest("booking-gone");
    queueRequest(client, cancel);
    await vi.waitFor(() => expect(failed).toHaveLength(1));
    expect(failed[0]?.error).toMatchObject({ status: 409, code: "INVALID_TRANSITION" });
    expect(outboxMutations(client).map((mutation) => mutation.state.status)).toEqual(["error"]);
    expect(server.calls).toHaveLength(1);
  });

  it("a server in trouble gets three tries in all, then the failure is shown", async () => {
    vi.useFakeTimers();
    try {
      const server = new FakeServer();
      const { failed, outcomes } = fakeOutcomes();
      const client = newClient(server, outcomes);
      const senders = server.senders;
      let tries = 0;
      senders.sendBooking = () => {
        tries += 1;
        return Promise.reject(new ApiRequestError(503, "SERVICE_UNAVAILABLE", "Service unavailable"));
      };
      queueRequest(client, bookingRequest("2027-09-01", "2027-09-03"));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(tries).toBe(3);
      expect(failed).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("after a reload (dehydrate, JSON, hydrate into a new client) the queue resumes in order with the same keys", async () => {
    const server = new FakeServer();
    server.book({ id: "booking-old", checkIn: "2027-01-10", checkOut: "2027-01-12" });
    const before = fakeOutcomes();
    const oldPage = newClient(server, before.outcomes);

    onlineManager.setOnline(false);
    const booking = bookingRequest("2027-10-01", "2027-10-04");
    const cancel = cancelRequest("booking-old");
    queueRequest(oldPage, booking);
    queueRequest(oldPage, cancel);
    await tick();
    expect(server.calls).toEqual([]);

    // What the persister writes and reads back, through text: nothing but plain data survives.
    const saved = JSON.stringify(
      mapMutations(dehydrate(oldPage, { shouldDehydrateQuery: () => false, shouldDehydrateMutation: isKeptOutboxMutation }), "save"),
    );
    // The page goes away.
    oldPage.unmount();
    oldPage.getMutationCache().clear();

    const after = fakeOutcomes();
    const newPage = new QueryClient();
    registerOutbox(newPage, server.senders, after.outcomes);
    hydrate(newPage, mapMutations(JSON.parse(saved) as ReturnType<typeof dehydrate>, "restore"));
    clients.push(newPage);
    const restored = outboxMutations(newPage);
    expect(restored.map((mutation) => mutation.state.variables)).toEqual([booking, cancel]);
    expect(restored.every((mutation) => mutation.state.isPaused && mutation.state.status === "pending")).toBe(true);

    // main.tsx at start: still offline, nothing goes.
    void newPage.resumePausedMutations();
    await tick();
    expect(server.calls).toEqual([]);

    newPage.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(after.sent).toHaveLength(2));
    expect(server.calls).toEqual([
      { kind: "booking", key: booking.idempotencyKey },
      { kind: "cancel", key: cancel.idempotencyKey },
    ]);
    expect(server.maxInFlight).toBe(1);
    expect(before.sent).toEqual([]);
    expect(server.bookings.filter((item) => item.checkIn === booking.checkIn)).toHaveLength(1);
  });

  it("a request on its way when the page closed is sent again at the next start, under its key, and acts once", async () => {
    const server = new FakeServer();
    const { outcomes } = fakeOutcomes();
    const oldPage = newClient(server, outcomes);
    const request = bookingRequest("2027-11-01", "2027-11-03");
    let release = () => {};
    server.gate = new Promise((resolve) => (release = resolve));
    const mutation = queueRequest(oldPage, request);
    // Saved while the request is on the wire (the server will act on it, the page will not hear back).
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(mutation.state).toMatchObject({ status: "pending", isPaused: false });
    const saved = JSON.stringify(mapMutations(dehydrate(oldPage, { shouldDehydrateMutation: isKeptOutboxMutation }), "save"));
    oldPage.unmount();
    oldPage.getMutationCache().clear();
    server.gate = null;
    release();
    await vi.waitFor(() => expect(server.bookings).toHaveLength(1));

    const after = fakeOutcomes();
    const newPage = newClient(server, after.outcomes);
    hydrate(newPage, mapMutations(JSON.parse(saved) as ReturnType<typeof dehydrate>, "restore"));
    expect(outboxMutations(newPage)[0]?.state).toMatchObject({ status: "pending", isPaused: true });
    await newPage.resumePausedMutations();
    await vi.waitFor(() => expect(after.sent).toHaveLength(1));
    expect(server.calls.map((call) => call.key)).toEqual([request.idempotencyKey, request.idempotencyKey]);
    expect(server.bookings).toHaveLength(1);
  });

  it("discardOutbox removes every request, or only other users' requests, and discarded requests are never sent", async () => {
    const server = new FakeServer();
    const { sent, failed, outcomes } = fakeOutcomes();
    const client = newClient(server, outcomes);
    onlineManager.setOnline(false);
    const mine = bookingRequest("2027-12-01", "2027-12-03", "guest-1");
    const theirs = bookingRequest("2027-12-10", "2027-12-12", "guest-2");
    queueRequest(client, mine);
    queueRequest(client, theirs);
    await tick();

    discardOutbox(client, "guest-1");
    expect(outboxMutations(client).map((mutation) => mutation.state.variables)).toEqual([mine]);

    discardOutbox(client);
    expect(outboxMutations(client)).toEqual([]);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await tick();
    expect(server.calls).toEqual([]);
    expect(sent).toEqual([]);
    expect(failed).toEqual([]);
  });

  it("another try of a failed request reuses its key, so it still cannot act twice", async () => {
    const server = new FakeServer();
    const { sent, failed, outcomes } = fakeOutcomes();
    const client = newClient(server, outcomes);
    server.refuseNext = new ApiRequestError(400, "BAD_REQUEST", "Bad request");
    const request = bookingRequest("2028-01-05", "2028-01-08");
    queueRequest(client, request);
    await vi.waitFor(() => expect(failed).toHaveLength(1));
    const failedMutation = outboxMutations(client)[0];
    expect(failedMutation?.state.status).toBe("error");

    retryOutboxMutation(client, failedMutation?.mutationId ?? -1);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(server.calls.map((call) => call.key)).toEqual([request.idempotencyKey, request.idempotencyKey]);
    expect(sent[0]?.request).toBe(request);
    expect(failed).toHaveLength(1);
    await vi.waitFor(() => expect(outboxMutations(client)).toEqual([]));
  });
});

describe("the replay policy", () => {
  const network = clientError(0, "NETWORK", "network");
  const timeout = clientError(0, "TIMEOUT", "timeout");

  it("never gives up on a missing connection", () => {
    expect(isNoConnection(network)).toBe(true);
    expect(isNoConnection(timeout)).toBe(true);
    expect(shouldRetryReplay(0, network)).toBe(true);
    expect(shouldRetryReplay(100, network)).toBe(true);
    expect(shouldRetryReplay(100, timeout)).toBe(true);
  });

  it("gives a server in trouble three tries in all (TanStack counts the failures before this one)", () => {
    for (const error of [new ApiRequestError(500, "INTERNAL", "x"), new ApiRequestError(503, "SERVICE_UNAVAILABLE", "x"), new ApiRequestError(429, "RATE_LIMITED", "x")]) {
      expect([0, 1, 2].map((count) => shouldRetryReplay(count, error))).toEqual([true, true, false]);
    }
  });

  it("takes any other answer as final", () => {
    for (const error of [
      new ApiRequestError(409, "DATES_UNAVAILABLE", "x"),
      new ApiRequestError(409, "INVALID_TRANSITION", "x"),
      new ApiRequestError(401, "UNAUTHENTICATED", "x"),
      new ApiRequestError(422, "VALIDATION_FAILED", "x"),
      clientError(0, "CANCELED", "canceled"),
      new Error("boom"),
      "not even an error",
    ]) {
      expect(shouldRetryReplay(0, error)).toBe(false);
      expect(isNoConnection(error)).toBe(false);
    }
  });

  it("waits 1 s, 2 s, 4 s ... at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(replayDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
