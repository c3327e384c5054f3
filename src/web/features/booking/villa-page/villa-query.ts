// The villa the booking page shows: the first one the list call returns with limit 1 (SPEC 2, SPEC 7), its texts
// in the page's language (DESIGN 7.3). The list already carries every field the page needs (the API's villa
// object), so one call is enough.
import { useQuery } from "@tanstack/react-query";
import type { Language } from "../../../../domain/languages.ts";
import type { Villa } from "../../../../domain/schemas/villa.ts";
import { apiGetPage } from "../../../api/http.ts";

/** Per language: the French page keeps the French words, also offline. */
export const villaPageQueryKey = (language: Language) => ["villas", "first", "page", language] as const;

/** The villa, or null when the list is empty (SPEC: "No Villas Available"). */
export async function fetchBookableVilla(language: Language): Promise<Villa | null> {
  const { items } = await apiGetPage<Villa>(`/villas?limit=1&lang=${language}`);
  return items[0] ?? null;
}

export function useBookableVilla(language: Language) {
  return useQuery({
    queryKey: villaPageQueryKey(language),
    queryFn: () => fetchBookableVilla(language),
    staleTime: 5 * 60_000,
    // The HTTP client already retries what is worth retrying (no answer, 5xx); a second layer would only
    // keep the guest waiting before the Loading Error panel and its Try Again button.
    retry: false,
  });
}
