// `/{lang}/practical-info`: practical information (SPEC 2). `?tab=` selects a category, so each one can be
// linked to; an unknown value falls back to the first category.
import { createFileRoute } from "@tanstack/react-router";
import {
  DEFAULT_PRACTICAL_CATEGORY,
  isPracticalCategoryId,
  type PracticalCategoryId,
} from "../../features/practical-info/category-ids.ts";
import { PracticalInfoPage } from "../../features/practical-info/practical-info-page.tsx";

export interface PracticalInfoSearch {
  tab?: PracticalCategoryId;
}

export const Route = createFileRoute("/$lang/practical-info")({
  validateSearch: (search: Record<string, unknown>): PracticalInfoSearch =>
    isPracticalCategoryId(search.tab) ? { tab: search.tab } : {},
  component: PracticalInfoRoute,
});

function PracticalInfoRoute() {
  const { lang } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PracticalInfoPage
      lang={lang}
      tab={tab ?? DEFAULT_PRACTICAL_CATEGORY}
      // Switching tabs is not a new page: replace the entry and keep the scroll position.
      onTabChange={(next) =>
        void navigate({
          search: next === DEFAULT_PRACTICAL_CATEGORY ? {} : { tab: next },
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}
