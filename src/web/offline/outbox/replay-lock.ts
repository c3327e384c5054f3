// One tab at a time sends the outbox: the replay runs under a browser-wide Web Lock, and reads the stored records
// again once it holds it, so a request another tab has just sent is never sent twice. A tab that closes or crashes
// lets go of the lock, and the next tab in line takes over what it left.
export type ReplayLock = <T>(task: () => Promise<T>) => Promise<T>;

const LOCK_NAME = "villa-outbox-replay";

/** The browser's lock; without the Web Locks API (old browsers, plain http away from localhost) a tab runs alone. */
export function webReplayLock(): ReplayLock {
  const locks = typeof navigator === "undefined" ? undefined : (navigator.locks as LockManager | undefined);
  return (task) => (locks ? locks.request(LOCK_NAME, task) : task());
}
