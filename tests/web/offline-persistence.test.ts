// The saved outbox (DESIGN 5): what is written for the queued requests and what comes back at the next
// start. IndexedDB keeps values by structured clone, which keeps no ApiRequestError; the store here goes through
// JSON, which keeps even less, so whatever survives it survives IndexedDB too.
import type { PersistedClient } from "@tanstack/query-persist-client-core";
import { onlineManager, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Booking } from "../../src/domain/schemas/booking.ts";
import { ApiRequestError } from "../../src/web/api/errors.ts";
import { outboxMutations, queueRequest, registerOutbox, type OutboxOutcomes, type OutboxSenders } from "../../src/web/offline/outbox/outbox.ts";
import type { QueuedBooking, QueuedCancel } from "../../src/web/offline/outbox/outbox-mutations.ts";
import { replayFailureKind } from "../../src/web/offline/outbox/replay-failure.ts";
import { errorFromPlain, isPlainApiError, plainError } from "../../src/web/offline/persisted-errors.ts";
import { mappedPersister, mapMutations, restoreOutbox, saveOutbox, type PersistedStore } from "../../src/web/offline/query-persistence.ts";

const booking: QueuedBooking = {
  kind: "booking",
  idempotencyKey: "key-booking",
  userId: "guest-1",
  queuedAt: 1_700_000_000_000,
  villaTitle: "Villa Sunrise",
  checkIn: "2027-03-01",
  checkOut: "2027-03-04",
  body: {
    villaId: "villa-1",
    checkIn: "2027-03-01",
    checkOut: "2027-03-04",
    totalGuests: 3,
    phone: "+49 151 23456789",
    dateOfBirth: "1985-06-15",
    paymentMethod: "PAYMENT_ON_ARRIVAL",
    notes: "Baby cot, please",
  },
  draft: {
    checkIn: "2027-03-01",
    checkOut: "2027-03-04",
    totalGuests: 3,
    phone: "+49 151 23456789",
    dateOfBirth: "1985-06-15",
    paymentMethod: "PAYMENT_ON_ARRIVAL",
    notes: "Baby cot, please ",
  },
};

const cancel: QueuedCancel = {
  kind: "cancel",
  idempotencyKey: "key-cancel",
  userId: "guest-1",
  queuedAt: 1_700_000_000_500,
  villaTitle: "Villa Sunrise",
  checkIn: "2027-01-10",
  checkOut: "2027-01-12",
  bookingId: "booking-7",
  reason: "",
};

/** A store like IndexedDB's, but every value goes through text. */
function textStore(): PersistedStore & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return {
    raw,
    get: (key) => Promise.resolve(raw.has(key) ? (JSON.parse(raw.get(key) ?? "") as PersistedClient) : undefined),
    set: (key, value) => {
      raw.set(key, JSON.stringify(value));
      return Promise.resolve();
    },
    del: (key) => {
      raw.delete(key);
      return Promise.resolve();
    },
  };
}

function recordingSenders(answer: (request: QueuedBooking | QueuedCancel) => Promise<Booking>) {
  const keys: string[] = [];
  const senders: OutboxSenders = {
    sendBooking: (request) => {
      keys.push(request.idempotencyKey);
      return answer(request);
    },
    sendCancel: (request) => {
      keys.push(request.idempotencyKey);
      return answer(request);
    },
  };
  return { keys, senders };
}

const sentBooking = (request: QueuedBooking | QueuedCancel) =>
  Promise.resolve({ id: "booking-new", villaId: "villa-1", checkIn: request.checkIn, checkOut: request.checkOut, status: "PENDING" } as unknown as Booking);

const noOutcomes: OutboxOutcomes = { onSent: () => undefined, onFailed: () => undefined };
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const clients: QueryClient[] = [];

function appClient(senders: OutboxSenders, outcomes: OutboxOutcomes = noOutcomes): QueryClient {
  const client = new QueryClient();
  registerOutbox(client, senders, outcomes);
  clients.push(client);
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) client.getMutationCache().clear();
  onlineManager.setOnline(true);
});

