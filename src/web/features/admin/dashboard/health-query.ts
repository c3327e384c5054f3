// GET /health: the live answer of the API and its database, shown beside SPEC's fixed System Health text.
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../api/http.ts";

export interface HealthReport {
  status: "ok";
  database: { kind: "pglite" | "postgres"; status: "up"; latencyMs: number };
  uptimeSeconds: number;
}

export const HEALTH_KEY = ["admin", "health"] as const;

export function useHealth() {
  return useQuery({
    queryKey: HEALTH_KEY,
    queryFn: ({ signal }) => apiGet<HealthReport>("/health", { signal, retries: 0 }),
    retry: false,
  });
}
