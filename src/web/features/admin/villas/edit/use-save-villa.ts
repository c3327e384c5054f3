// Save Changes: PUT /villas/{id} with the changed fields, then every view of villas is refreshed (the detail at
// once, the list, the dashboard and the public booking page on their next look).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Villa } from "../../../../../domain/schemas/villa.ts";
import { apiPut } from "../../../../api/http.ts";
import { refreshAfterVillaSave } from "../villa-queries.ts";
import type { VillaUpdatePayload } from "./villa-form-values.ts";

export function useSaveVilla(villaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: VillaUpdatePayload) => apiPut<Villa>(`/villas/${encodeURIComponent(villaId)}`, payload),
    // Offline the save fails at once with "Network connection failed" rather than waiting as a paused mutation
    // behind a "Saving..." button: an owner's edit is not queued like a guest's booking (DESIGN 5).
    networkMode: "always",
    onSuccess: (villa) => {
      void refreshAfterVillaSave(queryClient, villa);
    },
  });
}
