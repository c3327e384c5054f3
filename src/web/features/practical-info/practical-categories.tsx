// The four practical-info categories as sidebar tabs with their numbered sub-sections (SPEC 2). The chosen tab lives
// in the page's query (`?tab=location`), so a category can be linked to and survives a reload; choosing one replaces
// the query without a new page or history entry.
import { useLingui } from "@lingui/react/macro";
import { usePageLocation, useNavigation } from "../../islands/navigation.tsx";
import { defineIsland } from "../../islands/island.tsx";
import { Tabs } from "../../ui/tabs.tsx";
import { PRACTICAL_CATEGORIES } from "./categories.ts";
import { CategoryPanel } from "./category-panel.tsx";
import { DEFAULT_PRACTICAL_CATEGORY, isPracticalCategoryId, type PracticalCategoryId } from "./category-ids.ts";

/** The tab a query asks for; an unknown value falls back to the first category. */
export function tabOfSearch(search: string): PracticalCategoryId {
  const tab = new URLSearchParams(search).get("tab");
  return isPracticalCategoryId(tab) ? tab : DEFAULT_PRACTICAL_CATEGORY;
}

export function PracticalCategories() {
  const { t, i18n } = useLingui();
  const { replaceSearch } = useNavigation();
  const tab = tabOfSearch(usePageLocation().search);
  return (
    <Tabs
      label={t`Practical information categories`}
      orientation="vertical"
      value={tab}
      onChange={(next: PracticalCategoryId) => replaceSearch(next === DEFAULT_PRACTICAL_CATEGORY ? {} : { tab: next })}
      items={PRACTICAL_CATEGORIES.map((category, index) => ({
        id: category.id,
        label: (
          <>
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-current/10 text-sm tabular-nums"
            >
              {index + 1}
            </span>
            {/* Long names ("Entertainment in Hurghada", other languages) wrap inside the sidebar. */}
            <span className="py-2 whitespace-normal">{i18n._(category.label)}</span>
          </>
        ),
        panel: <CategoryPanel category={category} number={index + 1} />,
      }))}
      className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-12"
      listClassName="grid gap-2 sm:grid-cols-2 lg:sticky lg:top-28 lg:grid-cols-1"
      panelClassName="mt-10 rounded-3xl lg:mt-0"
    />
  );
}

export const practicalCategoriesIsland = defineIsland("practical-categories", PracticalCategories);
