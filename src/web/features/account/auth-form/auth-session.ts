// POST /auth/login and /auth/register answer `{ accessToken, refreshToken, user }` (SPEC 7); the answer is checked
// before it is stored, so a broken answer is a failed sign-in instead of a half-signed-in browser.
import { apiPost } from "../../../api/http.ts";
import { clientError } from "../../../api/errors.ts";
import type { ApiMessageKey } from "../../../api/messages.ts";
import { saveStoredSession, sessionUserFrom, type SessionUser } from "../../../auth/session-storage.ts";

export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

function sessionFrom(data: unknown): AuthSession | null {
  if (typeof data !== "object" || data === null) return null;
  const { accessToken, refreshToken, user } = data as Record<string, unknown>;
  const sessionUser = sessionUserFrom(user);
  if (typeof accessToken !== "string" || accessToken === "" || typeof refreshToken !== "string" || !sessionUser)
    return null;
  return { accessToken, refreshToken, user: sessionUser };
}

/** Sends the sign-in or registration and stores the session it returns; rejects with an ApiRequestError. */
export async function startSession(
  path: "/auth/login" | "/auth/register",
  body: Record<string, string>,
): Promise<AuthSession> {
  const session = sessionFrom(await apiPost<unknown>(path, body));
  if (!session) {
    const key: ApiMessageKey = path === "/auth/login" ? "loginFailed" : "registrationFailed";
    throw clientError(200, "INVALID_RESPONSE", key);
  }
  saveStoredSession(session);
  return session;
}
