// The idb-keyval keys: the saved query cache (query-persistence.ts), and the outbox as versions before the
// per-request store kept it (outbox/legacy-outbox.ts moves it over). Apart from the persister, so a prerendered page
// can look for a waiting outbox without loading TanStack (src/web/islands/site-services.tsx).
export const QUERY_CACHE_KEY = "query-cache";
export const LEGACY_OUTBOX_KEY = "outbox";
