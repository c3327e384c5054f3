// Renders a page component that uses the router itself (its Link, useRouter, useLocation): one catch-all route on a
// memory history at `url` shows it, so its links get real hrefs and the router's location tells where it sent the
// visitor. Everything else as renderComponent: the language's real catalog and a fresh TanStack Query client.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from "@tanstack/react-router";
import { render, screen, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { i18nFor } from "../web/lingui-catalog.ts";

export interface RoutedOptions {
  language?: "en" | "fr" | "ru" | "de";
  /** The page's address, with its query string. */
  url: string;
}

export async function renderRouted(
  page: () => ReactElement,
  { language = "en", url }: RoutedOptions,
): Promise<RenderResult & { user: UserEvent; router: AnyRouter; path: () => string }> {
  const i18n = await i18nFor(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute();
  // Every address shows the page: after it navigates away, the test reads where to from the router.
  const anyPage = createRoute({ getParentRoute: () => rootRoute, path: "$", component: page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyPage]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  const user = userEvent.setup();
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as unknown as AnyRouter} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
  return { ...result, user, router: router as unknown as AnyRouter, path: () => router.state.location.href };
}
