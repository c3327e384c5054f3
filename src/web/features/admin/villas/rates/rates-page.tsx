// `/{lang}/admin/villas/{villaId}/rates`: the villa's rates and rules (DESIGN 7.1). The villa (its capacity bounds
// the guests included in the price), its pricing and its seasons are loaded, then the pricing form with its live
// example and the seasons list. A host asking for a villa that is not theirs sees "not found", as on the edit page.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { isLanguage } from "../../../../../domain/languages.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { useAuth } from "../../../../auth/use-auth.ts";
import { localPath } from "../../../../i18n/language-path.ts";
import { useVillaPricing, useVillaSeasons } from "../../../../shared/villa/villa-rates.ts";
import { PageMeta } from "../../../../ui/page-meta.tsx";
import { AdminErrorPanel } from "../admin-error-panel.tsx";
import { LoadingPanel } from "../loading-panel.tsx";
import { VillaNotFound } from "../villa-not-found.tsx";
import { villaLoadState } from "../villa-load-state.ts";
import { useAdminVilla } from "../villa-queries.ts";
import { PricingForm } from "./pricing-form.tsx";
import { SeasonsSection } from "./seasons-section.tsx";

export function VillaRatesPage({ villaId }: { villaId: string }) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const language = isLanguage(lang) ? lang : "en";
  const { user } = useAuth();
  const villaQuery = useAdminVilla(villaId);
  const state = villaLoadState(villaQuery, user);
  const pricing = useVillaPricing(villaId);
  const seasons = useVillaSeasons(villaId);
  const failed = [villaQuery, pricing, seasons].find((query) => query.isError);

  return (
    <div className="mx-auto max-w-6xl">
      <PageMeta title={t`Rates and rules`} description={t`The villa's prices, seasons and stay rules.`} noindex />
      <Link
        to={localPath(language, state.kind === "found" ? `/admin/villas/${villaId}` : "/admin/villas")}
        className="mb-4 inline-flex min-h-11 items-center gap-1 font-medium text-sea-900 hover:underline"
      >
        {state.kind === "found" ? <Trans>Back to villa</Trans> : <Trans>All villas</Trans>}
      </Link>
      {state.kind === "missing" ? (
        <VillaNotFound language={language} />
      ) : (
        <>
          <header className="mb-6">
            <h1 className="font-serif text-3xl font-semibold text-slate-900">
              <Trans>Rates and rules</Trans>
            </h1>
            {state.kind === "found" ? <p className="mt-1 break-words text-slate-700">{state.villa.title}</p> : null}
          </header>
          {state.kind === "found" && pricing.data && seasons.data ? (
            <div className="space-y-10">
              <PricingForm
                key={villaId}
                villaId={villaId}
                maxGuests={state.villa.maxGuests}
                pricing={pricing.data}
                seasons={seasons.data}
              />
              <SeasonsSection villaId={villaId} seasons={seasons.data} pricing={pricing.data} />
            </div>
          ) : failed ? (
            <AdminErrorPanel
              title={t`Failed to load the rates`}
              message={apiErrorText(i18n, failed.error, t`Please try again or contact support.`)}
              onRetry={() => {
                for (const query of [villaQuery, pricing, seasons]) if (query.isError) void query.refetch();
              }}
            />
          ) : (
            <LoadingPanel>
              <Trans>Loading rates...</Trans>
            </LoadingPanel>
          )}
        </>
      )}
    </div>
  );
}
