// One token refresh at a time across every tab of this browser. A refresh token is spent by its first use, so a
// tab that waited while another refreshed must take the tokens that one stored instead of spending the old token
// again (client.ts reads the stored token once it holds the lock).
export const REFRESH_LOCK_NAME = "villa-session-refresh";

/**
 * Runs `task` while holding the browser-wide refresh lock, waiting for another tab's refresh to end first. Without
 * the Web Locks API (an old browser, plain http away from localhost) it runs at once: the server hands a token
 * spent a moment ago its successor again, so two tabs refreshing together still keep the session.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks) return task();
  return locks.request(REFRESH_LOCK_NAME, task);
}
