// Root of the route tree: every page renders inside it; the router context carries shared services, and links and
// page changes (src/web/navigation/) go through the router.
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { RouterNavigation } from "../navigation/router-navigation.tsx";
import type { RouterContext } from "../router.tsx";

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
