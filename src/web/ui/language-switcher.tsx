// Language switcher: the same page in each language, by swapping the path's two-letter prefix (SPEC 2).
import { useLingui } from "@lingui/react/macro";
import { LANGUAGES } from "../../domain/languages.ts";
import { languageOfPath, pathInLanguage } from "../i18n/language-path.ts";
import { SiteLink, usePageLocation } from "../islands/navigation.tsx";

export function LanguageSwitcher() {
  const { t } = useLingui();
  const location = usePageLocation();
  const current = languageOfPath(location.pathname);

  return (
    <nav aria-label={t`Choose language`}>
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((language) => {
          const isCurrent = language.code === current;
          return (
            <li key={language.code}>
              <SiteLink
                to={pathInLanguage(location.pathname, language.code)}
                search="keep"
                hash={location.hash}
                lang={language.code}
                hrefLang={language.code}
                aria-current={isCurrent ? "true" : undefined}
                title={language.nativeName}
                className={
                  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold uppercase tracking-wide " +
                  (isCurrent ? "bg-sea-700 text-white" : "text-sea-900 hover:bg-sea-100")
                }
              >
                <span aria-hidden="true">{language.code}</span>
                <span className="sr-only">{language.nativeName}</span>
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
