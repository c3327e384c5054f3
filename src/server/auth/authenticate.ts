// The onRequest hook that turns `Authorization: Bearer <access token>` into request.user.
// The user and session come from the database, kept in app.sessionCache only until either changes: a revoked
// session, a deactivated account or a role change drops it before the request that made it is answered (and, on
// other instances, when the database's change notice arrives), so it takes effect at once.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";
import { verifyAccessToken } from "./tokens.ts";

const BEARER = /^Bearer\s+(\S+)\s*$/i;

// Every signed-in request runs this lookup: prepared once, its SQL is not rebuilt per request and
// PostgreSQL plans it once per connection.
function prepareSessionLookup(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      isActive: users.isActive,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("sessionId")), eq(sessions.userId, sql.placeholder("userId"))))
    .prepare("authenticate_session");
}

export type SessionUser = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>["execute"]>>[number]>;

export function authenticate(app: FastifyInstance) {
  const sessionLookup = prepareSessionLookup(app.db);
  const lookup = async (sessionId: string, userId: string): Promise<SessionUser | undefined> => {
    const key = `${sessionId} ${userId}`;
    const known = app.sessionCache.get(key);
    if (known) return known;
    const ticket = app.sessionCache.ticket();
    const [row] = await sessionLookup.execute({ sessionId, userId });
    if (row) app.sessionCache.set(key, row, ticket);
    return row;
  };
  return async function authenticateRequest(request: FastifyRequest): Promise<void> {
    request.user = null;
    request.authFailure = null;
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith("/api/")) return;

    const token = BEARER.exec(header)?.[1];
    const now = app.clock();
    const claims = token ? await verifyAccessToken(token, app.authKeys.secret, now) : null;
    if (!claims) {
      request.authFailure = "UNAUTHENTICATED";
      return;
    }

    const row = await lookup(claims.sessionId, claims.userId);

    if (!row) {
      request.authFailure = "UNAUTHENTICATED";
    } else if (!row.isActive) {
      request.authFailure = "ACCOUNT_DEACTIVATED";
    } else if (row.revokedAt || row.expiresAt <= now) {
      request.authFailure = "UNAUTHENTICATED";
    } else {
      request.user = {
        id: row.id,
        email: row.email,
        fullName: row.fullName,
        role: row.role,
        sessionId: claims.sessionId,
      };
    }
  };
}
