// The villa the booking page shows: the first one the list call returns with limit 1 (SPEC 2, SPEC 7). The list
// already carries every field the page needs (the API's villa object), so one call is enough.
import { useQuery } from "@tanstack/react-query";
import type { Villa } from "../../../../domain/schemas/villa.ts";
import { apiGetPage } from "../../../api/http.ts";

export const VILLA_PAGE_QUERY_KEY = ["villas", "first", "page"] as const;

/** The villa, or null when the list is empty (SPEC: "No Villas Available"). */
export async function fetchBookableVilla(): Promise<Villa | null> {
  const { items } = await apiGetPage<Villa>("/villas?limit=1");
  return items[0] ?? null;
}

export function useBookableVilla() {
  return useQuery({
    queryKey: VILLA_PAGE_QUERY_KEY,
    queryFn: fetchBookableVilla,
    staleTime: 5 * 60_000,
    // The HTTP client already retries what is worth retrying (no answer, 5xx); a second layer would only
    // keep the guest waiting before the Loading Error panel and its Try Again button.
    retry: false,
  });
}
