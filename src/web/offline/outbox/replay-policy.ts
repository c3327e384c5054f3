// When a queued request tries again. No answer at all (offline, a dropped connection, a timeout) never ends the
// wait: the request pauses while the app is offline and tries again with a growing delay while it only looks
// online. A server in trouble gets a few tries; any other answer is final and is shown to the guest.
import { ApiRequestError } from "../../api/errors.ts";

const SERVER_TROUBLE_TRIES = 3;
const MAX_DELAY_MS = 30_000;

export function isNoConnection(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 0 && (error.code === "NETWORK" || error.code === "TIMEOUT");
}

export function shouldRetryReplay(failureCount: number, error: unknown): boolean {
  if (isNoConnection(error)) return true;
  // `failureCount` counts the failures before this one, so this one is try number failureCount + 1.
  if (error instanceof ApiRequestError && (error.status >= 500 || error.status === 429)) return failureCount + 1 < SERVER_TROUBLE_TRIES;
  return false;
}

/** 1 s, 2 s, 4 s ... at most 30 s. TanStack passes the failures before this one: 0 before the first retry. */
export function replayDelay(failureCount: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, failureCount), MAX_DELAY_MS);
}
