// Renders a component of a routed page (one that reads the `$lang` route or renders the router's Links) the way
// renderComponent does, inside a memory router at `pathname`: a `/$lang` route shows the component whatever
// follows the language, so the app's own route tree is not needed.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { i18nFor } from "../web/lingui-catalog.ts";
import type { ComponentOptions } from "./render.tsx";

export async function renderRouted(
  element: ReactElement,
  { language = "en", pathname = `/${language}` }: ComponentOptions = {},
): Promise<RenderResult & { user: UserEvent; queryClient: QueryClient }> {
  const i18n = await i18nFor(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: "$lang", component: () => element });
  // Any path under the language is the same page (the router would show Not Found for an unknown one).
  const rest = createRoute({ getParentRoute: () => page, path: "$" });
  const router = createRouter({
    routeTree: root.addChildren([page.addChildren([rest])]),
    history: createMemoryHistory({ initialEntries: [pathname] }),
  });
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* The app registers its own router type; this one has the one route the component reads. */}
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, user, queryClient };
}
