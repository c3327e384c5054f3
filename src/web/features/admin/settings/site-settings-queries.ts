// The site settings as the owner edits them (DESIGN 7.3): GET /settings/site, PUT with the whole object (ADMIN),
// and the villas the site may show, for the main villa's choice. A save refreshes what the app read of them (the
// villa the booking page and the date picker show).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SiteSettings } from "../../../../domain/site-settings.ts";
import type { Villa } from "../../../../domain/schemas/villa.ts";
import { apiGet, apiGetPage, apiPut } from "../../../api/http.ts";
import { SITE_SETTINGS_PATH } from "../../../shared/site/main-villa.ts";
import { adminVillasPath, ADMIN_VILLAS_KEY } from "../villas/villa-queries.ts";

const SETTINGS_KEY = ["settings", "site"] as const;
/** The API's largest page (MAX_PAGE_LIMIT, in a zod module this screen need not load). */
const VILLAS_AT_MOST = 100;

export function useSiteSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiGet<SiteSettings>(SITE_SETTINGS_PATH, { signal }),
    // The form starts from the settings as the server holds them now.
    refetchOnMount: "always",
    retry: false,
  });
}

/** One short villa to choose: a villa business has a handful, so one page of the most the API gives is all of them. */
export interface VillaChoice {
  id: string;
  title: string;
  city: string;
  isActive: boolean;
}

export function useVillaChoices() {
  return useQuery({
    queryKey: [...ADMIN_VILLAS_KEY, "choices"],
    queryFn: async ({ signal }): Promise<VillaChoice[]> => {
      // An ADMIN's GET /villas lists every villa, inactive ones too.
      const { items } = await apiGetPage<Villa>(adminVillasPath("all", 1, VILLAS_AT_MOST), { signal });
      return items.map(({ id, title, city, isActive }) => ({ id, title, city, isActive }));
    },
    retry: false,
  });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) => apiPut<SiteSettings>(SITE_SETTINGS_PATH, settings),
    // An owner's edit is not queued offline like a guest's request (DESIGN 5): it fails at once instead.
    networkMode: "always",
    onSuccess: async (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // The main villa may have changed: the public villa reads (["villas", "first"], the booking page) go again.
      await queryClient.invalidateQueries({ queryKey: ["villas"] });
    },
  });
}
