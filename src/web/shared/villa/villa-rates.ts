// A villa's rates as the browser reads them (DESIGN 7.1, both public): its pricing and stay rules
// (GET /villas/{id}/pricing) and its seasons (GET /villas/{id}/seasons). The guest's picker and booking card price and
// judge a stay with them through the domain's own functions; the owner's calendar and rates pages edit them. One key
// per villa, so an owner's change refreshes every view of the villa at once.
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { StoredSeason } from "../../../domain/schemas/rates.ts";
import type { VillaPricing } from "../../../domain/rates/villa-pricing.ts";
import { apiGet } from "../../api/http.ts";

const ratesPath = (villaId: string) => `/villas/${encodeURIComponent(villaId)}`;

export const villaRatesKey = (villaId: string) => ["villa-rates", villaId] as const;
const villaPricingKey = (villaId: string) => [...villaRatesKey(villaId), "pricing"] as const;
const villaSeasonsKey = (villaId: string) => [...villaRatesKey(villaId), "seasons"] as const;

// Rates change rarely and a stale one is corrected by the server's quote when the request is sent: a minute is fresh.
const RATES_STALE_MS = 60_000;

export function useVillaPricing(villaId: string | undefined) {
  return useQuery({
    queryKey: villaPricingKey(villaId ?? ""),
    queryFn: ({ signal }) => apiGet<VillaPricing>(`${ratesPath(villaId ?? "")}/pricing`, { signal }),
    enabled: villaId !== undefined && villaId !== "",
    staleTime: RATES_STALE_MS,
  });
}

export function useVillaSeasons(villaId: string | undefined) {
  return useQuery({
    queryKey: villaSeasonsKey(villaId ?? ""),
    queryFn: ({ signal }) => apiGet<StoredSeason[]>(`${ratesPath(villaId ?? "")}/seasons`, { signal }),
    enabled: villaId !== undefined && villaId !== "",
    staleTime: RATES_STALE_MS,
  });
}

/** Both together: `rates` once both arrived (the same object until either changes, so views can memoize on it). */
export function useVillaRates(villaId: string | undefined) {
  const pricing = useVillaPricing(villaId);
  const seasons = useVillaSeasons(villaId);
  const rates = useMemo(
    () => (pricing.data && seasons.data ? { pricing: pricing.data, seasons: seasons.data } : null),
    [pricing.data, seasons.data],
  );
  return {
    rates,
    error: pricing.error ?? seasons.error,
  };
}

/** After an owner changed pricing, seasons or blocks: every view of the villa's rates and nights asks again. */
export function refreshVillaRates(queryClient: QueryClient, villaId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: villaRatesKey(villaId) }),
    queryClient.invalidateQueries({ queryKey: ["booked-dates", villaId] }),
    queryClient.invalidateQueries({ queryKey: ["villa-calendar", villaId] }),
  ]).then(() => undefined);
}