describe("errors on their way to IndexedDB and back", () => {
  it("an ApiRequestError becomes a plain record and comes back whole", () => {
    const error = new ApiRequestError(409, "DATES_UNAVAILABLE", "Selected dates are not available", [{ path: "checkIn", message: "taken" }], "validationFailed");
    const plain = plainError(error);
    expect(plain).toEqual({
      kind: "api-error",
      status: 409,
      code: "DATES_UNAVAILABLE",
      message: "Selected dates are not available",
      errors: [{ path: "checkIn", message: "taken" }],
      messageKey: "validationFailed",
    });
    const back = errorFromPlain(JSON.parse(JSON.stringify(plain)) as typeof plain);
    expect(back).toBeInstanceOf(ApiRequestError);
    expect(back).toMatchObject({ status: 409, code: "DATES_UNAVAILABLE", message: error.message, errors: error.errors, messageKey: "validationFailed" });
  });

  it("any other error keeps its message", () => {
    expect(plainError(new TypeError("Failed to fetch"))).toMatchObject({ kind: "api-error", status: 0, code: "INVALID_RESPONSE", message: "Failed to fetch" });
    expect(plainError("odd")).toMatchObject({ message: "odd" });
    expect(isPlainApiError({ kind: "api-error" })).toBe(true);
    expect(isPlainApiError(new Error("x"))).toBe(false);
    expect(isPlainApiError(null)).toBe(false);
  });
});

describe("mapMutations", () => {
  const state = (mutations: DehydratedState["mutations"]): DehydratedState => ({ queries: [], mutations });
  const mutation = (over: Partial<DehydratedState["mutations"][number]["state"]>): DehydratedState["mutations"][number] => ({
    mutationKey: ["outbox", "booking"],
    scope: { id: "outbox" },
    state: {
      context: undefined,
      data: undefined,
      error: null,
      failureCount: 0,
      failureReason: null,
      isPaused: false,
      status: "pending",
      variables: booking,
      submittedAt: 1,
      ...over,
    },
  });

  it("saves a request on its way as paused: the next start cannot know whether it arrived, so it sends it again", () => {
    const saved = mapMutations(state([mutation({ status: "pending", isPaused: false })]), "save");
    expect(saved.mutations[0]?.state).toMatchObject({ status: "pending", isPaused: true, variables: booking });
  });

  it("keeps a failure's status and code through text", () => {
    const error = new ApiRequestError(409, "DATES_UNAVAILABLE", "Selected dates are not available");
    const saved = JSON.parse(JSON.stringify(mapMutations(state([mutation({ status: "error", error })]), "save"))) as DehydratedState;
    expect(saved.mutations[0]?.state.error).toMatchObject({ kind: "api-error", status: 409, code: "DATES_UNAVAILABLE" });
    expect(saved.mutations[0]?.state.isPaused).toBe(false);
    const restored = mapMutations(saved, "restore");
    const back = restored.mutations[0]?.state.error;
    expect(back).toBeInstanceOf(ApiRequestError);
    expect(replayFailureKind(booking, back)).toBe("dates-taken");
  });

  it("leaves queries and error-free mutations alone", () => {
    const input = state([mutation({ status: "pending", isPaused: true })]);
    const queries = [{ queryKey: ["villas"], queryHash: '["villas"]', state: { data: 1 } }] as unknown as DehydratedState["queries"];
    const saved = mapMutations({ ...input, queries }, "save");
    expect(saved.queries).toBe(queries);
    expect(saved.mutations[0]?.state.error).toBeNull();
  });
});

