// What one tab tells the others about the outbox, over a BroadcastChannel: that the stored records changed (read
// them again), that it is sending a request now, and how a request ended (so every open page can say so and follow
// it). Messages come from pages of this site only, but possibly from another version of the app: anything not
// understood is taken as "changed".
import { isPlainApiError, type PlainApiError } from "../persisted-errors.ts";
import { isQueuedRequest, type QueuedRequest } from "./queued-request.ts";

export type SettledOutcome = { kind: "sent"; booking: unknown } | { kind: "failed"; error: PlainApiError };

export type OutboxMessage =
  | { type: "changed" }
  /** `on`: it has started (true) or stopped without an answer (false) sending the request under `key`. */
  | { type: "sending"; key: string; on: boolean }
  | { type: "settled"; request: QueuedRequest; outcome: SettledOutcome };

export interface OutboxChannel {
  post(message: OutboxMessage): void;
  /** Messages from other tabs (never this tab's own). */
  listen(listener: (message: unknown) => void): () => void;
}

const CHANNEL_NAME = "villa-outbox";

function outcomeOf(value: unknown): SettledOutcome | null {
  const outcome = value as { kind?: unknown; booking?: unknown; error?: unknown } | null;
  if (outcome?.kind === "sent" && typeof outcome.booking === "object" && outcome.booking !== null)
    return { kind: "sent", booking: outcome.booking };
  if (outcome?.kind === "failed" && isPlainApiError(outcome.error)) return { kind: "failed", error: outcome.error };
  return null;
}

/** A message from another tab as this version understands it; anything else only says that something changed. */
export function readOutboxMessage(value: unknown): OutboxMessage {
  const data = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  if (data.type === "sending" && typeof data.key === "string" && typeof data.on === "boolean")
    return { type: "sending", key: data.key, on: data.on };
  const outcome = data.type === "settled" ? outcomeOf(data.outcome) : null;
  if (outcome && isQueuedRequest(data.request)) return { type: "settled", request: data.request, outcome };
  return { type: "changed" };
}

/** The browser's channel, opened when the outbox starts (never at import: the build renders pages in Node). */
export function broadcastOutboxChannel(): OutboxChannel {
  if (typeof BroadcastChannel === "undefined") return { post: () => undefined, listen: () => () => undefined };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const onMessage = (event: MessageEvent) => listener(event.data);
      channel.addEventListener("message", onMessage);
      return () => channel.removeEventListener("message", onMessage);
    },
  };
}
