// The owner's changes to a villa's rates (DESIGN 7.1): PUT /villas/{id}/pricing, POST/PUT/DELETE of its seasons.
// Reads go through shared/villa/villa-rates.ts; after each change refreshVillaRates makes every view of the villa's
// rates and nights (this page, the owner's calendar, the guest's picker) ask again. The base rate is the villa's
// pricePerNight, so a pricing save also refreshes the villa views.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Season } from "../../../../../domain/rates/seasons.ts";
import type { VillaPricing } from "../../../../../domain/rates/villa-pricing.ts";
import type { StoredSeason } from "../../../../../domain/schemas/rates.ts";
import { apiDelete, apiPost, apiPut } from "../../../../api/http.ts";
import { refreshVillaRates } from "../../../../shared/villa/villa-rates.ts";

const villaPath = (villaId: string) => `/villas/${encodeURIComponent(villaId)}`;
const seasonPath = (villaId: string, seasonId: string) =>
  `${villaPath(villaId)}/seasons/${encodeURIComponent(seasonId)}`;

export function useSavePricing(villaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricing: VillaPricing) => apiPut<VillaPricing>(`${villaPath(villaId)}/pricing`, pricing),
    // An owner's edit is not queued offline like a guest's request (DESIGN 5): it fails at once instead.
    networkMode: "always",
    onSuccess: () =>
      Promise.all([refreshVillaRates(queryClient, villaId), queryClient.invalidateQueries({ queryKey: ["villas"] })]),
  });
}

/** Adds a season, or replaces the one with `id`. */
export function useSaveSeason(villaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, season }: { id: string | null; season: Season }) =>
      id === null
        ? apiPost<StoredSeason>(`${villaPath(villaId)}/seasons`, season)
        : apiPut<StoredSeason>(seasonPath(villaId, id), season),
    networkMode: "always",
    onSuccess: () => refreshVillaRates(queryClient, villaId),
  });
}

export function useDeleteSeason(villaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seasonId: string) => apiDelete<{ id: string }>(seasonPath(villaId, seasonId)),
    networkMode: "always",
    onSuccess: () => refreshVillaRates(queryClient, villaId),
  });
}
