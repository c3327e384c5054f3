// `/{lang}/...`: the language guard (SPEC 2) and the layout every public page shares.
import { createFileRoute, Outlet, redirect, useMatch } from "@tanstack/react-router";
import { lazy } from "react";
import { activateLanguage, loadCatalog } from "../../i18n/catalogs.ts";
import { canonicalLanguagePath, languageOfPath } from "../../i18n/language-path.ts";
import { startLanguage } from "../../i18n/preferred-language.ts";

// The public pages' frame (header, footer) is no part of the back office's first load; a public page asks for it as its
// route starts loading, so it comes with the page's own code.
const loadPublicLayout = () => import("../../features/shell/public-layout.tsx");
const PublicLayout = lazy(() => loadPublicLayout().then((module) => ({ default: module.PublicLayout })));
const BACK_OFFICE_PATH = /^\/[a-z]{2}\/admin(?:\/|$)/;

export const Route = createFileRoute("/$lang")({
  beforeLoad: async ({ location, preload }) => {
    const canonical = canonicalLanguagePath(location.pathname, startLanguage());
    if (canonical !== null) {
      const hash = location.hash ? `#${location.hash}` : "";
      throw redirect({ href: canonical + location.searchStr + hash, replace: true });
    }
    const language = languageOfPath(location.pathname) ?? "en";
    if (!BACK_OFFICE_PATH.test(location.pathname)) void loadPublicLayout();
    // Hovering a link to another language preloads its catalog but must not switch the page under the visitor.
    if (preload) await loadCatalog(language, location.pathname);
    else await activateLanguage(language, location.pathname);
    return { language };
  },
  component: LanguageLayout,
});

/** Public pages share the site's header and footer; the back office brings its own frame (admin/route.tsx). */
function LanguageLayout() {
  const inBackOffice = useMatch({ from: "/$lang/admin", shouldThrow: false });
  return inBackOffice ? <Outlet /> : <PublicLayout />;
}
