// `/{lang}/signin`: the sign-in page (SPEC 2). `?redirect=` is where to go afterwards (a path on this site);
// a visitor who is already signed in goes straight there.
import { createFileRoute } from "@tanstack/react-router";
import { isLanguage } from "../../../domain/languages.ts";
import { guardPending } from "../../auth/route-guard.ts";
import { leaveWhenSignedIn, validateAuthSearch } from "../../features/account/auth-form/auth-route.ts";
import { SignInPage } from "../../features/account/sign-in/sign-in-page.tsx";

export const Route = createFileRoute("/$lang/signin")({
  validateSearch: validateAuthSearch,
  beforeLoad: leaveWhenSignedIn,
  // A stored session is checked first (leaveWhenSignedIn waits for it); past 100 ms that shows "Loading...".
  ...guardPending,
  component: SignInRoute,
});

function SignInRoute() {
  const { lang } = Route.useParams();
  const { redirect } = Route.useSearch();
  // Keyed by the page it returns to: a new sign-in link opens a fresh form, with no error left from before.
  return <SignInPage key={redirect ?? ""} language={isLanguage(lang) ? lang : "en"} redirect={redirect} />;
}
