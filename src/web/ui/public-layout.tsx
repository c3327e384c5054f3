// Frame of every public page: a skip link, the header with the language switcher, and the main landmark.
import { Trans } from "@lingui/react/macro";
import { Link, Outlet, useParams } from "@tanstack/react-router";
import { LanguageSwitcher } from "./language-switcher.tsx";

export function PublicLayout() {
  const { lang } = useParams({ from: "/$lang" });
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <header className="border-b border-sand-200 bg-white/90">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/$lang" params={{ lang }} className="font-serif text-lg font-semibold text-sea-900">
            <Trans>Red Sea Villa</Trans>
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
    </>
  );
}
