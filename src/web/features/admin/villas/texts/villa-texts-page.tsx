// `/{lang}/admin/villas/{villaId}/texts`: the villa's texts in the four languages and its stay details (DESIGN 7.3
// content), loaded as the server holds them now, then the editor.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { isLanguage } from "../../../../../domain/languages.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { ApiRequestError } from "../../../../api/http.ts";
import { localPath } from "../../../../i18n/language-path.ts";
import { PageMeta } from "../../../../ui/page-meta.tsx";
import { AdminErrorPanel } from "../admin-error-panel.tsx";
import { LoadingPanel } from "../loading-panel.tsx";
import { VillaNotFound } from "../villa-not-found.tsx";
import { useVillaContent } from "./content-queries.ts";
import { VillaTextsForm } from "./villa-texts-form.tsx";

export function VillaTextsPage({ villaId }: { villaId: string }) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const language = isLanguage(lang) ? lang : "en";
  const query = useVillaContent(villaId);
  const missing =
    query.error instanceof ApiRequestError &&
    (query.error.status === 404 || query.error.status === 403 || query.error.code === "VALIDATION_FAILED");

  return (
    <div className="mx-auto max-w-5xl">
      <PageMeta title={t`Villa texts`} description={t`The villa's texts in every language.`} noindex />
      <Link
        to={localPath(language, `/admin/villas/${villaId}`)}
        className="mb-4 inline-flex min-h-11 items-center gap-1 font-medium text-sea-900 hover:underline"
      >
        <Trans>Back to villa</Trans>
      </Link>
      {missing ? (
        <VillaNotFound language={language} />
      ) : (
        <>
          <header className="mb-6">
            <h1 className="font-serif text-3xl font-semibold text-slate-900">
              <Trans>Villa texts</Trans>
            </h1>
            <p className="mt-1 text-slate-700">
              <Trans>
                Write each text in English, then in the other languages. Where a translation is missing, guests read the
                English.
              </Trans>
            </p>
          </header>
          {query.isFetchedAfterMount && query.data ? (
            <VillaTextsForm key={villaId} villaId={villaId} content={query.data} language={language} />
          ) : query.isError ? (
            <AdminErrorPanel
              title={t`Failed to load the villa texts`}
              message={apiErrorText(i18n, query.error, t`Please try again or contact support.`)}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <LoadingPanel>
              <Trans>Loading villa...</Trans>
            </LoadingPanel>
          )}
        </>
      )}
    </div>
  );
}
