// The whole app as one element: the same tree renders in the browser (main.tsx) and at build time for the
// prerendered marketing pages (app/render-page.tsx), which is what lets the browser hydrate that HTML.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";
import { SplashScreen } from "../features/shell/splash/splash-screen.tsx";
import { markAppComplete } from "../islands/app-ready.ts";
import type { AppRouter } from "./router.tsx";

interface AppRootProps {
  queryClient: QueryClient;
  router: AppRouter;
  /**
   * Whether the app shows the splash itself: only on the empty app shell. A page rendered ahead (at build time or
   * by the server) carries the splash in its HTML, outside what hydrates, and runs it from its first script.
   */
  withSplash?: boolean;
}

/** The toasts, the notices and the sign-out question are not in it: the browser mounts them once the page is drawn. */
export function AppRoot({ queryClient, router, withSplash = false }: AppRootProps) {
  // Effects run once the first render (or the hydration of a prerendered page) has been committed.
  useEffect(markAppComplete, []);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          {/* Over the page, not before it: the route renders underneath while the splash runs (SPEC 2). */}
          {withSplash && <SplashScreen />}
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
