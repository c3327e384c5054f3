// `/{lang}/admin/villas/{villaId}` (SPEC 2 "Admin villas", detail): the villa's name, place, status and id prefix
// over two tabs, Villa Details and Bookings (n), with Edit. A missing villa shows "Villa not found".
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { isLanguage, type Language } from "../../../../../domain/languages.ts";
import type { Villa } from "../../../../../domain/schemas/villa.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { useAuth } from "../../../../auth/use-auth.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { PageMeta } from "../../../../ui/page-meta.tsx";
import { Tabs, type TabItem } from "../../../../ui/tabs.tsx";
import { localPath } from "../../../../i18n/language-path.ts";
import { AdminErrorPanel } from "../admin-error-panel.tsx";
import { LoadingPanel } from "../loading-panel.tsx";
import { CalendarConflictBanner, VillaCalendarSection } from "../calendar/villa-calendar-section.tsx";
import { VillaNotFound } from "../villa-not-found.tsx";
import { useAdminVilla, useVillaBookings } from "../villa-queries.ts";
import { villaLoadState } from "../villa-load-state.ts";
import type { VillaDetailTab } from "../villa-search-params.ts";
import { VillaDetailHeader } from "./villa-detail-header.tsx";
import { VillaBookingsPanel } from "./villa-bookings-panel.tsx";
import { VillaDetailsPanel } from "./villa-details-panel.tsx";

export interface VillaDetailPageProps {
  villaId: string;
  tab: VillaDetailTab;
  onTabChange: (tab: VillaDetailTab) => void;
}

export function VillaDetailPage({ villaId, tab, onTabChange }: VillaDetailPageProps) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const language = isLanguage(lang) ? lang : "en";
  const { user } = useAuth();
  const query = useAdminVilla(villaId);
  const state = villaLoadState(query, user);

  return (
    <div className="mx-auto max-w-6xl">
      <PageMeta
        title={state.kind === "found" ? state.villa.title : t`Villa`}
        description={t`A villa in the back office.`}
        noindex
      />
      <BackToList language={language} />
      {state.kind === "loading" ? (
        <>
          <h1 className="sr-only">
            <Trans>Villa</Trans>
          </h1>
          <LoadingPanel>
            <Trans>Loading villa...</Trans>
          </LoadingPanel>
        </>
      ) : state.kind === "missing" ? (
        <VillaNotFound language={language} />
      ) : state.kind === "failed" ? (
        <>
          <h1 className="mb-4 font-serif text-3xl font-semibold text-slate-900">
            <Trans>Villa</Trans>
          </h1>
          <AdminErrorPanel
            title={t`Failed to fetch villa details`}
            message={apiErrorText(i18n, state.error, t`Failed to fetch villa details`)}
            onRetry={() => void query.refetch()}
          />
        </>
      ) : (
        <LoadedVilla villa={state.villa} language={language} tab={tab} onTabChange={onTabChange} />
      )}
    </div>
  );
}

function BackToList({ language }: { language: Language }) {
  return (
    <Link
      to={localPath(language, "/admin/villas")}
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
      <Trans>All villas</Trans>
    </Link>
  );
}

function LoadedVilla({
  villa,
  language,
  tab,
  onTabChange,
}: {
  villa: Villa;
  language: Language;
  tab: VillaDetailTab;
  onTabChange: (tab: VillaDetailTab) => void;
}) {
  const { t } = useLingui();
  // Fetched with the villa, not on opening the tab: the tab's label carries the count.
  const bookings = useVillaBookings(villa.id);
  const count = bookings.data?.total;
  const items: TabItem<VillaDetailTab>[] = [
    {
      id: "details",
      label: t`Villa Details`,
      panel: (
        <>
          <VillaDetailsPanel villa={villa} />
          <VillaCalendarSection villaId={villa.id} />
        </>
      ),
    },
    {
      id: "bookings",
      label: count === undefined ? t`Bookings` : t`Bookings (${count})`,
      panel: <VillaBookingsPanel query={bookings} />,
    },
  ];
  return (
    <>
      <VillaDetailHeader
        villa={villa}
        actions={
          <>
            <Link to={localPath(language, `/admin/villas/${villa.id}/edit`)} className={buttonClass({ size: "sm" })}>
              <Trans>Edit Villa</Trans>
            </Link>
            <Link
              to={localPath(language, `/admin/villas/${villa.id}/rates`)}
              className={buttonClass({ size: "sm", variant: "secondary" })}
            >
              <Trans>Rates and rules</Trans>
            </Link>
            <Link
              to={localPath(language, `/admin/villas/${villa.id}/texts`)}
              className={buttonClass({ size: "sm", variant: "secondary" })}
            >
              <Trans>Texts and translations</Trans>
            </Link>
            <Link
              to={localPath(language, `/admin/villas/${villa.id}/calendar`)}
              className={buttonClass({ size: "sm", variant: "secondary" })}
            >
              <Trans>Calendar and prices</Trans>
            </Link>
          </>
        }
      />
      <CalendarConflictBanner villaId={villa.id} />
      <Tabs
        label={t`Villa sections`}
        items={items}
        value={tab}
        onChange={onTabChange}
        className="mt-6"
        listClassName="flex gap-2 overflow-x-auto pb-2 [scrollbar-width:thin]"
        panelClassName="mt-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-sea-600 rounded-2xl"
      />
    </>
  );
}
