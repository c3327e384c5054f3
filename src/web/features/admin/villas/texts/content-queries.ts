// The villa's texts and stay details as the owner edits them: GET /villas/{id}/content, and PUT with the whole of
// it. A save refreshes every villa view (the public booking page shows the texts in the visitor's language).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { VillaContent } from "../../../../../domain/villa-content.ts";
import { apiGet, apiPut } from "../../../../api/http.ts";
import { ADMIN_VILLAS_KEY } from "../villa-queries.ts";

const contentKey = (villaId: string) => [...ADMIN_VILLAS_KEY, "content", villaId] as const;
const contentPath = (villaId: string) => `/villas/${encodeURIComponent(villaId)}/content`;

export function useVillaContent(villaId: string) {
  return useQuery({
    queryKey: contentKey(villaId),
    queryFn: ({ signal }) => apiGet<VillaContent>(contentPath(villaId), { signal }),
    // The editor starts from the texts as the server holds them now.
    refetchOnMount: "always",
    retry: false,
  });
}

export function useSaveVillaContent(villaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: VillaContent) => apiPut<VillaContent>(contentPath(villaId), content),
    // An owner's edit is not queued offline like a guest's request (DESIGN 5): it fails at once instead.
    networkMode: "always",
    onSuccess: async (saved) => {
      queryClient.setQueryData(contentKey(villaId), saved);
      await queryClient.invalidateQueries({
        queryKey: ["villas"],
        predicate: (query) => query.queryKey.at(-2) !== "content",
      });
    },
  });
}
