// How the outbox is kept (DESIGN 5): one record per request under its Idempotency-Key, in a format this version
// names. A record of any other format or shape (a later version's, or damaged) is kept aside: never replayed, never
// deleted, reported. The single value earlier versions kept (TanStack's paused mutations) is moved over once.
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../src/web/api/errors.ts";
import { convertLegacyOutbox, migrateLegacyOutbox } from "../../src/web/offline/outbox/legacy-outbox.ts";
import { memoryOutboxStore } from "../../src/web/offline/outbox/memory-outbox-store.ts";
import { newRecord, OUTBOX_FORMAT, readStoredEntry } from "../../src/web/offline/outbox/outbox-record.ts";
import { plainError } from "../../src/web/offline/persisted-errors.ts";
import { bookingRequest, cancelRequest, Device } from "./outbox-harness.ts";

describe("a stored record", () => {
  const request = bookingRequest("2027-03-01", "2027-03-04");
  const key = request.idempotencyKey;

  it("of this format and shape is read back as a request to send", () => {
    const stored = structuredClone(newRecord(request));
    expect(stored.format).toBe(OUTBOX_FORMAT);
    expect(readStoredEntry(key, stored)).toEqual({ kind: "record", key, record: stored });
  });

  it("of another format, or damaged, or under another key, is kept aside", () => {
    const good = newRecord(request);
    for (const value of [
      { ...good, format: 2 },
      { ...good, format: "1" },
      { ...good, request: { ...request, kind: "refund" } },
      { ...good, request: { ...request, checkIn: "tomorrow" } },
      { ...good, state: "sending" },
      { ...good, misses: -1 },
      { ...good, error: "boom" },
      "a string",
      null,
    ]) {
      expect(readStoredEntry(key, value).kind).toBe("set-aside");
    }
    expect(readStoredEntry("another-key", good).kind).toBe("set-aside");
    expect(readStoredEntry(key, { ...good, format: 2 })).toMatchObject({ format: 2 });
  });
});

describe("records another version wrote", () => {
  it("are kept, reported and never sent; this version's go around them", async () => {
    const phone = new Device();
    const later = bookingRequest("2027-04-01", "2027-04-03");
    const unknown = { format: 2, request: later, state: "waiting", priority: "high" };
    await phone.store.add(later.idempotencyKey, unknown);
    const mine = bookingRequest("2027-04-10", "2027-04-12");
    await phone.store.add(mine.idempotencyKey, newRecord(mine));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const tab = await phone.open();
      expect(tab.outbox.snapshot.setAside).toBe(1);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("another version of the app"));
      await vi.waitFor(() => expect(tab.sent).toHaveLength(1));
      await tab.outbox.discard("guest-1");
      await phone.settled();
      expect(phone.server.calls.map((call) => call.key)).toEqual([mine.idempotencyKey]);
      expect(phone.store.values.get(later.idempotencyKey)).toEqual(unknown);
      expect(tab.outbox.snapshot.records).toEqual([]);
    } finally {
      warn.mockRestore();
      phone.closeAll();
    }
  });
});

/** The value earlier versions saved: TanStack's dehydrated client with the outbox's mutations. */
function legacyValue(mutations: unknown[]) {
  return { buster: "outbox", timestamp: 1, clientState: { queries: [], mutations } };
}

const legacyMutation = (status: string, variables: unknown, error: unknown = null) => ({
  mutationKey: ["outbox", "booking"],
  scope: { id: "outbox" },
  state: {
    status,
    variables,
    error,
    isPaused: true,
    failureCount: 0,
    failureReason: null,
    submittedAt: 1,
    data: undefined,
    context: undefined,
  },
});

describe("the outbox of earlier versions", () => {
  const waiting = bookingRequest("2027-05-01", "2027-05-03");
  const failed = cancelRequest("booking-9");
  const taken = plainError(new ApiRequestError(409, "INVALID_TRANSITION", "Booking cannot be cancelled"));

  it("becomes one record per request: waiting ones to send, failures with their answer", () => {
    const { records, unreadable } = convertLegacyOutbox(
      legacyValue([
        legacyMutation("pending", waiting),
        legacyMutation("error", failed, taken),
        legacyMutation("pending", { kind: "booking" }),
      ]),
    );
    expect(records.map((record) => [record.request, record.state, record.error])).toEqual([
      [waiting, "waiting", null],
      [failed, "failed", taken],
    ]);
    expect(unreadable).toHaveLength(1);
  });

  it("is moved over once, under the lock; what cannot be read is kept aside; the old value goes", async () => {
    const phone = new Device();
    let saved: unknown = legacyValue([
      legacyMutation("pending", waiting),
      legacyMutation("error", failed, taken),
      "garbage",
    ]);
    phone.legacy = {
      read: () => Promise.resolve(saved),
      remove: () => {
        saved = undefined;
        return Promise.resolve();
      },
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const [first, second] = await Promise.all([phone.open(), phone.open()]);
      await vi.waitFor(() => expect(first?.sent.map((outcome) => outcome.request)).toEqual([waiting]));
      await vi.waitFor(() => expect(second?.sent.map((outcome) => outcome.request)).toEqual([waiting]));
      expect(saved).toBeUndefined();
      expect(phone.server.calls.map((call) => call.key)).toEqual([waiting.idempotencyKey]);
      const kept = [...phone.store.values.entries()];
      expect(
        kept.map(([key, value]) => [
          key === failed.idempotencyKey ? "failed" : "aside",
          (value as { format: unknown }).format,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ["failed", OUTBOX_FORMAT],
          ["aside", 0],
        ]),
      );
      expect(kept).toHaveLength(2);
      expect(first?.outbox.snapshot.setAside).toBe(1);
    } finally {
      warn.mockRestore();
      phone.closeAll();
    }
  });

  it("nothing saved, nothing moved", async () => {
    const store = memoryOutboxStore();
    const removed: string[] = [];
    const unreadable = await migrateLegacyOutbox(
      { read: () => Promise.resolve(undefined), remove: () => Promise.resolve(void removed.push("x")) },
      store,
    );
    expect(unreadable).toBe(0);
    expect(store.values.size).toBe(0);
    expect(removed).toEqual([]);
  });
});
