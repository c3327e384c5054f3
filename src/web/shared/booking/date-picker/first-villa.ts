// The villa guests book: the first one the list call returns with limit 1 (SPEC 2 "Villa / booking page";
// it replaces the old picker's fixed villa identifier, which pointed at a row that no longer exists).
import { useQuery } from "@tanstack/react-query";
import { apiGetPage } from "../../../api/http.ts";

interface VillaSummary {
  id: string;
}

export const FIRST_VILLA_QUERY_KEY = ["villas", "first"] as const;

export async function fetchFirstVillaId(): Promise<string | null> {
  const { items } = await apiGetPage<VillaSummary>("/villas?limit=1");
  return items[0]?.id ?? null;
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
