// The app's one QueryClient, with the outbox's mutation defaults in place before anything saved is restored.
import { QueryClient } from "@tanstack/react-query";
import { registerOutbox } from "./outbox/outbox.ts";
import { outboxOutcomes } from "./outbox/outbox-outcomes.ts";
import { outboxSenders } from "./outbox/outbox-senders.ts";

export function createAppQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  registerOutbox(queryClient, outboxSenders, outboxOutcomes(queryClient));
  return queryClient;
}
