// The outbox in one tab (DESIGN 5): queued booking and cancel requests are kept one record each and go out one at a
// time in the order they were made, each with its own Idempotency-Key, so a replay (after a lost answer, after a
// reload) never acts twice; a final failure stays until dismissed and does not hold the rest back; a session that
// ended keeps its requests for the same guest's next sign-in.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, clientError } from "../../src/web/api/errors.ts";
import { isNoConnection, replayDelay, replayVerdict } from "../../src/web/offline/outbox/replay-policy.ts";
import { bookingRequest, cancelRequest, Device } from "./outbox-harness.ts";

const devices: Device[] = [];

function device(): Device {
  const made = new Device();
  devices.push(made);
  return made;
}

afterEach(() => {
  for (const made of devices.splice(0)) made.closeAll();
  vi.useRealTimers();
});

describe("the outbox", () => {
  it("keeps requests made offline one record each, then sends them one at a time in queue order, each once", async () => {
    const phone = device();
    phone.server.book({ id: "booking-old", checkIn: "2027-01-10", checkOut: "2027-01-12" });
    const tab = await phone.open();

    phone.online.set(false);
    const first = bookingRequest("2027-03-01", "2027-03-04");
    const cancel = cancelRequest("booking-old");
    const second = bookingRequest("2027-04-01", "2027-04-03");
    for (const request of [first, cancel, second]) tab.outbox.queue(request);
    await vi.waitFor(() => expect(phone.store.values.size).toBe(3));

    expect(phone.server.calls).toEqual([]);
    expect(phone.stored()).toEqual(
      [
        [first.idempotencyKey, "waiting"],
        [cancel.idempotencyKey, "waiting"],
        [second.idempotencyKey, "waiting"],
      ].sort(),
    );
    expect(tab.outbox.snapshot.records.map((record) => record.request)).toEqual([first, cancel, second]);

    phone.online.set(true);
    await vi.waitFor(() => expect(tab.sent).toHaveLength(3));
    expect(phone.server.calls.map((call) => call.key)).toEqual([
      first.idempotencyKey,
      cancel.idempotencyKey,
      second.idempotencyKey,
    ]);
    expect(phone.server.maxInFlight).toBe(1);
    expect(tab.sent[1]?.booking.status).toBe("CANCELLED");
    expect(tab.failed).toEqual([]);
    // Sent requests leave the device, and the page remembers them as sent.
    await vi.waitFor(() => expect(phone.store.values.size).toBe(0));
    expect(tab.outbox.snapshot.records).toEqual([]);
    expect([...tab.outbox.snapshot.sent.keys()]).toEqual([
      first.idempotencyKey,
      cancel.idempotencyKey,
      second.idempotencyKey,
    ]);
  });

  it("goes at once when online, and still one at a time", async () => {
    const phone = device();
    const tab = await phone.open();
    const first = bookingRequest("2027-05-01", "2027-05-03");
    const second = bookingRequest("2027-05-10", "2027-05-12");
    tab.outbox.queue(first);
    tab.outbox.queue(second);
    await vi.waitFor(() => expect(tab.sent).toHaveLength(2));
    expect(phone.server.calls.map((call) => call.key)).toEqual([first.idempotencyKey, second.idempotencyKey]);
    expect(phone.server.maxInFlight).toBe(1);
  });

  it("a replay after a lost answer creates one booking: the retry carries the same key", async () => {
    const phone = device();
    const tab = await phone.open();
    phone.server.loseNextAnswer = true;
    const request = bookingRequest("2027-06-01", "2027-06-05");
    tab.outbox.queue(request);

    // The server acted, the answer never came: the request waits (a try counted), it has not failed.
    await vi.waitFor(() =>
      expect(phone.store.values.get(request.idempotencyKey)).toMatchObject({ state: "waiting", misses: 1 }),
    );
    expect(phone.server.bookings).toHaveLength(1);

    await vi.waitFor(() => expect(tab.sent).toHaveLength(1), { timeout: 5_000 });
    expect(phone.server.calls.map((call) => call.key)).toEqual([request.idempotencyKey, request.idempotencyKey]);
    expect(phone.server.bookings).toHaveLength(1);
    expect(tab.sent[0]?.booking.id).toBe(phone.server.bookings[0]?.id);
    expect(tab.failed).toEqual([]);
  });

  it("a connection lost mid-request waits for the network, then the same key goes at once", async () => {
    const phone = device();
    const tab = await phone.open();
    phone.server.refuseNext = clientError(0, "NETWORK", "network");
    const release = phone.server.hold();
    const request = bookingRequest("2027-06-10", "2027-06-12");
    tab.outbox.queue(request);
    await vi.waitFor(() => expect(phone.server.calls).toHaveLength(1));
    phone.online.set(false);
    release();
    await vi.waitFor(() =>
      expect(phone.store.values.get(request.idempotencyKey)).toMatchObject({ misses: 1, nextTryAt: 0 }),
    );
    await phone.settled();
    expect(phone.server.calls).toHaveLength(1);

    phone.online.set(true);
    await vi.waitFor(() => expect(tab.sent).toHaveLength(1));
    expect(phone.server.calls.map((call) => call.key)).toEqual([request.idempotencyKey, request.idempotencyKey]);
  });

  it("dates taken meanwhile: the request fails once, is kept as failed, and the requests after it still go", async () => {
    const phone = device();
    phone.server.book({ id: "booking-old", checkIn: "2027-01-10", checkOut: "2027-01-12" });
    const tab = await phone.open();
    phone.online.set(false);
    const lost = bookingRequest("2027-07-01", "2027-07-04");
    const cancel = cancelRequest("booking-old");
    const later = bookingRequest("2027-08-01", "2027-08-03");
    for (const request of [lost, cancel, later]) tab.outbox.queue(request);
    phone.server.book({ id: "booking-other", checkIn: "2027-07-02", checkOut: "2027-07-05" });
    await vi.waitFor(() => expect(phone.store.values.size).toBe(3));

    phone.online.set(true);
    await vi.waitFor(() => expect(tab.sent).toHaveLength(2));
    expect(tab.failed).toHaveLength(1);
    expect(tab.failed[0]?.request).toEqual(lost);
    expect(tab.failed[0]?.error).toMatchObject({ status: 409, code: "DATES_UNAVAILABLE" });
    // A 409 is an answer: never tried again.
    expect(phone.server.calls.map((call) => call.key)).toEqual([
      lost.idempotencyKey,
      cancel.idempotencyKey,
      later.idempotencyKey,
    ]);
    // Kept whole on the device, with the server's answer, until the guest dismisses it.
    expect(phone.stored()).toEqual([[lost.idempotencyKey, "failed"]]);
    expect(phone.store.values.get(lost.idempotencyKey)).toMatchObject({
      error: { kind: "api-error", status: 409, code: "DATES_UNAVAILABLE" },
      request: lost,
    });
    await tab.outbox.dismiss(lost.idempotencyKey);
    expect(phone.store.values.size).toBe(0);
    await vi.waitFor(() => expect(tab.outbox.snapshot.records).toEqual([]));
  });

  it("a server in trouble gets three tries in all, then the failure is shown", async () => {
    vi.useFakeTimers();
    const phone = device();
    let tries = 0;
    const tab = await phone.open({
      senders: {
        ...phone.server.senders,
        sendBooking: () => {
          tries += 1;
          return Promise.reject(new ApiRequestError(503, "SERVICE_UNAVAILABLE", "Service unavailable"));
        },
      },
    });
    tab.outbox.queue(bookingRequest("2027-09-01", "2027-09-03"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toBe(3);
    expect(tab.failed).toHaveLength(1);
    expect(phone.stored().map(([, state]) => state)).toEqual(["failed"]);
  });

  it("a session that ended keeps the request waiting for the same guest, never another", async () => {
    const phone = device();
    const tab = await phone.open();
    // The refresh is refused: the client signs the guest out, then the call fails with 401.
    const senders = phone.server.senders;
    const ended = bookingRequest("2027-10-01", "2027-10-04");
    phone.server.refuseNext = new ApiRequestError(401, "UNAUTHENTICATED", "Session expired - please login again");
    const original = senders.sendBooking;
    senders.sendBooking = (request) => {
      if (phone.server.refuseNext) phone.signedInUserId.set(null);
      return original(request);
    };
    tab.outbox.queue(ended);
    await vi.waitFor(() => expect(phone.server.calls).toHaveLength(1));
    await vi.waitFor(() => expect(phone.signedInUserId.get()).toBeNull());
    await phone.settled();
    // Not failed, not gone: waiting for its guest.
    expect(phone.stored()).toEqual([[ended.idempotencyKey, "waiting"]]);
    expect(tab.failed).toEqual([]);

    phone.signedInUserId.set("guest-2");
    await phone.settled();
    expect(phone.server.calls).toHaveLength(1);

    phone.signedInUserId.set("guest-1");
    await vi.waitFor(() => expect(tab.sent).toHaveLength(1));
    expect(phone.server.calls.map((call) => [call.key, call.userId])).toEqual([
      [ended.idempotencyKey, "guest-1"],
      [ended.idempotencyKey, "guest-1"],
    ]);
  });

  it("discard removes one guest's requests, which are never sent, and leaves the others'", async () => {
    const phone = device();
    const tab = await phone.open();
    phone.online.set(false);
    const mine = bookingRequest("2027-12-01", "2027-12-03", "guest-1");
    const theirs = bookingRequest("2027-12-10", "2027-12-12", "guest-2");
    tab.outbox.queue(mine);
    tab.outbox.queue(theirs);
    await vi.waitFor(() => expect(phone.store.values.size).toBe(2));

    await tab.outbox.discard("guest-1");
    expect(phone.stored()).toEqual([[theirs.idempotencyKey, "waiting"]]);
    phone.online.set(true);
    await phone.settled();
    // guest-2 is not signed in: theirs waits for them.
    expect(phone.server.calls).toEqual([]);
    expect(tab.sent).toEqual([]);
  });

  it("another try of a failed request reuses its key, so it still cannot act twice", async () => {
    const phone = device();
    const tab = await phone.open();
    phone.server.refuseNext = new ApiRequestError(400, "BAD_REQUEST", "Bad request");
    const request = bookingRequest("2028-01-05", "2028-01-08");
    tab.outbox.queue(request);
    await vi.waitFor(() => expect(tab.failed).toHaveLength(1));
    expect(phone.stored()).toEqual([[request.idempotencyKey, "failed"]]);

    await tab.outbox.retry(request.idempotencyKey);
    await vi.waitFor(() => expect(tab.sent).toHaveLength(1));
    expect(phone.server.calls.map((call) => call.key)).toEqual([request.idempotencyKey, request.idempotencyKey]);
    await vi.waitFor(() => expect(phone.store.values.size).toBe(0));
  });

  it("after a reload the stored requests come back in order and go with the same keys", async () => {
    const phone = device();
    phone.server.book({ id: "booking-old", checkIn: "2027-01-10", checkOut: "2027-01-12" });
    phone.online.set(false);
    const before = await phone.open();
    const booking = bookingRequest("2027-10-10", "2027-10-14");
    const cancel = cancelRequest("booking-old");
    before.outbox.queue(booking);
    before.outbox.queue(cancel);
    await vi.waitFor(() => expect(phone.store.values.size).toBe(2));
    before.close();

    const after = await phone.open();
    expect(after.outbox.snapshot.records.map((record) => record.request)).toEqual([booking, cancel]);
    phone.online.set(true);
    await vi.waitFor(() => expect(after.sent).toHaveLength(2));
    expect(phone.server.calls.map((call) => call.key)).toEqual([booking.idempotencyKey, cancel.idempotencyKey]);
    expect(before.sent).toEqual([]);
  });
});

describe("the replay policy", () => {
  const network = clientError(0, "NETWORK", "network");
  const timeout = clientError(0, "TIMEOUT", "timeout");

  it("never gives up on a missing connection", () => {
    expect(isNoConnection(network)).toBe(true);
    expect(isNoConnection(timeout)).toBe(true);
    expect(replayVerdict(network, 100, true)).toBe("no-connection");
    expect(replayVerdict(timeout, 100, true)).toBe("no-connection");
  });

  it("gives a server in trouble three tries in all", () => {
    for (const error of [
      new ApiRequestError(500, "INTERNAL", "x"),
      new ApiRequestError(503, "SERVICE_UNAVAILABLE", "x"),
      new ApiRequestError(429, "RATE_LIMITED", "x"),
    ]) {
      expect([0, 1, 2].map((before) => replayVerdict(error, before, true))).toEqual([
        "try-later",
        "try-later",
        "final",
      ]);
    }
  });

  it("keeps a request whose guest was signed out for their next sign-in", () => {
    const expired = new ApiRequestError(401, "UNAUTHENTICATED", "Session expired");
    expect(replayVerdict(expired, 0, false)).toBe("held-for-sign-in");
    // Still signed in as its guest, a 401 is the server's answer.
    expect(replayVerdict(expired, 0, true)).toBe("final");
  });

  it("takes any other answer as final", () => {
    for (const error of [
      new ApiRequestError(409, "DATES_UNAVAILABLE", "x"),
      new ApiRequestError(409, "INVALID_TRANSITION", "x"),
      new ApiRequestError(422, "VALIDATION_FAILED", "x"),
      clientError(0, "CANCELED", "canceled"),
      new Error("boom"),
      "not even an error",
    ]) {
      expect(replayVerdict(error, 0, true)).toBe("final");
      expect(isNoConnection(error)).toBe(false);
    }
  });

  it("waits 1 s, 2 s, 4 s ... at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(replayDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
