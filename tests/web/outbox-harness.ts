// A device for the outbox's unit tests: one store, one network and one session shared by several tabs, a
// BroadcastChannel and a Web Lock that behave like the browser's between them (a tab that closes lets go of its lock
// and hears nothing more), and a booking API that acts once per Idempotency-Key.
import type { Booking } from "../../src/domain/schemas/booking.ts";
import { ApiRequestError, clientError } from "../../src/web/api/errors.ts";
import type { BookingFormDraft } from "../../src/web/shared/booking/draft.ts";
import { memoryOutboxStore } from "../../src/web/offline/outbox/memory-outbox-store.ts";
import { Outbox, type OutboxOutcomes, type OutboxSenders } from "../../src/web/offline/outbox/outbox.ts";
import type { OutboxChannel } from "../../src/web/offline/outbox/outbox-channel.ts";
import type { LegacyOutbox } from "../../src/web/offline/outbox/legacy-outbox.ts";
import type { ReplayLock } from "../../src/web/offline/outbox/replay-lock.ts";
import type { QueuedBooking, QueuedCancel, QueuedRequest } from "../../src/web/offline/outbox/queued-request.ts";

export const VILLA = "villa-1";
const DRAFT: BookingFormDraft = {
  checkIn: "2027-03-01",
  checkOut: "2027-03-04",
  totalGuests: 2,
  arrivalTime: "",
  phone: "+49 151 23456789",
  dateOfBirth: "1985-06-15",
  paymentMethod: "BANK_TRANSFER",
  notes: "Late arrival",
};

let sequence = 0;

export function bookingRequest(checkIn: string, checkOut: string, userId = "guest-1"): QueuedBooking {
  sequence += 1;
  return {
    kind: "booking",
    idempotencyKey: `booking-key-${sequence}`,
    userId,
    queuedAt: 1_000 + sequence,
    villaTitle: "Villa Sunrise",
    checkIn,
    checkOut,
    body: {
      villaId: VILLA,
      checkIn,
      checkOut,
      totalGuests: 2,
      arrivalTime: "",
      phone: DRAFT.phone,
      dateOfBirth: DRAFT.dateOfBirth,
      paymentMethod: "BANK_TRANSFER",
      notes: "Late arrival",
    },
    draft: { ...DRAFT, checkIn, checkOut },
  };
}

export function cancelRequest(bookingId: string, userId = "guest-1"): QueuedCancel {
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

/** The network's round trip: the answer comes in a later task, as a real one does. */
const roundTrip = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeBooking(id: string, checkIn: string, checkOut: string, status: string): Booking {
  return { id, villaId: VILLA, checkIn, checkOut, status } as unknown as Booking;
}

/**
 * The booking API as far as the outbox can tell: it acts once per Idempotency-Key (a repeat gets the first answer),
 * refuses nights already booked and cancels a pending booking; it can lose its next answer after acting, refuse the
 * next call, hold calls until released, and refuse a session.
 */
export class FakeServer {
  readonly calls: { kind: "booking" | "cancel"; key: string; userId: string }[] = [];
  readonly bookings: Booking[] = [];
  private readonly answers = new Map<string, Booking>();
  private inFlight = 0;
  maxInFlight = 0;
  loseNextAnswer = false;
  refuseNext: unknown = null;
  /** While set, calls arrive and then wait for it before the server acts (a slow connection). */
  gate: Promise<void> | null = null;

  book(existing: { id: string; checkIn: string; checkOut: string }): void {
    this.bookings.push(fakeBooking(existing.id, existing.checkIn, existing.checkOut, "PENDING"));
  }

  /** Holds every call until the returned function is called. */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise((resolve) => (release = resolve));
    return () => {
      this.gate = null;
      release();
    };
  }

  readonly senders: OutboxSenders = {
    sendBooking: (request) => this.handle("booking", request, () => this.createBooking(request)),
    sendCancel: (request) => this.handle("cancel", request, () => this.cancel(request)),
  };

  private async handle(kind: "booking" | "cancel", request: QueuedRequest, act: () => Booking): Promise<Booking> {
    this.calls.push({ kind, key: request.idempotencyKey, userId: request.userId });
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await roundTrip();
      if (this.gate) await this.gate;
      if (this.refuseNext) {
        const refusal = this.refuseNext;
        this.refuseNext = null;
        throw refusal;
      }
      const answer = this.answers.get(request.idempotencyKey) ?? act();
      this.answers.set(request.idempotencyKey, answer);
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
    const overlaps = this.bookings.some(
      (booking) => booking.status !== "CANCELLED" && booking.checkIn < checkOut && checkIn < booking.checkOut,
    );
    if (overlaps) throw new ApiRequestError(409, "DATES_UNAVAILABLE", "Selected dates are not available");
    const booking = fakeBooking(`booking-${this.bookings.length + 1}`, checkIn, checkOut, "PENDING");
    this.bookings.push(booking);
    return booking;
  }

  private cancel(request: QueuedCancel): Booking {
    const booking = this.bookings.find((candidate) => candidate.id === request.bookingId);
    if (!booking || booking.status !== "PENDING")
      throw new ApiRequestError(409, "INVALID_TRANSITION", "Booking cannot be cancelled");
    const cancelled = { ...booking, status: "CANCELLED" } as Booking;
    this.bookings.splice(this.bookings.indexOf(booking), 1, cancelled);
    return cancelled;
  }

  createdFor(checkIn: string): Booking[] {
    return this.bookings.filter((booking) => booking.checkIn === checkIn);
  }
}

