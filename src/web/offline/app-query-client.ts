// The app's one QueryClient. The outbox is not part of it (it keeps its own records, outbox/app-outbox.ts), so the
// build and the server can make one to render a page without starting anything.
import { QueryClient } from "@tanstack/react-query";

export function createAppQueryClient(): QueryClient {
  return new QueryClient();
}
