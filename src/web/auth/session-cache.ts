// Cached server data belongs to whoever was signed in when it was fetched: when the session ends (Logout, a
// failed refresh, deactivation, a sign-out in another tab) or another user signs in, every cached query goes,
// in memory, in IndexedDB and in the service worker's API cache. Queued requests are the guest's own work: a session
// that merely ended keeps them, and so does another user signing in, who never sees or sends them; they wait for
// their guest's next sign-in (the outbox shows and sends each user's own only).
import type { QueryClient } from "@tanstack/react-query";
import { removePersistedQueries } from "../offline/query-persistence.ts";
import { clearPrivateApiCache } from "../pwa/private-api-cache.ts";
import { readStoredSession, subscribeToSession } from "./session-storage.ts";

export function clearQueriesWhenUserChanges(queryClient: QueryClient): () => void {
  let userId = readStoredSession()?.user.id ?? null;
  return subscribeToSession(() => {
    const next = readStoredSession()?.user.id ?? null;
    if (next === userId) return;
    userId = next;
    queryClient.getQueryCache().clear();
    removePersistedQueries().catch((error: unknown) =>
      console.warn("Could not remove the saved data of the previous session.", error),
    );
    void clearPrivateApiCache();
  });
}
