// The signed-in user's profile (SPEC 7 GET /profile) through TanStack Query, and the two writes that change it
// (PUT /profile keeps the header's stored user in step).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { User } from "../../../domain/schemas/user.ts";
import { apiGet, apiPut } from "../../api/http.ts";
import { updateStoredUser } from "../../auth/session-storage.ts";
import type { ProfileUpdateInput } from "../../../domain/schemas/profile.ts";

export type Profile = User;

export const PROFILE_QUERY_KEY = ["profile"] as const;

export function fetchProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  return apiGet<Profile>("/profile", signal ? { signal } : undefined);
}

/** The profile; nothing is fetched while `enabled` is false (signed out, or the start-up check still running). */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchProfile({ signal }),
    enabled,
    // The client already retries what is worth retrying (no answer, 5xx); a 4xx will not change on its own.
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * Saves the Edit Profile form. The answer replaces the cached profile and is merged into the stored user, so the
 * header menu shows the new name and e-mail at once.
 */
export function useSaveProfile(): (body: ProfileUpdateInput) => Promise<Profile> {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: ProfileUpdateInput) => {
      const updated = await apiPut<Profile>("/profile", body);
      queryClient.setQueryData(PROFILE_QUERY_KEY, updated);
      updateStoredUser(updated);
      return updated;
    },
    [queryClient],
  );
}