/** A value several tabs follow (the device's network, the signed-in guest). */
export function shared<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface TabPort {
  closed: boolean;
  deliver: (message: unknown) => void;
}

/** One lock name, FIFO, as navigator.locks.request: a closed tab's held lock and waiting requests go. */
class LockHub {
  private holder: { tab: TabPort; release: () => void } | null = null;
  private readonly waiting: { tab: TabPort; grant: () => void }[] = [];

  lockFor(tab: TabPort): ReplayLock {
    return <T>(task: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        const grant = () => {
          let released = false;
          const release = () => {
            if (released) return;
            released = true;
            this.holder = null;
            this.next();
          };
          this.holder = { tab, release };
          task().then(
            (value) => {
              release();
              resolve(value);
            },
            (error: unknown) => {
              release();
              reject(error);
            },
          );
        };
        this.waiting.push({ tab, grant });
        if (!this.holder) this.next();
      });
  }

  closed(tab: TabPort): void {
    for (let index = this.waiting.length - 1; index >= 0; index--)
      if (this.waiting[index]?.tab === tab) this.waiting.splice(index, 1);
    if (this.holder?.tab === tab) this.holder.release();
  }

  private next(): void {
    const first = this.waiting.shift();
    first?.grant();
  }
}

export interface Tab {
  outbox: Outbox;
  sent: { request: QueuedRequest; booking: Booking }[];
  failed: { request: QueuedRequest; error: unknown }[];
  /** The tab goes away: no more messages, its lock let go (whatever it was doing). */
  close: () => void;
}

/** A browser with one outbox store: tabs share it, the network, the session and the server. */
export class Device {
  readonly store = memoryOutboxStore();
  readonly online = shared(true);
  readonly signedInUserId = shared<string | null>("guest-1");
  readonly server = new FakeServer();
  readonly tabs: Tab[] = [];
  private readonly ports: TabPort[] = [];
  private readonly locks = new LockHub();
  /** Messages posted and not delivered yet, and how many were ever delivered. */
  private readonly inTransit = new Set<Promise<void>>();
  private delivered = 0;
  legacy: LegacyOutbox | undefined;

  private channelFor(port: TabPort): OutboxChannel {
    return {
      post: (message) => {
        if (port.closed) return;
        const copy = structuredClone(message);
        for (const other of this.ports) {
          // Delivered later, to other tabs only, as a BroadcastChannel does.
          if (other === port || other.closed) continue;
          const delivery = new Promise<void>((resolve) =>
            setTimeout(() => {
              if (!other.closed) other.deliver(copy);
              this.delivered += 1;
              resolve();
            }, 0),
          );
          this.inTransit.add(delivery);
          void delivery.then(() => this.inTransit.delete(delivery));
        }
      },
      listen: (listener) => {
        port.deliver = listener;
        return () => {
          port.deliver = () => undefined;
        };
      },
    };
  }

  /** Opens a tab: loads the stored outbox and starts it (as main.tsx does). */
  async open(options: { senders?: OutboxSenders; start?: boolean } = {}): Promise<Tab> {
    const port: TabPort = { closed: false, deliver: () => undefined };
    this.ports.push(port);
    const sent: Tab["sent"] = [];
    const failed: Tab["failed"] = [];
    const outcomes: OutboxOutcomes = {
      onSent: (request, booking) => sent.push({ request, booking }),
      onFailed: (request, error) => failed.push({ request, error }),
    };
    const outbox = new Outbox({
      store: this.store,
      channel: this.channelFor(port),
      lock: this.locks.lockFor(port),
      senders: options.senders ?? this.server.senders,
      outcomes,
      online: this.online,
      signedInUserId: this.signedInUserId,
      ...(this.legacy ? { legacy: this.legacy } : {}),
    });
    const tab: Tab = {
      outbox,
      sent,
      failed,
      close: () => {
        port.closed = true;
        outbox.stop();
        this.locks.closed(port);
      },
    };
    this.tabs.push(tab);
    await outbox.load();
    if (options.start !== false) outbox.start();
    return tab;
  }

  /**
   * Resolves once the whole device is at rest: every tab's outbox idle and no message between tabs still on its way.
   * A retry scheduled for later is not waited for. A held server call keeps this pending: wait for that another way.
   */
  async settled(): Promise<void> {
    for (;;) {
      const deliveredBefore = this.delivered;
      await Promise.all(this.inTransit);
      await Promise.all(this.tabs.map((tab) => tab.outbox.whenIdle()));
      // A message delivered meanwhile may have woken a tab that was already counted idle: look again.
      if (this.inTransit.size === 0 && this.delivered === deliveredBefore) return;
    }
  }

  closeAll(): void {
    for (const tab of this.tabs) tab.close();
  }

  /** The stored records' keys and states. */
  stored(): [string, string][] {
    return [...this.store.values]
      .map(([key, value]): [string, string] => [key, (value as { state?: string }).state ?? "?"])
      .sort(([a], [b]) => (a < b ? -1 : 1));
  }
}
