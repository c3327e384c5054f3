// The villa the booking page shows: the site's main villa (site settings, DESIGN 7.3), as the API's villa object
// with its texts in the page's language.
import { onlineManager, useQuery, useQueryClient } from "@tanstack/react-query";
import { SUPPORTED_LANGUAGES, type Language } from "../../../../domain/languages.ts";
import type { Villa } from "../../../../domain/schemas/villa.ts";
import { fetchMainVilla } from "../../../shared/site/main-villa.ts";

/** Per language: the French page keeps the French words, also offline. */
export const villaPageQueryKey = (language: Language) => ["villas", "first", "page", language] as const;

/** The villa, or null when there is none to show (SPEC: "No Villas Available"). */
export function fetchBookableVilla(language: Language): Promise<Villa | null> {
  return fetchMainVilla(language);
}

export function useBookableVilla(language: Language) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: villaPageQueryKey(language),
    queryFn: () => fetchBookableVilla(language),
    // Offline, in a language this device never loaded the villa in: the villa as last seen in another language
    // (its prices, dates and pictures are the same) rather than "Not available offline yet"; the page's own
    // language follows once the connection is back. Online, the skeleton: no flash of another language.
    placeholderData: () => {
      if (onlineManager.isOnline()) return undefined;
      for (const other of SUPPORTED_LANGUAGES) {
        const seen = queryClient.getQueryData<Villa | null>(villaPageQueryKey(other));
        if (seen) return seen;
      }
      return undefined;
    },
    staleTime: 5 * 60_000,
    // The HTTP client already retries what is worth retrying (no answer, 5xx); a second layer would only
    // keep the guest waiting before the Loading Error panel and its Try Again button.
    retry: false,
  });
}
