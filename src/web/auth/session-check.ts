// The start-up check of a stored session (SPEC 4 "Auth": on start, a stored user and token are checked with
// GET /auth/me). It goes through the one HTTP client, so an expired access token is refreshed on the way.
// Route guards wait for it; the interface learns through `isSessionCheckShown` when it is worth a "Loading...".
import { apiGet, ApiRequestError } from "../api/http.ts";
import { sessionCheckShown } from "./session-check-shown.ts";
import { clearStoredSession, readStoredSession, sessionUserFrom, updateStoredUser } from "./session-storage.ts";

/** SPEC 4: auth changes are debounced 100 ms, so a quick check never flashes "Loading...". */
export const CHECK_SHOWN_AFTER_MS = 100;
// The check runs once, in the background of a page that already works from storage; a server that has not
// answered in 10 s is treated like no answer (the session is kept) instead of holding guarded pages for 30 s.
const CHECK_TIMEOUT_MS = 10_000;

let started = false;
let finished: Promise<void> = Promise.resolve();

const setShown = (next: boolean) => sessionCheckShown.set(next);

/**
 * Whether the server has refused the session itself: 401 (no valid token and no refresh possible, or the
 * refresh was refused) or 403 (ACCOUNT_DEACTIVATED). Any other failure says nothing about the session.
 */
export function sessionRefused(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

async function check(userId: string): Promise<void> {
  // Still the session this check was started for: a sign-out or another sign-in meanwhile is newer news.
  const unchanged = () => readStoredSession()?.user.id === userId;
  try {
    // No retries: an unanswered check changes nothing (below), and the next real call will find out anyway.
    const data = await apiGet<{ user?: unknown }>("/auth/me", { retries: 0, timeoutMs: CHECK_TIMEOUT_MS });
    const user = sessionUserFrom(data?.user);
    if (user && unchanged()) updateStoredUser(user);
  } catch (error) {
    if (sessionRefused(error)) {
      if (unchanged()) clearStoredSession();
      return;
    }
    // No answer (offline, timeout), a 5xx or anything else: the session is KEPT. The app must work offline
    // (DESIGN 1 and 5: guests manage their bookings "even from the villa with bad Wi-Fi", offline requests are
    // queued and sent later, which needs the session); only the server saying "this session is dead"
    // (401/403 above) is a reason to sign the visitor out.
  }
}

/** Starts the check once (main.tsx calls it on start); returns a promise that settles when it is over. */
export function startSessionCheck(): Promise<void> {
  if (started) return finished;
  started = true;
  const session = readStoredSession();
  if (!session) return finished;
  const reveal = setTimeout(() => setShown(true), CHECK_SHOWN_AFTER_MS);
  finished = check(session.user.id).finally(() => {
    clearTimeout(reveal);
    setShown(false);
  });
  return finished;
}

/** Settles when the start-up check is over (at once when there was nothing to check or it never started). */
export function whenSessionChecked(): Promise<void> {
  return finished;
}

export { isSessionCheckShown, subscribeToSessionCheck } from "./session-check-shown.ts";
