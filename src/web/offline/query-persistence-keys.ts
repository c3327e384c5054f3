// The IndexedDB keys of the saved query cache and outbox (query-persistence.ts), apart from the persister so a
// prerendered page can look for a waiting outbox without loading TanStack (src/web/site/site-services.tsx).
export const QUERY_CACHE_KEY = "query-cache";
export const OUTBOX_KEY = "outbox";
