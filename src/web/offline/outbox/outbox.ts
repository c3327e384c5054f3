// The outbox (DESIGN 5): booking and cancel requests made without a connection, kept on the device one record each
// (outbox-store.ts) and sent once, oldest first, when the network and the guest's session allow. Every open tab shows
// the same outbox and hears of every change (outbox-channel.ts); one tab at a time sends (replay-lock.ts), reading
// the records again under the lock, so two tabs coming online together send each request once.
import type { Booking } from "../../../domain/schemas/booking.ts";
import { errorFromPlain, plainError } from "../persisted-errors.ts";
import { readOutboxMessage, type OutboxChannel, type SettledOutcome } from "./outbox-channel.ts";
import { byQueueOrder, newRecord, readStoredEntry, type OutboxRecord } from "./outbox-record.ts";
import { emptyView, viewOfStored, viewWith, type OutboxView } from "./outbox-view.ts";
import { isNewerDatabase, type OutboxStore } from "./outbox-store.ts";
import type { QueuedBooking, QueuedCancel, QueuedRequest } from "./queued-request.ts";
import type { LegacyOutbox } from "./legacy-outbox.ts";
import { migrateLegacyOutbox } from "./legacy-outbox.ts";
import type { ReplayLock } from "./replay-lock.ts";
import { nextTryDelay, replayVerdict } from "./replay-policy.ts";

export interface OutboxSenders {
  sendBooking: (request: QueuedBooking) => Promise<Booking>;
  sendCancel: (request: QueuedCancel) => Promise<Booking>;
}

export interface OutboxOutcomes {
  onSent: (request: QueuedRequest, booking: Booking) => void;
  /** A final failure (not a missing connection): the request stays listed until the guest dismisses it. */
  onFailed: (request: QueuedRequest, error: unknown) => void;
}

/** A value that changes and says so: whether the app may use the network, who is signed in. */
interface Followed<T> {
  get: () => T;
  subscribe: (listener: () => void) => () => void;
}

export interface OutboxParts {
  store: OutboxStore;
  channel: OutboxChannel;
  lock: ReplayLock;
  senders: OutboxSenders;
  outcomes: OutboxOutcomes;
  online: Followed<boolean>;
  signedInUserId: Followed<string | null>;
  /** The outbox of earlier versions, moved into the store at load. */
  legacy?: LegacyOutbox;
  now?: () => number;
}

type Step = "next" | "stop";

export class Outbox {
  private view: OutboxView = emptyView;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly stops: (() => void)[] = [];
  private listening = false;
  private started = false;
  private running = false;
  private runAgain = false;
  /** The next run may ignore the wait between tries: the network just came back. */
  private freshNetwork = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readSequence = 0;
  /**
   * Requests queued here whose record is not written yet (shown, not sent: the write may still land after a send),
   * or could not be written at all (sent from this page's memory, as long as it stays open).
   */
  private readonly unwritten = new Map<string, { record: OutboxRecord; writeFailed: boolean }>();
  /** Loads, reads, sends and store writes under way; whenIdle() waits for this to reach zero. */
  private inFlight = 0;
  private readonly idleWaiters: (() => void)[] = [];

  constructor(private readonly parts: OutboxParts) {
    this.now = parts.now ?? Date.now;
  }

