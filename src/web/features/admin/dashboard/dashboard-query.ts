// GET /stats/dashboard (DESIGN 4: everything for an ADMIN, the host's own villas for a HOST). The cache is
// cleared whenever the signed-in user changes (auth/session-cache.ts), so a host never sees an admin's figures.
import { useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "../../../../domain/schemas/stats.ts";
import { apiGet } from "../../../api/http.ts";

export const DASHBOARD_KEY = ["admin", "dashboard"] as const;

export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => apiGet<DashboardStats>("/stats/dashboard", { signal }),
    // The HTTP client already retries what is worth retrying (SPEC 9); the banner should not wait on a second layer.
    retry: false,
  });
}
