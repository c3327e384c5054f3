// Root of the route tree: every page renders inside it; the router context carries shared services.
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { RouterContext } from "../router.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
