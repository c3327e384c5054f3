// Frame of every public page: skip link, fixed header, the main landmark (full width: pages lay out their own
// sections) and the footer.
import { Trans } from "@lingui/react/macro";
import { Outlet, useParams } from "@tanstack/react-router";
import { isLanguage } from "../../../domain/languages.ts";
import { SiteFooter } from "./site-footer.tsx";
import { Island } from "../../islands/island.tsx";
import { siteHeaderIsland } from "./site-header.tsx";

export function PublicLayout() {
  const { lang } = useParams({ from: "/$lang" });
  // The $lang guard has already redirected any other value; this only narrows the type.
  const language = isLanguage(lang) ? lang : "en";
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Island of={siteHeaderIsland} props={{ language }} hydrate="load" />
      {/* The header is fixed: the page starts below it (--header-height, styles.css). */}
      <main id="main" tabIndex={-1} className="flex-1 pt-(--header-height) focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter language={language} />
    </div>
  );
}
