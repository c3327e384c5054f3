// The smallest app built on the libraries DESIGN chooses for the web app: React 19 hydrating a page, TanStack Router
// with one route and a link, TanStack Query with one query, Lingui translating one message. Nothing of ours: its
// size is the floor under any page of ours that hydrates.
import { i18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from "@tanstack/react-router";
import { hydrateRoot } from "react-dom/client";

function Home() {
  const { _ } = useLingui();
  const greeting = useQuery({
    queryKey: ["greeting"],
    queryFn: () => fetch("/greeting").then((response) => response.text()),
  });
  return (
    <main>
      <h1>{_("Welcome")}</h1>
      <p>{greeting.data}</p>
      <Link to="/">{_("Home")}</Link>
    </main>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", component: Home });
const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]) });
i18n.loadAndActivate({ locale: "en", messages: {} });

const container = document.getElementById("app");
if (container) {
  hydrateRoot(
    container,
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}
