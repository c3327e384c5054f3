// `/{lang}/admin/villas/{villaId}`: one villa in the back office (SPEC 2 "Admin villas", detail). `?tab=bookings`
// opens the Bookings tab; anything else opens Villa Details.
import { createFileRoute } from "@tanstack/react-router";
import { VillaDetailPage } from "../../../../../features/admin/villas/detail/villa-detail-page.tsx";
import {
  detailTabSearch,
  parseDetailTab,
  type VillaDetailTab,
} from "../../../../../features/admin/villas/villa-search-params.ts";

export interface VillaDetailSearch {
  tab?: VillaDetailTab;
}

export const Route = createFileRoute("/$lang/admin/villas/$villaId/")({
  validateSearch: (search: Record<string, unknown>): VillaDetailSearch => {
    const tab = parseDetailTab(search.tab);
    return tab === undefined ? {} : detailTabSearch(tab);
  },
  component: VillaDetailRoute,
});

function VillaDetailRoute() {
  const { villaId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VillaDetailPage
      villaId={villaId}
      tab={tab ?? "details"}
      // Switching tabs replaces the history entry: Back leaves the villa instead of stepping through tabs.
      onTabChange={(next) => void navigate({ search: detailTabSearch(next), replace: true })}
    />
  );
}
