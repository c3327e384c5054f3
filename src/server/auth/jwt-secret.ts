// The access-token signing key: JWT_SECRET when configured, otherwise a random secret created
// once and kept in app_settings so restarts (and other instances) sign with the same key.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appSettings } from "../db/schema.ts";

const SETTING_KEY = "jwt_secret";

export async function loadJwtSecret(db: Database, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  // Insert-if-absent then read: concurrent first starts all end up with the winner's value.
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  if (!row) throw new Error("jwt secret missing after insert");
  return new TextEncoder().encode(row.value);
}
