// The outbox with several tabs open on one device: each queued request is a record of its own, so no tab's write
// erases another's; every tab hears of every change; one tab at a time sends, so each request reaches the server once
// however many tabs come online together; and a tab that closes mid-way leaves its request to the next one.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Booking } from "../../src/domain/schemas/booking.ts";
import { ApiRequestError } from "../../src/web/api/errors.ts";
import type { OutboxSenders } from "../../src/web/offline/outbox/outbox.ts";
import { readOutboxMessage } from "../../src/web/offline/outbox/outbox-channel.ts";
import { plainError } from "../../src/web/offline/persisted-errors.ts";
import { bookingRequest, cancelRequest, Device } from "./outbox-harness.ts";

const devices: Device[] = [];

function device(): Device {
  const made = new Device();
  devices.push(made);
  return made;
}

afterEach(() => {
  for (const made of devices.splice(0)) made.closeAll();
});

const keysSent = (phone: Device) => phone.server.calls.map((call) => call.key);

describe("the outbox across tabs", () => {
  it("two tabs queuing offline lose nothing: the booking of the tab that closed is sent by the other", async () => {
    const phone = device();
    phone.server.book({ id: "booking-old", checkIn: "2027-01-10", checkOut: "2027-01-12" });
    const older = await phone.open();
    const newer = await phone.open();
    phone.online.set(false);

    const booking = bookingRequest("2027-03-01", "2027-03-04");
    const cancel = cancelRequest("booking-old");
    newer.outbox.queue(booking);
    older.outbox.queue(cancel);
    await vi.waitFor(() => expect(phone.store.values.size).toBe(2));
    // Each tab lists both.
    await vi.waitFor(() =>
      expect(older.outbox.snapshot.records.map((record) => record.request.idempotencyKey)).toEqual([
        booking.idempotencyKey,
        cancel.idempotencyKey,
      ]),
    );
    await vi.waitFor(() => expect(newer.outbox.snapshot.records).toHaveLength(2));

    newer.close();
    phone.online.set(true);
    await vi.waitFor(() => expect(older.sent).toHaveLength(2));
    expect(keysSent(phone)).toEqual([booking.idempotencyKey, cancel.idempotencyKey]);
    expect(phone.server.createdFor("2027-03-01")).toHaveLength(1);
    expect(phone.store.values.size).toBe(0);
  });

  it("tabs coming online together send each request exactly once, one at a time, and all of them hear it", async () => {
    const phone = device();
    const tabs = [await phone.open(), await phone.open(), await phone.open()];
    phone.online.set(false);
    const requests = [
      bookingRequest("2027-04-01", "2027-04-03"),
      bookingRequest("2027-04-10", "2027-04-12"),
      bookingRequest("2027-04-20", "2027-04-22"),
    ];
    requests.forEach((request, index) => tabs[index]?.outbox.queue(request));
    await vi.waitFor(() => expect(phone.store.values.size).toBe(3));

    phone.online.set(true);
    for (const tab of tabs)
      await vi.waitFor(() =>
        expect(tab.sent.map((outcome) => outcome.request.idempotencyKey).sort()).toEqual(
          requests.map((request) => request.idempotencyKey).sort(),
        ),
      );
    await phone.settled();
    expect(keysSent(phone)).toEqual(requests.map((request) => request.idempotencyKey));
    expect(phone.server.maxInFlight).toBe(1);
    expect(phone.server.bookings).toHaveLength(3);
    for (const tab of tabs) expect(tab.outbox.snapshot.records).toEqual([]);
  });

  it("a tab closed while its request is on the wire: the next tab sends it again under the same key, one booking", async () => {
    const phone = device();
    // The request reaches the server, which acts; the tab is gone before the answer.
    const dying: OutboxSenders = {
      sendBooking: (request) => {
        void phone.server.senders.sendBooking(request);
        return new Promise<Booking>(() => undefined);
      },
      sendCancel: () => new Promise<Booking>(() => undefined),
    };
    const closing = await phone.open({ senders: dying });
    const staying = await phone.open();
    const request = bookingRequest("2027-05-01", "2027-05-05");
    closing.outbox.queue(request);
    await vi.waitFor(() => expect(phone.server.bookings).toHaveLength(1));
    // The other tab shows it on its way.
    await vi.waitFor(() => expect(staying.outbox.snapshot.sending.has(request.idempotencyKey)).toBe(true));

    closing.close();
    await vi.waitFor(() => expect(staying.sent).toHaveLength(1));
    expect(keysSent(phone)).toEqual([request.idempotencyKey, request.idempotencyKey]);
    expect(phone.server.bookings).toHaveLength(1);
    expect(staying.sent[0]?.booking.id).toBe(phone.server.bookings[0]?.id);
    expect(staying.outbox.snapshot.sending.size).toBe(0);
    expect(phone.store.values.size).toBe(0);
  });

  it("a page follows a request another tab sends, through to sent, with the server's booking", async () => {
    const phone = device();
    const sender = await phone.open();
    const follower = await phone.open({ start: false });
    const release = phone.server.hold();
    const request = bookingRequest("2027-06-01", "2027-06-03");
    sender.outbox.queue(request);
    await vi.waitFor(() => expect(follower.outbox.snapshot.sending.has(request.idempotencyKey)).toBe(true));
    expect(follower.outbox.snapshot.records.map((record) => record.request.idempotencyKey)).toEqual([
      request.idempotencyKey,
    ]);
    release();
    await vi.waitFor(() =>
      expect(follower.outbox.snapshot.sent.get(request.idempotencyKey)?.booking.checkIn).toBe("2027-06-01"),
    );
    await vi.waitFor(() => expect(follower.outbox.snapshot.records).toEqual([]));
    expect(follower.outbox.snapshot.sending.size).toBe(0);
  });

  it("a failure recorded after another tab discarded the request does not bring it back", async () => {
    const phone = device();
    const sender = await phone.open();
    const other = await phone.open({ start: false });
    phone.server.book({ id: "taken", checkIn: "2027-07-01", checkOut: "2027-07-05" });
    const release = phone.server.hold();
    const request = bookingRequest("2027-07-02", "2027-07-04");
    sender.outbox.queue(request);
    await vi.waitFor(() => expect(phone.server.calls).toHaveLength(1));
    await vi.waitFor(() => expect(other.outbox.snapshot.records).toHaveLength(1));
    // Sign-out in the other tab while the request is on its way.
    await other.outbox.discard("guest-1");
    release();
    await vi.waitFor(() => expect(sender.outbox.snapshot.sending.size).toBe(0));
    await phone.settled();
    expect(phone.store.values.size).toBe(0);
    expect(sender.failed).toEqual([]);
  });

  it("a retry scheduled in one tab is honoured by the others: no tab hammers a server that does not answer", async () => {
    const phone = device();
    let tries = 0;
    const refusing: OutboxSenders = {
      sendBooking: () => {
        tries += 1;
        return Promise.reject(new ApiRequestError(0, "NETWORK", "Network connection failed"));
      },
      sendCancel: () => Promise.reject(new Error("unused")),
    };
    const first = await phone.open({ senders: refusing });
    await phone.open({ senders: refusing });
    first.outbox.queue(bookingRequest("2027-08-01", "2027-08-03"));
    await vi.waitFor(() => expect([...phone.store.values.values()][0]).toMatchObject({ misses: 1 }));
    await phone.settled();
    // The second tab took the lock after the first and found the next try not yet due.
    expect(tries).toBe(1);
  });
});

describe("a message from another tab", () => {
  const request = bookingRequest("2027-09-01", "2027-09-03");

  it("is taken as this version understands it", () => {
    expect(readOutboxMessage({ type: "sending", key: "k", on: true })).toEqual({ type: "sending", key: "k", on: true });
    const failure = plainError(new ApiRequestError(409, "DATES_UNAVAILABLE", "taken"));
    expect(readOutboxMessage({ type: "settled", request, outcome: { kind: "failed", error: failure } })).toEqual({
      type: "settled",
      request,
      outcome: { kind: "failed", error: failure },
    });
  });

  it("that is not understood (another version's, or malformed) only says that something changed", () => {
    for (const value of [
      null,
      "changed",
      { type: "sending", key: 7, on: true },
      { type: "settled", request: { kind: "booking" }, outcome: { kind: "sent", booking: {} } },
      { type: "settled", request, outcome: { kind: "failed", error: { kind: "api-error" } } },
      { type: "settled", request, outcome: { kind: "refunded" } },
      { type: "purge-everything" },
    ]) {
      expect(readOutboxMessage(value)).toEqual({ type: "changed" });
    }
  });
});
