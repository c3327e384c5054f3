// Sessions (refresh-token families): start one at sign-in, rotate its refresh token on every
// use, revoke the whole family when a spent token comes back (unless it is the same client asking
// twice within the grace period), revoke on logout, password change and deactivation.
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { refreshTokens, sessions, users } from "../db/schema.ts";
import { hashRefreshToken, newRefreshToken, successorRefreshToken } from "./tokens.ts";

const DAY_MS = 86_400_000;

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
}

export async function startSession(db: Database, userId: string, now: Date, ttlDays: number): Promise<StartedSession> {
  const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
  const refreshToken = newRefreshToken();
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId, createdAt: now, expiresAt })
      .returning({ id: sessions.id });
    if (!session) throw new Error("session insert returned no row");
    await tx
      .insert(refreshTokens)
      .values({ sessionId: session.id, tokenHash: hashRefreshToken(refreshToken), createdAt: now, expiresAt });
    return session.id;
  });
  return { sessionId, refreshToken };
}

export type RotationResult =
  | { kind: "rotated"; userId: string; sessionId: string; refreshToken: string }
  /** Unknown, expired, or its session was revoked or expired. */
  | { kind: "invalid" }
  /** A spent token came back: the session is now revoked. */
  | { kind: "reused" }
  | { kind: "deactivated" };

export interface RotationSettings {
  now: Date;
  ttlDays: number;
  /** Seconds after its spending in which a token whose successor is still unused gets that successor again. */
  graceSeconds: number;
  /** The server key successors are derived with (tokens.ts successorRefreshToken). */
  key: Uint8Array;
}

/** The session's owner, when the session is still open: the only state in which a token of it may be honoured. */
async function openSessionOwner(
  tx: Database,
  sessionId: string,
  now: Date,
): Promise<RotationResult | { kind: "open"; userId: string }> {
  const [owner] = await tx
    .select({
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      isActive: users.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  if (!owner || owner.revokedAt || owner.expiresAt <= now) return { kind: "invalid" };
  if (!owner.isActive) return { kind: "deactivated" };
  return { kind: "open", userId: owner.userId };
}

/**
 * A spent token presented again. Within the grace period, and while its successor has not been used itself, it
 * is the same client asking twice (two tabs at once, or a retry after the answer was lost): it gets that
 * successor back. Anything else is reuse, as when a stolen token and the real one both come back: the whole
 * session is revoked, so neither holder keeps it.
 */
async function replaySpentToken(
  tx: Database,
  spent: { sessionId: string; usedAt: Date },
  presented: string,
  settings: RotationSettings,
): Promise<RotationResult> {
  const { now } = settings;
  // A clock a little behind the instance that spent the token gives a negative age: still within the grace
  // (unless the grace is 0, which turns it off).
  if (now.getTime() - spent.usedAt.getTime() < settings.graceSeconds * 1000) {
    const successor = successorRefreshToken(presented, settings.key);
    const [next] = await tx
      .select({ usedAt: refreshTokens.usedAt, expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.tokenHash, hashRefreshToken(successor)), eq(refreshTokens.sessionId, spent.sessionId)),
      );
    if (next && !next.usedAt && next.expiresAt > now) {
      const owner = await openSessionOwner(tx, spent.sessionId, now);
      if (owner.kind !== "open") return owner;
      return { kind: "rotated", userId: owner.userId, sessionId: spent.sessionId, refreshToken: successor };
    }
  }
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, spent.sessionId), isNull(sessions.revokedAt)));
  return { kind: "reused" };
}

/** Spends `presented` and issues its successor in the same session (or hands out that successor again, above). */
export async function rotateRefreshToken(
  db: Database,
  presented: string,
  settings: RotationSettings,
): Promise<RotationResult> {
  const { now, ttlDays } = settings;
  const tokenHash = hashRefreshToken(presented);
  return db.transaction(async (tx): Promise<RotationResult> => {
    // The conditional update is the single point where a token is spent: of two concurrent uses, exactly one
    // gets the row back; the other waits for it to commit and then finds the token spent and its successor stored.
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)),
      )
      .returning({ sessionId: refreshTokens.sessionId });

    if (!spent) {
      const [known] = await tx
        .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (known?.usedAt)
        return replaySpentToken(tx, { sessionId: known.sessionId, usedAt: known.usedAt }, presented, settings);
      return { kind: "invalid" };
    }

    const owner = await openSessionOwner(tx, spent.sessionId, now);
    if (owner.kind !== "open") return owner;

    const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
    const refreshToken = successorRefreshToken(presented, settings.key);
    await tx
      .insert(refreshTokens)
      .values({ sessionId: spent.sessionId, tokenHash: hashRefreshToken(refreshToken), createdAt: now, expiresAt });
    // An active session keeps living as long as it keeps being used.
    await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, spent.sessionId));
    return { kind: "rotated", userId: owner.userId, sessionId: spent.sessionId, refreshToken };
  });
}

/** The session a refresh token belongs to, if the token is known. */
export async function sessionOfRefreshToken(db: Database, presented: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)));
  return row?.sessionId;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of the user except `keepSessionId` (when given). */
export async function revokeUserSessions(
  db: Pick<Database, "update">,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const mine = eq(sessions.userId, userId);
  const open = isNull(sessions.revokedAt);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(keepSessionId ? and(mine, open, ne(sessions.id, keepSessionId)) : and(mine, open));
}
