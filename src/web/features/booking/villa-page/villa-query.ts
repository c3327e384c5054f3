// The villa the booking page shows: the site's main villa (site settings, DESIGN 7.3), as the API's villa object.
import { useQuery } from "@tanstack/react-query";
import type { Villa } from "../../../../domain/schemas/villa.ts";
import { fetchMainVilla } from "../../../shared/site/main-villa.ts";

export const VILLA_PAGE_QUERY_KEY = ["villas", "first", "page"] as const;

/** The villa, or null when there is none to show (SPEC: "No Villas Available"). */
export function fetchBookableVilla(): Promise<Villa | null> {
  return fetchMainVilla();
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
