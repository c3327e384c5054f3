// The owner's calendar as the browser reads and changes it (DESIGN 7.1): a few months of days with their stays and
// blocks (GET /villas/{id}/calendar?detail=1), a block (POST .../blocks), unblocking (DELETE .../blocks/{id}) and the
// price and minimum stay of a range (PUT .../seasons/range). The key starts with ["villa-calendar", villaId], so the
// one refresh after any owner change (refreshVillaRates) reaches this view, the guest's picker and the rates page.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ManualBlock } from "../../../../../domain/schemas/blocks.ts";
import type { StoredSeason } from "../../../../../domain/schemas/rates.ts";
import { apiDelete, apiGet, apiPost, apiPut, ApiRequestError } from "../../../../api/http.ts";
import { refreshVillaRates } from "../../../../shared/villa/villa-rates.ts";
import type { CalendarDetail } from "./calendar-selection.ts";

const villaPath = (villaId: string) => `/villas/${encodeURIComponent(villaId)}`;

export const ownerCalendarKey = (villaId: string, from: string, to: string) =>
  ["villa-calendar", villaId, "owner", from, to] as const;

export function useOwnerCalendar(villaId: string, from: string, to: string) {
  return useQuery({
    queryKey: ownerCalendarKey(villaId, from, to),
    queryFn: ({ signal }) =>
      apiGet<CalendarDetail>(`${villaPath(villaId)}/calendar?from=${from}&to=${to}&detail=1`, { signal }),
    // Moving to the next months keeps the current ones on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export interface RangePrice {
  startDate: string;
  endDate: string;
  nightlyRate: number;
  minStay: number | null;
}

/** The three changes of the range sheet; each refreshes every view of the villa's rates and nights when it ends. */
export function useRangeActions(villaId: string) {
  const queryClient = useQueryClient();
  const refresh = () => refreshVillaRates(queryClient, villaId);
  const block = useMutation({
    mutationFn: (body: { startDate: string; endDate: string; note: string }) =>
      apiPost<ManualBlock>(`${villaPath(villaId)}/blocks`, body),
    networkMode: "always",
    onSettled: refresh,
  });
  const unblock = useMutation({
    // One by one: each DELETE takes the villa lock; a block already gone (404) is as good as removed.
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) {
        try {
          await apiDelete<{ id: string }>(`${villaPath(villaId)}/blocks/${encodeURIComponent(id)}`);
        } catch (err) {
          if (!(err instanceof ApiRequestError && err.status === 404)) throw err;
        }
      }
    },
    networkMode: "always",
    onSettled: refresh,
  });
  const setPrice = useMutation({
    mutationFn: (body: RangePrice) => apiPut<StoredSeason[]>(`${villaPath(villaId)}/seasons/range`, body),
    networkMode: "always",
    onSettled: refresh,
  });
  return { block, unblock, setPrice };
}
