// `/{lang}/admin/villas/{villaId}/edit`: loads the villa as the server holds it now (SPEC 8 toasts "Villa loaded
// successfully!" or "Failed to load villa / Please try again or contact support."), then the edit form.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { isLanguage } from "../../../../../domain/languages.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { useAuth } from "../../../../auth/use-auth.ts";
import { PageMeta } from "../../../../ui/page-meta.tsx";
import { toast } from "../../../../ui/toast/toast-store.ts";
import { localPath } from "../../../../i18n/language-path.ts";
import { AdminErrorPanel } from "../admin-error-panel.tsx";
import { LoadingPanel } from "../loading-panel.tsx";
import { VillaNotFound } from "../villa-not-found.tsx";
import { villaLoadState, type VillaLoadState } from "../villa-load-state.ts";
import { useAdminVilla } from "../villa-queries.ts";
import { villaIdPrefix } from "../villa-status.ts";
import { VillaEditForm } from "./villa-edit-form.tsx";

export function VillaEditPage({ villaId }: { villaId: string }) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const language = isLanguage(lang) ? lang : "en";
  const { user } = useAuth();
  const query = useAdminVilla(villaId, { fresh: true });
  // A copy cached by the detail page may be old: the form waits for the server's answer of this visit.
  const state: VillaLoadState = query.isFetchedAfterMount ? villaLoadState(query, user) : { kind: "loading" };
  useLoadToasts(state.kind);

  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={t`Edit Villa`} description={t`Edit a villa's details, pictures and availability.`} noindex />
      <Link
        to={localPath(language, state.kind === "found" ? `/admin/villas/${villaId}` : "/admin/villas")}
        className="mb-4 inline-flex min-h-11 items-center gap-1 font-medium text-sea-900 hover:underline"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 rtl:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {state.kind === "found" ? <Trans>Back to villa</Trans> : <Trans>All villas</Trans>}
      </Link>
      {state.kind === "missing" ? (
        <VillaNotFound language={language} />
      ) : (
        <>
          <header className="mb-6">
            <h1 className="font-serif text-3xl font-semibold text-slate-900">
              <Trans>Edit Villa</Trans>
            </h1>
            {state.kind === "found" ? (
              <p className="mt-1 break-words text-slate-700">
                {state.villa.title} <span className="font-mono text-sm">· {villaIdPrefix(state.villa.id)}</span>
              </p>
            ) : null}
          </header>
          {state.kind === "loading" ? (
            <LoadingPanel>
              <Trans>Loading villa...</Trans>
            </LoadingPanel>
          ) : state.kind === "failed" ? (
            <AdminErrorPanel
              title={t`Failed to load villa`}
              message={apiErrorText(i18n, state.error, t`Please try again or contact support.`)}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <VillaEditForm key={state.villa.id} villa={state.villa} language={language} />
          )}
        </>
      )}
    </div>
  );
}

/** One toast per outcome of a load: success when the form appears, an error when it cannot. */
function useLoadToasts(kind: VillaLoadState["kind"]) {
  const { t } = useLingui();
  const announced = useRef<VillaLoadState["kind"]>("loading");
  useEffect(() => {
    if (kind === announced.current) return;
    announced.current = kind;
    if (kind === "found") toast.success(t`Villa loaded successfully!`);
    else if (kind === "failed")
      toast.error(t`Failed to load villa`, { description: t`Please try again or contact support.` });
    else if (kind === "missing") toast.error(t`Failed to load villa`, { description: t`Villa not found` });
  }, [kind, t]);
}
