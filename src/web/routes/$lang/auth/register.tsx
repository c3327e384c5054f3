// `/{lang}/auth/register`: the older address of the register page (SPEC 2), kept working with its query string.
import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/auth/register")({
  beforeLoad: ({ params, location }) => {
    throw redirect({ href: `/${params.lang}/register${location.searchStr}`, replace: true });
  },
});
