// Page Not Found (SPEC 2): shown for any path no route matches.
import { Trans } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { languageOfPath } from "../../i18n/language-path.ts";

export function NotFoundPage() {
  const router = useRouter();

  function goBack() {
    // A deep link opened in a new tab has nowhere to go back to; the home page is the useful "back" then.
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: "/$lang", params: { lang: languageOfPath(router.state.location.pathname) ?? "en" } });
  }

  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-16 text-center">
      <h1 id="not-found-title" className="font-serif text-3xl font-semibold text-sea-900">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-4 text-slate-700">
        <Trans>The requested resource could not be found</Trans>
      </p>
      <button
        type="button"
        onClick={goBack}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-sea-700 px-5 font-semibold text-white hover:bg-sea-900"
      >
        <Trans>Go Back</Trans>
      </button>
    </section>
  );
}
