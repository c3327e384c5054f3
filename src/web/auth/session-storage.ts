// The signed-in session as the browser keeps it (SPEC 3: `user`, `accessToken`, `refreshToken` in local storage),
// read as one snapshot that every tab and component sees change together.
import { isRole, type Role } from "../../domain/roles.ts";

export const USER_KEY = "user";
export const ACCESS_TOKEN_KEY = "accessToken";
export const REFRESH_TOKEN_KEY = "refreshToken";

/** The part of the API's user the interface shows; checked by hand so the marketing bundle carries no zod. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
}

export interface StoredSession {
  user: SessionUser;
  accessToken: string;
  refreshToken: string | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled: the visitor is simply signed out.
    return null;
  }
}

/** The fields the interface keeps of a user from storage or an API answer, or null when one is missing or wrong. */
export function sessionUserFrom(value: unknown): SessionUser | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, email, fullName, role } = value as Record<string, unknown>;
  if (typeof id !== "string" || typeof email !== "string" || typeof fullName !== "string" || !isRole(role)) return null;
  return { id, email, fullName, role };
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    return sessionUserFrom(JSON.parse(raw));
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object back while nothing changed, so the snapshot is cached by its raw text.
let cachedKey: string | undefined;
let cachedSession: StoredSession | null = null;

/** The session in storage, or null when signed out or when what is stored is incomplete or corrupt. */
export function readStoredSession(): StoredSession | null {
  const store = storage();
  const rawUser = store?.getItem(USER_KEY) ?? null;
  const accessToken = store?.getItem(ACCESS_TOKEN_KEY) ?? null;
  const refreshToken = store?.getItem(REFRESH_TOKEN_KEY) ?? null;
  const key = JSON.stringify([rawUser, accessToken, refreshToken]);
  if (key === cachedKey) return cachedSession;
  cachedKey = key;
  const user = parseUser(rawUser);
  cachedSession = user && accessToken ? { user, accessToken, refreshToken } : null;
  return cachedSession;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to session changes from this tab (save/clear) and from other tabs (`storage` events). */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // `key === null` is a clear() in another tab.
    if (
      event.key === null ||
      event.key === USER_KEY ||
      event.key === ACCESS_TOKEN_KEY ||
      event.key === REFRESH_TOKEN_KEY
    ) {
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Stores a session returned by login or register (`{ accessToken, refreshToken, user }`). */
export function saveStoredSession(session: { accessToken: string; refreshToken: string; user: SessionUser }): void {
  const store = storage();
  if (!store) return;
  store.setItem(USER_KEY, JSON.stringify(session.user));
  store.setItem(ACCESS_TOKEN_KEY, session.accessToken);
  store.setItem(REFRESH_TOKEN_KEY, session.refreshToken);
  notify();
}

export function clearStoredSession(): void {
  const store = storage();
  store?.removeItem(USER_KEY);
  store?.removeItem(ACCESS_TOKEN_KEY);
  store?.removeItem(REFRESH_TOKEN_KEY);
  notify();
}

/** The stored access token, whether or not the stored user is readable (the HTTP client sends it as Bearer). */
export function readAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) || null;
}

/** The stored refresh token, used once per 401 by the HTTP client. */
export function readRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) || null;
}

/** Merges fresh user data (GET /auth/me, PUT /profile) into the stored user; does nothing when signed out. */
export function updateStoredUser(user: SessionUser): void {
  const store = storage();
  if (!store || !readStoredSession()) return;
  store.setItem(USER_KEY, JSON.stringify({ id: user.id, email: user.email, fullName: user.fullName, role: user.role }));
  notify();
}
