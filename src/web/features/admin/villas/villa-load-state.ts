// How the villa screens read GET /villas/{id}: the villa, missing (404, or a HOST asking for a villa that is not
// theirs: DESIGN 4 scopes the back office to their own), or a failure to report.
import { canManageVilla } from "../../../../domain/roles.ts";
import type { Villa } from "../../../../domain/schemas/villa.ts";
import { ApiRequestError } from "../../../api/http.ts";
import type { SessionUser } from "../../../auth/session-storage.ts";

export type VillaLoadState =
  { kind: "loading" } | { kind: "found"; villa: Villa } | { kind: "missing" } | { kind: "failed"; error: unknown };

export function villaLoadState(
  query: { data: Villa | undefined; error: unknown; isError: boolean },
  user: Pick<SessionUser, "id" | "role"> | null,
): VillaLoadState {
  if (query.data) {
    // The public GET /villas/{id} shows any active villa; a host manages only their own.
    return user && canManageVilla(user, query.data) ? { kind: "found", villa: query.data } : { kind: "missing" };
  }
  if (query.isError) {
    const missing =
      query.error instanceof ApiRequestError &&
      (query.error.status === 404 || query.error.code === "VALIDATION_FAILED");
    return missing ? { kind: "missing" } : { kind: "failed", error: query.error };
  }
  return { kind: "loading" };
}
