// `/{lang}/cookies`: the cookie policy (SPEC 2 legal pages, linked in the footer).
import { createFileRoute } from "@tanstack/react-router";
import { CookiePolicyPage } from "../../features/legal/cookie-policy-page.tsx";

export const Route = createFileRoute("/$lang/cookies")({
  component: CookiePolicyPage,
});
