// Cached server data belongs to whoever was signed in when it was fetched: when the session ends (Logout, a
// failed refresh, deactivation, a sign-out in another tab) or another user signs in, every cached query goes.
import type { QueryClient } from "@tanstack/react-query";
import { readStoredSession, subscribeToSession } from "./session-storage.ts";

export function clearQueriesWhenUserChanges(queryClient: QueryClient): () => void {
  let userId = readStoredSession()?.user.id ?? null;
  return subscribeToSession(() => {
    const next = readStoredSession()?.user.id ?? null;
    if (next === userId) return;
    userId = next;
    queryClient.clear();
  });
}
