// The villa's calendar sync as the back office reads and changes it: the export link
// (GET /villas/{id}/calendar/export, POST .../export/regenerate) and the imported feeds with their
// conflicts (GET /villas/{id}/calendar/sources; add, sync now, remove). Every change refreshes
// the feeds and, since imported nights are booked nights, the public booked dates too.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  CalendarExport,
  CalendarSource,
  CalendarSourceBody,
  CalendarSources,
} from "../../../../../domain/schemas/calendar.ts";
import { apiDelete, apiGet, apiPost } from "../../../../api/http.ts";

const villaPath = (villaId: string) => `/villas/${encodeURIComponent(villaId)}/calendar`;

export const calendarExportKey = (villaId: string) => ["admin", "villa-calendar", villaId, "export"] as const;
export const calendarSourcesKey = (villaId: string) => ["admin", "villa-calendar", villaId, "sources"] as const;

export function useCalendarExport(villaId: string) {
  return useQuery({
    queryKey: calendarExportKey(villaId),
    queryFn: ({ signal }) => apiGet<CalendarExport>(`${villaPath(villaId)}/export`, { signal }),
    retry: false,
  });
}

export function useRegenerateExport(villaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CalendarExport>(`${villaPath(villaId)}/export/regenerate`, {}),
    networkMode: "always",
    onSuccess: (link) => queryClient.setQueryData(calendarExportKey(villaId), link),
  });
}

export function useCalendarSources(villaId: string) {
  return useQuery({
    queryKey: calendarSourcesKey(villaId),
    queryFn: ({ signal }) => apiGet<CalendarSources>(`${villaPath(villaId)}/sources`, { signal }),
    retry: false,
  });
}

function refreshAfterSourceChange(queryClient: QueryClient, villaId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: calendarSourcesKey(villaId) }),
    // The public date picker's booked nights include imported ones.
    queryClient.invalidateQueries({ queryKey: ["bookings"] }),
  ]).then(() => undefined);
}

export function useAddSource(villaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarSourceBody) => apiPost<CalendarSource>(`${villaPath(villaId)}/sources`, body),
    networkMode: "always",
    onSettled: () => refreshAfterSourceChange(queryClient, villaId),
  });
}

export function useSyncSource(villaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: string) =>
      apiPost<CalendarSource>(`${villaPath(villaId)}/sources/${encodeURIComponent(sourceId)}/sync`, {}),
    networkMode: "always",
    onSettled: () => refreshAfterSourceChange(queryClient, villaId),
  });
}

export function useRemoveSource(villaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: string) =>
      apiDelete<{ id: string }>(`${villaPath(villaId)}/sources/${encodeURIComponent(sourceId)}`),
    networkMode: "always",
    onSettled: () => refreshAfterSourceChange(queryClient, villaId),
  });
}
