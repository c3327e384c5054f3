// `/{lang}/admin/villas` (SPEC 2 "Admin villas", list): every villa for an ADMIN, inactive ones included; a HOST
// sees only their own (DESIGN 4). Cards in a grid (one column on a phone), Refresh, the empty text and the
// error panel "the message or Failed to fetch villas".
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { isLanguage } from "../../../../../domain/languages.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { useAuth } from "../../../../auth/use-auth.ts";
import { PageMeta } from "../../../../ui/page-meta.tsx";
import { Pagination } from "../../../../ui/pagination.tsx";
import { AdminErrorPanel } from "../admin-error-panel.tsx";
import { AdminPageHeader } from "../admin-page-header.tsx";
import { RefreshButton } from "../../layout/refresh-button.tsx";
import { useAdminVillas } from "../villa-queries.ts";
import { VillaCard } from "./villa-card.tsx";
import { NoVillas, VillasLoading } from "./villas-list-states.tsx";

export interface VillasListPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

export function VillasListPage({ page, onPageChange }: VillasListPageProps) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const language = isLanguage(lang) ? lang : "en";
  const { isAdmin } = useAuth();
  const scope = isAdmin ? "all" : "mine";
  const villas = useAdminVillas(scope, page);
  const data = villas.data;
  const failed = villas.isError;
  const total = data?.pagination.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageMeta title={t`Villas`} description={t`Manage the villas, their details, pictures and bookings.`} noindex />
      <AdminPageHeader
        title={isAdmin ? <Trans>Villas</Trans> : <Trans>My Villas</Trans>}
        subtitle={data ? <Plural value={total} one="# villa listed" other="# villas listed" /> : undefined}
        actions={<RefreshButton refreshing={villas.isFetching} onRefresh={() => void villas.refetch()} />}
      />
      {failed ? (
        <AdminErrorPanel
          title={t`Failed to fetch villas`}
          message={apiErrorText(i18n, villas.error, t`Failed to fetch villas`)}
          onRetry={() => void villas.refetch()}
        />
      ) : null}
      {data === undefined ? (
        failed ? null : (
          <VillasLoading />
        )
      ) : data.items.length === 0 ? (
        <NoVillas scope={scope} />
      ) : (
        <>
          <ul className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${villas.isPlaceholderData ? "opacity-60" : ""}`}>
            {data.items.map((villa) => (
              <li key={villa.id} className="flex">
                <VillaCard villa={villa} language={language} />
              </li>
            ))}
          </ul>
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPageChange={onPageChange}
            label={t`Villa pages`}
          />
        </>
      )}
    </div>
  );
}
