// The app's one QueryClient. The outbox is not part of it (it keeps its own records, outbox/app-outbox.ts), so the
// build and the server can make one to render a page without starting anything.
import { QueryClient } from "@tanstack/react-query";
import { keepOfflineForUpcomingStays } from "../pwa/keep-offline-for-stays.ts";

export function createAppQueryClient(): QueryClient {
  const client = new QueryClient();
  // Only in a browser with a service worker: the build and the server render with a client that starts nothing.
  keepOfflineForUpcomingStays(client);
  return client;
}
