// The secret token of a villa's iCal export: 32 random bytes in base64url, made on first use and
// replaced on request (the old URL then answers 404 like any unknown token).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { calendarFeeds } from "../db/schema.ts";

const TOKEN_BYTES = 32;
/** What a token looks like; anything else is answered 404 without touching the database. */
export const EXPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** The villa's token, created if it has none yet (concurrent first reads agree on one). */
export async function exportToken(db: Database, villaId: string): Promise<string> {
  await db
    .insert(calendarFeeds)
    .values({ villaId, token: newToken() })
    .onConflictDoNothing({ target: calendarFeeds.villaId });
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.villaId, villaId));
  if (!row) throw new Error("Calendar export token vanished");
  return row.token;
}

/** Replaces the villa's token; the previous URL stops working at once. */
export async function regenerateExportToken(db: Database, villaId: string, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ villaId, token, createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.villaId,
      set: { token, createdAt: now },
    });
  return token;
}

/** The villa a token belongs to, if any. */
export async function villaOfToken(db: Database, token: string): Promise<string | undefined> {
  if (!EXPORT_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ villaId: calendarFeeds.villaId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  return row?.villaId;
}

export function exportPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}
