// Proving an e-mail address is real: every mail to a guest whose address is not confirmed carries a signed link
// (/{lang}/confirm-email?token=…); the page it opens posts the token back, and the address counts as confirmed
// from then on (users.email_confirmed_at), which lifts the daily cap on mails to it (mail-cap.ts). The token names
// the address and when it runs out, signed with HMAC-SHA256 under a key generated once and kept in app_settings,
// so every instance and restart checks the same way and mails written inside a booking's transaction can carry it.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appSettings, users } from "../db/schema.ts";

export const CONFIRMATION_KEY_SETTING = "mail.address_confirmation_key";
/** A link is valid this long: longer than any stay's mails are apart, short enough that an old mail goes stale. */
export const CONFIRMATION_LINK_TTL_MS = 60 * 24 * 60 * 60_000;

/** The signing key, created on first use (the first writer wins; everyone reads its key). */
export async function confirmationKey(db: Database): Promise<Buffer> {
  const read = async () => {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, CONFIRMATION_KEY_SETTING));
    return row ? Buffer.from(row.value, "base64url") : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(appSettings)
    .values({ key: CONFIRMATION_KEY_SETTING, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSettings.key });
  const stored = await read();
  if (!stored) throw new Error(`app_settings ${CONFIRMATION_KEY_SETTING} could not be created`);
  return stored;
}

function signature(key: Buffer, payload: string): Buffer {
  return createHmac("sha256", key).update(`address-confirmation\n${payload}`).digest();
}

/** The token for `address`, valid until `now` + CONFIRMATION_LINK_TTL_MS. */
export function confirmationToken(key: Buffer, address: string, now: Date): string {
  const payload = `${address}\n${Math.floor((now.getTime() + CONFIRMATION_LINK_TTL_MS) / 1000)}`;
  return `${Buffer.from(payload).toString("base64url")}.${signature(key, payload).toString("base64url")}`;
}

/** The address a token vouches for, or undefined when it is forged, damaged or out of date. */
export function addressOfToken(key: Buffer, token: string, now: Date): string | undefined {
  const [encoded, signed, ...rest] = token.split(".");
  if (!encoded || !signed || rest.length > 0) return undefined;
  const payload = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = signature(key, payload);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [address, expires] = payload.split("\n");
  if (!address || !expires || !/^\d+$/.test(expires) || Number(expires) * 1000 < now.getTime()) return undefined;
  return address;
}

/**
 * Marks the account holding `address` as having confirmed it (once: a second click keeps the first time). False
 * when no account has that address any more (it was changed since the mail).
 */
export async function confirmAddress(db: Database, address: string, now: Date): Promise<boolean> {
  await db
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.email, address), isNull(users.emailConfirmedAt)));
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
  return account !== undefined;
}
