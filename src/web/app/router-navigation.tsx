// The app's navigation (navigation.tsx): TanStack Router's links and navigate, so moving between pages never reloads
// the app and a link's code is preloaded when the visitor shows intent.
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { useMemo, type ReactNode } from "react";
import {
  NavigationContext,
  searchString,
  type Navigation,
  type PageLocation,
  type SiteLinkProps,
} from "../islands/navigation.tsx";

function RouterLink({ to, search, hash, exact = false, ...anchor }: SiteLinkProps) {
  return (
    <Link
      to={to}
      search={search === "keep" ? true : (search ?? {})}
      {...(hash === undefined ? {} : { hash })}
      activeOptions={{ exact }}
      {...anchor}
    />
  );
}

export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, searchStr, hash } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(() => {
    const location: PageLocation = { pathname, search: searchStr, hash };
    return {
      location,
      Link: RouterLink,
      navigate: (href, options) => void navigate({ href, replace: options?.replace ?? false }),
      replaceSearch: (search) => void navigate({ to: ".", search, replace: true, resetScroll: false }),
      // As an address rather than a search object: the router would quote a value that reads as JSON ("2" as "%222%22").
      pushSearch: (search) => void navigate({ href: pathname + searchString(search, location) }),
    };
  }, [pathname, searchStr, hash, navigate]);
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
