// The villa guests book: the site's main villa (site settings, DESIGN 7.3; it replaces the old picker's fixed villa
// identifier, which pointed at a row that no longer exists).
import { useQuery } from "@tanstack/react-query";
import { fetchMainVillaId } from "../../site/main-villa.ts";

export const FIRST_VILLA_QUERY_KEY = ["villas", "first"] as const;

export function fetchFirstVillaId(): Promise<string | null> {
  return fetchMainVillaId();
}

/** The villa id, or undefined while unknown (also when the call failed: the picker then shows no booked days). */
export function useFirstVillaId(enabled: boolean): { villaId: string | undefined; isLoading: boolean } {
  const query = useQuery({
    queryKey: FIRST_VILLA_QUERY_KEY,
    queryFn: fetchFirstVillaId,
    enabled,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return { villaId: query.data ?? undefined, isLoading: enabled && query.isPending };
}