  get snapshot(): OutboxView {
    return this.view;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Moves an earlier version's outbox over (under the lock: nobody sends meanwhile), reads the records, and from now on
   * follows what the other tabs say.
   */
  load(): Promise<void> {
    return this.track(this.loadNow());
  }

  /**
   * Resolves once nothing is under way here: no load, read, send or store write, and no run waiting for the lock. A
   * retry scheduled for later does not count (it may be minutes away), nor does a message another tab has not
   * delivered yet.
   */
  async whenIdle(): Promise<void> {
    // A waiter resumes a microtask after the count reached zero: whatever started meanwhile is waited for too.
    while (this.inFlight > 0) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight += 1;
    const done = () => {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    };
    work.then(done, done);
    return work;
  }

  private async loadNow(): Promise<void> {
    const { legacy, lock, store } = this.parts;
    if (!this.listening) {
      this.listening = true;
      this.stops.push(this.parts.channel.listen((message) => this.onMessage(message)));
    }
    if (legacy && (await legacy.read()) !== undefined) {
      await lock(async () => {
        const unreadable = await migrateLegacyOutbox(legacy, store, this.now());
        if (unreadable > 0)
          console.warn(`${unreadable} entries of an older outbox could not be read; they are kept aside.`);
      });
      this.parts.channel.post({ type: "changed" });
    }
    await this.refresh();
  }

  /** Follows the network and the session, and sends what waits. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const { online, signedInUserId } = this.parts;
    let wasOnline = online.get();
    this.stops.push(
      online.subscribe(() => {
        const isOnline = online.get();
        if (isOnline && !wasOnline) this.kick(true);
        wasOnline = isOnline;
      }),
      // The guest who made a request signing in again sends it; anyone else never does.
      signedInUserId.subscribe(() => this.kick()),
    );
    this.kick();
  }

  stop(): void {
    this.started = false;
    this.listening = false;
    for (const stop of this.stops.splice(0)) stop();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Keeps `request` on the device and sends it as soon as it can. */
  queue(request: QueuedRequest): void {
    const key = request.idempotencyKey;
    const record = newRecord(request);
    this.unwritten.set(key, { record, writeFailed: false });
    this.publish(viewWith(this.view, { records: [...this.view.records, record].sort(byQueueOrder) }));
    void this.track(
      this.parts.store.add(key, record).then(
        () => {
          this.unwritten.delete(key);
          this.changed();
        },
        (error: unknown) => {
          console.warn("The request could not be saved on this device; this page still sends it.", error);
          this.unwritten.set(key, { record, writeFailed: true });
          this.kick();
        },
      ),
    );
  }

  /** Forgets a request (a failure the guest has read). */
  dismiss(key: string): Promise<void> {
    return this.track(this.dismissNow(key));
  }

  private async dismissNow(key: string): Promise<void> {
    this.unwritten.delete(key);
    await this.parts.store.update(key, (current) =>
      readStoredEntry(key, current).kind === "record" ? undefined : current,
    );
    this.changed();
  }

  /** A failed request sent once more, under the same Idempotency-Key (so it still cannot act twice). */
  retry(key: string): Promise<void> {
    return this.track(this.retryNow(key));
  }

  private async retryNow(key: string): Promise<void> {
    await this.updateRecord(key, (record) =>
      record.state === "failed"
        ? { ...record, state: "waiting", error: null, misses: 0, serverErrors: 0, nextTryAt: 0 }
        : record,
    );
    this.changed();
  }

  /** Sign-out (after asking): the requests of `userId` go, and are never sent. Others' wait for their owners. */
  discard(userId: string): Promise<void> {
    return this.track(this.discardNow(userId));
  }

  private async discardNow(userId: string): Promise<void> {
    for (const record of this.view.records) {
      if (record.request.userId !== userId) continue;
      const key = record.request.idempotencyKey;
      this.unwritten.delete(key);
      await this.parts.store.update(key, (current) =>
        readStoredEntry(key, current).kind === "record" ? undefined : current,
      );
    }
    this.changed();
  }

  /** Sends what waits, when the network and the session allow; `freshNetwork` ignores the wait between tries. */
  kick(freshNetwork = false): void {
    if (!this.started) return;
    this.freshNetwork ||= freshNetwork;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    if (!this.parts.online.get() || this.parts.signedInUserId.get() === null) return;
    this.running = true;
    const fresh = this.freshNetwork;
    this.freshNetwork = false;
    // Tracked up to the end of the run's follow-up, so that a run kicked from it counts before this one stops counting.
    void this.track(
      this.parts
        .lock(() => this.replay(fresh))
        .catch((error: unknown) => console.warn("The outbox could not be sent.", error))
        .finally(() => {
          this.running = false;
          if (this.runAgain) {
            this.runAgain = false;
            this.kick();
          }
        }),
    );
  }

  /** Reads the stored records into the view; the latest read wins. */
  refresh(): Promise<void> {
    return this.track(this.refreshNow());
  }

  private async refreshNow(): Promise<void> {
    const sequence = ++this.readSequence;
    let stored: Awaited<ReturnType<OutboxStore["readAll"]>>;
    try {
      stored = await this.parts.store.readAll();
    } catch (error) {
      if (!isNewerDatabase(error)) throw error;
      // A newer version of the app changed how the device keeps the outbox: it sends what is kept; this one leaves it.
      if (sequence === this.readSequence) {
        if (!this.view.newerVersion)
          console.warn("The outbox is kept by a newer version of the app: this page leaves it alone.");
        this.publish(
          viewWith(this.view, {
            loaded: true,
            records: [...this.unwritten.values()].map(({ record }) => record),
            newerVersion: true,
          }),
        );
      }
      return;
    }
    if (sequence !== this.readSequence) return;
    const next = viewOfStored(
      this.view,
      stored,
      [...this.unwritten.values()].map(({ record }) => record),
    );
    if (next.setAside > this.view.setAside) {
      console.warn(
        `${next.setAside} queued requests were saved by another version of the app: they are kept, not sent.`,
      );
    }
    this.publish(next);
  }

  private publish(view: OutboxView): void {
    this.view = view;
    for (const listener of this.listeners) listener();
  }

  /** The records changed here: read them again, tell the other tabs, and send what now waits. */
  private changed(): void {
    this.parts.channel.post({ type: "changed" });
    void this.refresh().catch((error: unknown) => console.warn("The outbox could not be read.", error));
    this.kick();
  }

  private setSending(key: string, on: boolean): void {
    const sending = new Set(this.view.sending);
    if (on) sending.add(key);
    else sending.delete(key);
    this.publish(viewWith(this.view, { sending }));
  }

  private onMessage(value: unknown): void {
    const message = readOutboxMessage(value);
    if (message.type === "sending") {
      this.setSending(message.key, message.on);
      // Standing in line for the lock: should that tab close mid-way, this one takes over.
      if (message.on) this.kick();
      return;
    }
    if (message.type === "settled") this.settledElsewhere(message.request, message.outcome);
    void this.refresh().catch((error: unknown) => console.warn("The outbox could not be read.", error));
    this.kick();
  }

  private settledElsewhere(request: QueuedRequest, outcome: SettledOutcome): void {
    this.setSending(request.idempotencyKey, false);
    if (outcome.kind === "sent") {
      this.markSent(request, outcome.booking as Booking);
      this.parts.outcomes.onSent(request, outcome.booking as Booking);
    } else {
      this.parts.outcomes.onFailed(request, errorFromPlain(outcome.error));
    }
  }

  private markSent(request: QueuedRequest, booking: Booking): void {
    const sent = new Map(this.view.sent);
    sent.set(request.idempotencyKey, { request, booking });
    this.publish(viewWith(this.view, { sent }));
  }

  private async updateRecord(
    key: string,
    change: (record: OutboxRecord) => OutboxRecord | undefined,
  ): Promise<boolean> {
    const before = await this.parts.store.update(key, (current) => {
      const entry = readStoredEntry(key, current);
      return entry.kind === "record" ? change(entry.record) : current;
    });
    return before !== undefined;
  }

  private scheduleRetry(delayMs: number): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.kick();
    }, delayMs);
  }

  /** Under the lock: no other tab sends until this returns. */
  private async replay(freshNetwork: boolean): Promise<void> {
    // Nobody else is sending now, whatever a tab that closed mid-way last said.
    if (this.view.sending.size > 0) this.publish(viewWith(this.view, { sending: new Set() }));
    for (;;) {
      const userId = this.parts.signedInUserId.get();
      if (!this.started || !this.parts.online.get() || userId === null) return;
      await this.refresh();
      const next = this.view.records.find(
        (record) =>
          record.state === "waiting" &&
          record.request.userId === userId &&
          this.unwritten.get(record.request.idempotencyKey)?.writeFailed !== false,
      );
      if (!next) return;
      const wait = freshNetwork ? 0 : next.nextTryAt - this.now();
      if (wait > 0) {
        this.scheduleRetry(wait);
        return;
      }
      if ((await this.send(next)) === "stop") return;
    }
  }

  private async send(record: OutboxRecord): Promise<Step> {
    const { request } = record;
    const key = request.idempotencyKey;
    const { channel, senders } = this.parts;
    this.setSending(key, true);
    channel.post({ type: "sending", key, on: true });
    try {
      const booking = await (request.kind === "booking" ? senders.sendBooking(request) : senders.sendCancel(request));
      const wasKept = (await this.parts.store.update(key, () => undefined)) !== undefined || this.unwritten.delete(key);
      this.setSending(key, false);
      // A request discarded (sign-out) while it was on its way went out all the same, but nobody asked to hear of it.
      if (wasKept) {
        this.markSent(request, booking);
        channel.post({ type: "settled", request, outcome: { kind: "sent", booking } });
        this.parts.outcomes.onSent(request, booking);
      } else {
        channel.post({ type: "changed" });
      }
      return "next";
    } catch (error) {
      this.setSending(key, false);
      channel.post({ type: "sending", key, on: false });
      return this.afterFailure(record, error);
    }
  }

  private async afterFailure(record: OutboxRecord, error: unknown): Promise<Step> {
    const { request } = record;
    const key = request.idempotencyKey;
    const ownerSignedIn = this.parts.signedInUserId.get() === request.userId;
    const verdict = replayVerdict(error, record.serverErrors, ownerSignedIn);
    if (verdict === "held-for-sign-in") {
      // Kept as it is: the owner's next sign-in sends it (the notice asks them to).
      this.parts.channel.post({ type: "changed" });
      return "stop";
    }
    if (verdict === "final") {
      const plain = plainError(error);
      const wasKept = await this.updateRecord(key, (current) => ({ ...current, state: "failed", error: plain }));
      this.parts.channel.post(
        wasKept ? { type: "settled", request, outcome: { kind: "failed", error: plain } } : { type: "changed" },
      );
      if (wasKept) this.parts.outcomes.onFailed(request, error);
      return "next";
    }
    // No answer, or a server in trouble: try again later; offline, the network's return sends it.
    const waitMs = nextTryDelay(record, verdict, this.parts.online.get());
    await this.updateRecord(key, (current) => ({
      ...current,
      misses: current.misses + 1,
      serverErrors: current.serverErrors + (verdict === "try-later" ? 1 : 0),
      nextTryAt: waitMs === null ? 0 : this.now() + waitMs,
    }));
    this.parts.channel.post({ type: "changed" });
    if (waitMs !== null) this.scheduleRetry(waitMs);
    return "stop";
  }
}
