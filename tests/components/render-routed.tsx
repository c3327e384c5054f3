// Renders a component of a routed page (one that reads the `$lang` route or uses the router itself: its Link,
// useRouter, useNavigate) the way renderComponent does, inside a memory router at `pathname` (with its query
// string): a `/$lang` route shows the component whatever follows the language, so the app's own route tree is not
// needed, and after the component navigates, `path()` tells where it sent the visitor.
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
import { act, render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { RouterNavigation } from "../../src/web/app/router-navigation.tsx";
import { i18nFor } from "../web/lingui-catalog.ts";
import type { ComponentOptions } from "./render.tsx";

export async function renderRouted(
  page: ReactElement | (() => ReactElement),
  { language = "en", pathname = `/${language}` }: ComponentOptions = {},
): Promise<RenderResult & { user: UserEvent; queryClient: QueryClient; router: AnyRouter; path: () => string }> {
  const i18n = await i18nFor(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  let shown = false;
  const show = () => {
    shown = true;
    return typeof page === "function" ? page() : page;
  };
  const root = createRootRoute();
  // With the app's navigation (routes/__root.tsx) for the links the component makes with SiteLink.
  const pageRoute = createRoute({
    getParentRoute: () => root,
    path: "$lang",
    component: () => <RouterNavigation>{show()}</RouterNavigation>,
  });
  // Any path under the language is the same page (the router would show Not Found for an unknown one).
  const rest = createRoute({ getParentRoute: () => pageRoute, path: "$" });
  const created = createRouter({
    routeTree: root.addChildren([pageRoute.addChildren([rest])]),
    history: createMemoryHistory({ initialEntries: [pathname] }),
  });
  // The app registers its own router type; this one has the one route the component reads.
  const router = created as unknown as AnyRouter;
  await router.load();
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  // The router shows its match a few promise turns after the first render. Waiting on promises, not a timer, so a
  // test that runs a fake clock gets its page too.
  for (let turn = 0; turn < 100 && !shown; turn++) await act(() => Promise.resolve());
  if (!shown) throw new Error("The router did not show the page");
  return { ...result, user, queryClient, router, path: () => router.state.location.href };
}
