// Root of the route tree: every page renders inside it; the router context carries shared services, and links and
// page changes (src/web/islands/navigation.tsx) go through the router.
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { RouterNavigation } from "../app/router-navigation.tsx";
import type { RouterContext } from "../app/router.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
  return (
    <RouterNavigation>
      <Outlet />
    </RouterNavigation>
  );
}
