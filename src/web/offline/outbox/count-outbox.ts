// How the outbox's size (outbox-size.ts) is counted from the query client that holds the outbox: the signed-in
// guest's requests still to send or failed, counted when asked.
import type { QueryClient } from "@tanstack/react-query";
import { readStoredSession } from "../../auth/session-storage.ts";
import { outboxMutations } from "./outbox.ts";
import { setOutboxCounter } from "./outbox-size.ts";

/** `queryClient`'s saved outbox must already be restored. */
export function countOutboxOf(queryClient: QueryClient): void {
  setOutboxCounter(() => {
    const userId = readStoredSession()?.user.id ?? null;
    return outboxMutations(queryClient).filter((mutation) => mutation.state.variables?.userId === userId).length;
  });
}
