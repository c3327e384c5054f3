// `/{lang}/admin/villas`: the back office's villa list (SPEC 2 "Admin villas"). `?page=` is kept in the address so
// Back and a reload return to the same page of cards.
import { createFileRoute } from "@tanstack/react-router";
import { VillasListPage } from "../../../../features/admin/villas/list/villas-list-page.tsx";
import { parseListPage } from "../../../../features/admin/villas/villa-search-params.ts";

export interface VillasListSearch {
  page?: number;
}

export const Route = createFileRoute("/$lang/admin/villas/")({
  validateSearch: (search: Record<string, unknown>): VillasListSearch => {
    const page = parseListPage(search.page);
    return page === undefined ? {} : { page };
  },
  component: VillasListRoute,
});

function VillasListRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VillasListPage
      page={page ?? 1}
      onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
    />
  );
}
