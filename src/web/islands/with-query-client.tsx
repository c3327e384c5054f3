// For the part of an island that reads data (the teaser's date picker): inside the app it uses the app's
// QueryClient; on a prerendered page, which starts without one, it starts the page's own (app-services.tsx), loaded
// only then.
import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { use, type ReactNode } from "react";
import type * as AppServices from "./app-services.tsx";

let appServices: Promise<typeof AppServices> | undefined;

export function WithQueryClient({ children }: { children: ReactNode }) {
  const existing = use(QueryClientContext);
  if (existing) return children;
  // Suspends (the caller's Suspense boundary shows its fallback) until the data layer has loaded.
  appServices ??= import("./app-services.tsx");
  const { siteQueryClient } = use(appServices);
  return <QueryClientProvider client={siteQueryClient()}>{children}</QueryClientProvider>;
}
