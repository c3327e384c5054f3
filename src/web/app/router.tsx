// The app's router: file routes from routes/, shared services passed to every route as context.
import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { AuthLoading } from "../auth/auth-loading.tsx";
import { NotFoundPage } from "../features/errors/not-found-page.tsx";
import { routeTree } from "../routeTree.gen.ts";

export interface RouterContext {
  queryClient: QueryClient;
}

/** `history` is the browser's by default; the build's prerender passes a memory history at the page's path. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
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

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
