// What a replay does after a failed try. No answer at all (offline, a dropped connection, a timeout) never ends the
// wait: the request waits for the network, and tries again with a growing delay while the app only looks online. A
// server in trouble gets a few tries. A session that ended keeps the request for its owner's next sign-in. Any
// other answer is final and is shown to the guest.
import { ApiRequestError } from "../../api/errors.ts";

const SERVER_TROUBLE_TRIES = 3;
const MAX_DELAY_MS = 30_000;

export type ReplayVerdict = "no-connection" | "try-later" | "held-for-sign-in" | "final";

export function isNoConnection(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && error.status === 0 && (error.code === "NETWORK" || error.code === "TIMEOUT")
  );
}

function isServerTrouble(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status >= 500 || error.status === 429);
}

/**
 * `serverErrorsBefore`: answers of a server in trouble this request already had; `ownerSignedIn`: whether the guest
 * who made the request is the one signed in now (a refused session signs them out before the error arrives here).
 */
export function replayVerdict(error: unknown, serverErrorsBefore: number, ownerSignedIn: boolean): ReplayVerdict {
  if (isNoConnection(error)) return "no-connection";
  if (isServerTrouble(error)) return serverErrorsBefore + 1 < SERVER_TROUBLE_TRIES ? "try-later" : "final";
  if (error instanceof ApiRequestError && error.status === 401 && !ownerSignedIn) return "held-for-sign-in";
  return "final";
}

/** 1 s, 2 s, 4 s ... at most 30 s, after `failuresBefore` failed tries (0 before the first retry). */
export function replayDelay(failuresBefore: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, failuresBefore), MAX_DELAY_MS);
}

/**
 * How long a request waits after a try that got no answer or a server in trouble, counted in all tabs; null: until
 * the network comes back (the device is offline, so trying sooner cannot help).
 */
export function nextTryDelay(
  record: { misses: number },
  verdict: "no-connection" | "try-later",
  lookingOnline: boolean,
): number | null {
  return lookingOnline || verdict === "try-later" ? replayDelay(record.misses) : null;
}
