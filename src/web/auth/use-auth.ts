// The auth state the interface reads (SPEC 3): who is signed in, their role, whether the start-up check of the
// stored session is still running, and sign-out. Sign-in and registration store their session through
// session-storage.ts; the HTTP client refreshes tokens there too, and every reader here follows.
import { useCallback, useSyncExternalStore } from "react";
import { hasRole as roleAtLeast, type Role } from "../../domain/roles.ts";
import { isSessionCheckShown, subscribeToSessionCheck } from "./session-check-shown.ts";
import { clearStoredSession, readStoredSession, subscribeToSession, type SessionUser } from "./session-storage.ts";

export interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** True when the user's role is `role` or above (ADMIN ⊇ HOST ⊇ GUEST). */
  hasRole: (role: Role) => boolean;
  isAdmin: boolean;
  isHost: boolean;
  /**
   * True while the start-up check of a stored session (GET /auth/me) runs, from 100 ms after it started
   * (SPEC 4 debounce): show "Loading..." then. The stored user is already usable meanwhile.
   */
  isChecking: boolean;
  logout: () => Promise<void>;
}

/**
 * Signs out: the session leaves storage at once (the interface never waits on the network), then the server is
 * asked to revoke it. A failed revoke is ignored: the tokens are gone from this browser either way.
 */
export async function logout(): Promise<void> {
  const session = readStoredSession();
  clearStoredSession();
  if (!session) return;
  try {
    await fetch("/api/auth/logout", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${session.accessToken}`,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      // The refresh token lets the server find the session even when the access token has already expired.
      body: JSON.stringify(session.refreshToken ? { refreshToken: session.refreshToken } : {}),
      keepalive: true,
    });
  } catch {
    // Offline or server down: nothing more to do.
  }
}

export function useAuth(): AuthState {
  const session = useSyncExternalStore(subscribeToSession, readStoredSession, () => null);
  const isChecking = useSyncExternalStore(subscribeToSessionCheck, isSessionCheckShown, () => false);
  const user = session?.user ?? null;
  const hasRole = useCallback((role: Role) => (user ? roleAtLeast(user.role, role) : false), [user]);
  return {
    user,
    isAuthenticated: user !== null,
    hasRole,
    isAdmin: user?.role === "ADMIN",
    isHost: user?.role === "HOST",
    isChecking,
    logout,
  };
}

/** The first name, for the user-menu button ("Ada" of "Ada Lovelace"). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}
