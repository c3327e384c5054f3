// Islands: the parts of a prerendered page that respond to the visitor (the header's menus, a filter, a form). The
// browser hydrates each on its own (hydrate-islands.tsx), with React and the page's messages but without the app's router
// and data layer, so a marketing page is interactive after a fraction of the app's code; the rest of its HTML stays
// as the build wrote it. Inside the app (a page reached by a link from the booking page, say) an island is simply
// its component.
import { createContext, use, type ComponentType } from "react";
import type { CatalogPart } from "./catalog-parts.ts";
import { ISLAND_ATTRIBUTE, ISLAND_IDLE_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./site-page.ts";

/** What an island's props may hold: they travel in the page's HTML as JSON (where an undefined one is left out). */
export type IslandProps = Readonly<Record<string, string | number | boolean | null | undefined | readonly string[]>>;

export interface IslandDefinition<P extends IslandProps> {
  /** The key of the island in the browser's list of islands (src/web/app/islands.ts). */
  name: string;
  component: ComponentType<P>;
}

export function defineIsland<P extends IslandProps>(name: string, component: ComponentType<P>): IslandDefinition<P> {
  return { name, component };
}

/** An island as the browser's list names it: where its code is, and the catalog parts its messages are in. */
export interface IslandEntry {
  load: () => Promise<IslandDefinition<IslandProps>>;
  parts: readonly CatalogPart[];
}

/** The list of islands a page may hold, by name, and the parts every page's islands need. */
export interface IslandRegistry {
  islands: Readonly<Record<string, IslandEntry>>;
  baseParts: readonly CatalogPart[];
}

/** A list entry: each loader returns the definition typed for its own props; the runtime hands it the build's props. */
export function islandEntry<P extends IslandProps>(
  load: () => Promise<IslandDefinition<P>>,
  parts: readonly CatalogPart[],
): IslandEntry {
  return { load: load as unknown as IslandEntry["load"], parts };
}

/**
 * When the browser hydrates an island: "load" for what the visitor can use on the first screen (the header, the
 * home page's hero), "idle" for what sits further down, once the page responds and the browser has a moment (or at
 * once when the visitor reaches for it first). The first load of a page carries only the "load" ones.
 */
export type IslandHydration = "load" | "idle";

/**
 * Set by the build's prerender of a site page: instead of rendering an island in place it takes note of it, renders
 * it as a root of its own (island-root.tsx), and puts that HTML where the marker is, so the browser's hydration of
 * the island sees exactly what the build rendered, React's generated ids included.
 */
export const IslandCollectorContext = createContext<
  ((island: IslandDefinition<IslandProps>, props: IslandProps) => string) | null
>(null);

export function Island<P extends IslandProps>({
  of,
  props,
  hydrate,
}: {
  of: IslandDefinition<P>;
  props: P;
  hydrate: IslandHydration;
}) {
  const collect = use(IslandCollectorContext);
  const attributes = {
    [ISLAND_ATTRIBUTE]: of.name,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
    ...(hydrate === "idle" ? { [ISLAND_IDLE_ATTRIBUTE]: "" } : {}),
  };
  // `display: contents`: the wrapper takes no box, so the island lays out as its component alone would, in the app too.
  if (collect) {
    const html = collect(of as unknown as IslandDefinition<IslandProps>, props);
    return <div {...attributes} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  const Component = of.component;
  // In the app the island is live with the rest of the page: the head script keeps nothing for it to catch up on.
  return (
    <div {...attributes} {...{ [ISLAND_LIVE_ATTRIBUTE]: "" }} className="contents">
      <Component {...props} />
    </div>
  );
}
