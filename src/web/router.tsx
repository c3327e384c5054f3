// The app's router: file routes from routes/, shared services passed to every route as context.
import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { AuthLoading } from "./auth/auth-loading.tsx";
import { NotFoundPage } from "./features/errors/not-found-page.tsx";
import { routeTree } from "./routeTree.gen.ts";

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    defaultPreload: "intent",
    // Route loaders read through TanStack Query, which owns freshness; the router should not cache on top.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    // Shown when a page waits (a guard on the start-up session check) even on the very first load.
    defaultPendingComponent: AuthLoading,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
