// The back office's villa data. An ADMIN lists every villa, inactive ones included, with GET /villas (the API
// shows an admin everything there); a HOST lists their own with GET /villas/my (DESIGN 4), since GET /villas
// would also show them other owners' active villas. One villa comes from GET /villas/{id}, and its bookings
// (SPEC 2: up to 50) from GET /bookings?villaId=..., which the API already scopes to what the caller may see.
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import type { Villa } from "../../../../domain/schemas/villa.ts";
import { apiGet, apiGetPage, type PageInfo } from "../../../api/http.ts";

/** Cards per page of the list; a villa business rarely has more, so one page is the usual case. */
export const ADMIN_VILLAS_PAGE_SIZE = 24;
/** SPEC 2 / SPEC 7: the detail's Bookings tab shows up to 50 bookings of the villa. */
export const VILLA_BOOKINGS_LIMIT = 50;

/**
 * Under ["villas"], which the public pages' villa queries share (["villas", "first", ...]): one invalidation
 * after an edit refreshes the back office and the booking page alike.
 */
export const ADMIN_VILLAS_KEY = ["villas", "admin"] as const;

/**
 * The back office reads and edits a villa in its own words, the English ones: otherwise a browser asking for French
 * would get the French title in the edit form, and saving it would make it the English one. The translations have
 * their own editor (texts/).
 */
const VILLA_OWN_LANGUAGE = "en";

export type VillaScope = "all" | "mine";

export interface AdminVillasPage {
  items: Villa[];
  pagination: PageInfo;
}

export function adminVillasPath(scope: VillaScope, page: number, limit = ADMIN_VILLAS_PAGE_SIZE): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), lang: VILLA_OWN_LANGUAGE });
  return `${scope === "all" ? "/villas" : "/villas/my"}?${query.toString()}`;
}

export function villaBookingsPath(villaId: string): string {
  const query = new URLSearchParams({
    villaId,
    limit: String(VILLA_BOOKINGS_LIMIT),
    sortBy: "createdAt",
    sortOrder: "desc",
  });
  return `/bookings?${query.toString()}`;
}

export const adminVillaQueryKey = (villaId: string) => [...ADMIN_VILLAS_KEY, "one", villaId] as const;

export function useAdminVillas(scope: VillaScope, page: number) {
  return useQuery({
    queryKey: [...ADMIN_VILLAS_KEY, "list", scope, page],
    queryFn: async ({ signal }): Promise<AdminVillasPage> => {
      const { items, pagination } = await apiGetPage<Villa>(adminVillasPath(scope, page), { signal });
      return {
        items,
        pagination: pagination ?? { page, limit: ADMIN_VILLAS_PAGE_SIZE, total: items.length, totalPages: 1 },
      };
    },
    placeholderData: keepPreviousData,
    // The HTTP client already retries what is worth retrying (SPEC 9).
    retry: false,
  });
}

/** `fresh`: always ask the server on mount (the edit form must start from the villa as it is now). */
export function useAdminVilla(villaId: string, { fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: adminVillaQueryKey(villaId),
    queryFn: ({ signal }) =>
      apiGet<Villa>(`/villas/${encodeURIComponent(villaId)}?lang=${VILLA_OWN_LANGUAGE}`, { signal }),
    refetchOnMount: fresh ? "always" : true,
    retry: false,
  });
}

export interface VillaBookings {
  items: Booking[];
  /** Every booking of the villa, which can exceed the 50 shown. */
  total: number;
}

export function useVillaBookings(villaId: string) {
  return useQuery({
    // Under ["bookings"], which every booking change invalidates, so a decision elsewhere shows up here too.
    queryKey: ["bookings", "admin", "villa", villaId],
    queryFn: async ({ signal }): Promise<VillaBookings> => {
      const { items, pagination } = await apiGetPage<Booking>(villaBookingsPath(villaId), { signal });
      return { items, total: pagination?.total ?? items.length };
    },
    retry: false,
  });
}

/** After an edit: the saved villa at once, then every villa view (public booking page, dashboard) fetched again. */
export async function refreshAfterVillaSave(queryClient: QueryClient, villa: Villa): Promise<void> {
  queryClient.setQueryData(adminVillaQueryKey(villa.id), villa);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: ["villas"],
      // The one just written is already current.
      predicate: (query) => !isSameKey(query.queryKey, adminVillaQueryKey(villa.id)),
    }),
    // The dashboard's figures and Recent Villas live under ["admin", ...].
    queryClient.invalidateQueries({ queryKey: ["admin"] }),
  ]);
}

function isSameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index]);
}