describe("the saved outbox", () => {
  it("keeps the outbox's waiting and failed requests only: no queries, no other mutations, nothing sent", async () => {
    const { senders } = recordingSenders((request) =>
      request.kind === "cancel" ? Promise.reject(new ApiRequestError(409, "INVALID_TRANSITION", "Booking cannot be cancelled")) : sentBooking(request),
    );
    const client = appClient(senders);
    client.setQueryData(["bookings", "my"], { items: [] });
    // A sent request and a failed one, then one waiting for the connection.
    queueRequest(client, { ...booking, idempotencyKey: "key-sent" });
    queueRequest(client, cancel);
    await vi.waitFor(() => expect(outboxMutations(client).map((item) => item.state.status)).toEqual(["error"]));
    // Some other mutation of the app, not the outbox's.
    await client
      .getMutationCache()
      .build(client, { mutationKey: ["profile"], mutationFn: () => Promise.reject(new Error("no")), gcTime: Number.POSITIVE_INFINITY })
      .execute(undefined)
      .catch(() => undefined);
    onlineManager.setOnline(false);
    queueRequest(client, booking);

    const store = textStore();
    await saveOutbox(client, mappedPersister("outbox", store));
    const saved = JSON.parse(store.raw.get("outbox") ?? "null") as PersistedClient;
    expect(saved.buster).toBe("outbox");
    expect(saved.clientState.queries).toEqual([]);
    expect(saved.clientState.mutations.map((item) => [item.mutationKey, item.state.status, (item.state.variables as { idempotencyKey: string }).idempotencyKey])).toEqual([
      [["outbox", "cancel"], "error", "key-cancel"],
      [["outbox", "booking"], "pending", "key-booking"],
    ]);
    expect(saved.clientState.mutations[0]?.state.error).toMatchObject({ kind: "api-error", status: 409, code: "INVALID_TRANSITION" });
  });

  it("comes back at the next start, however old, with its failures whole, and sends what waits under the same key", async () => {
    const store = textStore();
    const persister = mappedPersister("outbox", store);
    const first = recordingSenders(() => Promise.reject(new ApiRequestError(409, "DATES_UNAVAILABLE", "Selected dates are not available")));
    const before = appClient(first.senders);
    queueRequest(before, booking);
    await vi.waitFor(() => expect(outboxMutations(before)[0]?.state.status).toBe("error"));
    onlineManager.setOnline(false);
    queueRequest(before, cancel);
    await tick();
    await saveOutbox(before, persister);
    before.getMutationCache().clear();

    // A month later.
    const saved = JSON.parse(store.raw.get("outbox") ?? "null") as PersistedClient;
    store.raw.set("outbox", JSON.stringify({ ...saved, timestamp: saved.timestamp - 30 * 24 * 60 * 60 * 1000 }));

    const second = recordingSenders(sentBooking);
    const sent: string[] = [];
    const after = appClient(second.senders, {
      onSent: (request) => {
        sent.push(request.idempotencyKey);
      },
      onFailed: () => undefined,
    });
    await restoreOutbox(after, persister);
    const restored = outboxMutations(after);
    expect(restored.map((item) => [item.state.status, item.state.variables?.idempotencyKey])).toEqual([
      ["error", "key-booking"],
      ["pending", "key-cancel"],
    ]);
    const failure = restored[0]?.state.error;
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(replayFailureKind(booking, failure)).toBe("dates-taken");
    // The draft to give back travels with the request.
    expect(restored[0]?.state.variables).toEqual(booking);

    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await vi.waitFor(() => expect(sent).toEqual(["key-cancel"]));
    // The failed one is not sent again by itself: it waits for the guest (dismiss, or choose other dates).
    expect(second.keys).toEqual(["key-cancel"]);
    expect(first.keys).toEqual(["key-booking"]);
  });

  it("a record of another kind is dropped instead of restored", async () => {
    const store = textStore();
    store.raw.set("outbox", JSON.stringify({ buster: "something-else", timestamp: Date.now(), clientState: { queries: [], mutations: [] } }));
    const client = appClient(recordingSenders(sentBooking).senders);
    await restoreOutbox(client, mappedPersister("outbox", store));
    expect(store.raw.has("outbox")).toBe(false);
  });

  it("a failure that is not an API error still comes back as one, with its message", async () => {
    const store = textStore();
    const client = appClient(recordingSenders(() => Promise.reject(new TypeError("No mutationFn found"))).senders);
    queueRequest(client, booking);
    await vi.waitFor(() => expect(outboxMutations(client)[0]?.state.status).toBe("error"));
    await saveOutbox(client, mappedPersister("outbox", store));

    const after = appClient(recordingSenders(sentBooking).senders);
    await restoreOutbox(after, mappedPersister("outbox", store));
    const error = outboxMutations(after)[0]?.state.error;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: "No mutationFn found" });
    expect(replayFailureKind(booking, error)).toBe("other");
  });
});
