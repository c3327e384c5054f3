// The marks of a prerendered public page's HTML, in a module of their own so the page's first script (boot.ts) and
// its picture fallback read them without the renderer's or React's code.
/** On #app: the browser hydrates the page's islands (src/web/islands/hydrate-islands.tsx) instead of starting the app. */
export const SITE_PAGE_ATTRIBUTE = "data-site-page";
/** On each island's wrapper (src/web/islands/island.tsx): its name, and the props it was rendered with, as JSON. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/** On an island that waits for the browser to be idle, not the page's load, to be hydrated. */
export const ISLAND_IDLE_ATTRIBUTE = "data-island-idle";
/**
 * Set on an island's wrapper the moment the browser starts hydrating it: from then on React answers what the visitor
 * does there; until then the head script keeps it (early-input-script.ts) for the island to catch up on.
 */
export const ISLAND_LIVE_ATTRIBUTE = "data-island-live";
/** The window property that holds what the visitor did on islands not yet live (early-input-script.ts). */
export const EARLY_INPUT_KEY = "__earlyInput";
