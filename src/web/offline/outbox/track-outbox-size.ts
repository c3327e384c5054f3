// Keeps the outbox's size (outbox-size.ts) up to date from the query client that holds the outbox.
import type { QueryClient } from "@tanstack/react-query";
import { readStoredSession, subscribeToSession } from "../../auth/session-storage.ts";
import { outboxMutations } from "./outbox.ts";
import { outboxSizeKnown, outboxSizeValue } from "./outbox-size.ts";

/** `queryClient`'s saved outbox must already be restored: from then on the size is known. */
export function trackOutboxSize(queryClient: QueryClient): () => void {
  const update = () => {
    const userId = readStoredSession()?.user.id ?? null;
    outboxSizeValue.set(outboxMutations(queryClient).filter((mutation) => mutation.state.variables?.userId === userId).length);
  };
  update();
  outboxSizeKnown();
  const stopMutations = queryClient.getMutationCache().subscribe(update);
  const stopSession = subscribeToSession(update);
  return () => {
    stopMutations();
    stopSession();
  };
}
