// For an island that reads data from its first render (the booking page's card), so it brings the data layer along
// rather than loading it when it opens (with-query-client.tsx): inside the app it uses the app's QueryClient, on the
// server the one the page is rendered with (render-page.tsx), and on a rendered page in the browser the page's own
// (app-services.tsx).
import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { use, type ReactNode } from "react";
import { siteQueryClient } from "./app-services.tsx";

export function WithDataLayer({ children }: { children: ReactNode }) {
  const existing = use(QueryClientContext);
  if (existing) return children;
  return <QueryClientProvider client={siteQueryClient()}>{children}</QueryClientProvider>;
}
