// The VAPID key pair that signs our Web Push messages: generated on the first start and kept in app_settings,
// so every instance and every restart signs with the same keys (a phone's subscription is bound to the public
// key it was made with). Both halves live in one row so two instances starting together cannot mix pairs.
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Database } from "../db/client.ts";
import { appSettings } from "../db/schema.ts";

export const VAPID_SETTING = "push.vapid_keys";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function parseKeys(value: string): VapidKeys | undefined {
  try {
    const parsed = JSON.parse(value) as Partial<VapidKeys>;
    return typeof parsed.publicKey === "string" && typeof parsed.privateKey === "string"
      ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The stored keys, created first when there are none (the first writer wins; everyone reads its pair). */
export async function ensureVapidKeys(db: Database): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, VAPID_SETTING));
    return row ? parseKeys(row.value) : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: VAPID_SETTING, value: JSON.stringify(generated) })
    .onConflictDoNothing({ target: appSettings.key });
  const stored = await read();
  if (!stored) throw new Error(`app_settings ${VAPID_SETTING} holds no usable VAPID keys`);
  return stored;
}
