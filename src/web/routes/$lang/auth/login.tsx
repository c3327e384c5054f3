// `/{lang}/auth/login`: the older address of the sign-in page (SPEC 2), kept working with its query string.
import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/auth/login")({
  beforeLoad: ({ params, location }) => {
    throw redirect({ href: `/${params.lang}/signin${location.searchStr}`, replace: true });
  },
});
