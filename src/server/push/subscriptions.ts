// The body of "Notifications on this phone": a browser's PushSubscription (endpoint and keys), checked before it
// is stored (its keys, and that its endpoint leads to a public https address), and the storing itself (one row per endpoint; subscribing again from the same phone updates it).
import { createPublicKey } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { pushSubscriptions } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { AddressRefused, bareHost, resolvePublicAddress } from "../net/address-guard.ts";

/** An http(s) URL without credentials: the shape of a push endpoint. Where it may lead is checkEndpointAddress's. */
export function isEndpointUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === "https:" || url.protocol === "http:";
}

const HTTPS_ONLY = "Endpoint must be an https:// address";

/**
 * The SSRF rules of calendar feeds, at subscribe time: https only, and a host whose every address is public (the
 * worker checks again when it connects, since DNS answers change). `allowPrivate` is PUSH_ALLOW_PRIVATE_ADDRESSES
 * (tests: a local push endpoint over http on 127.0.0.1).
 */
export async function checkEndpointAddress(endpoint: string, options: { allowPrivate: boolean }): Promise<void> {
  const refuse = (message: string) => new ApiError("VALIDATION_FAILED", message, [{ path: "endpoint", message }]);
  const url = new URL(endpoint);
  if (url.protocol !== "https:" && !(options.allowPrivate && url.protocol === "http:")) throw refuse(HTTPS_ONLY);
  try {
    await resolvePublicAddress(bareHost(url), { allowPrivate: options.allowPrivate });
  } catch (err) {
    if (!(err instanceof AddressRefused)) throw err;
    throw refuse(
      err.reason === "private" ? "Endpoint must be on a public address" : "Endpoint's host name could not be found",
    );
  }
}

const base64Url = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { error: "Invalid key" })
    .max(max, { error: "Invalid key" })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: "Invalid key" });

/** Uncompressed (65 bytes, 0x04 first) and on the curve: web-push cannot encrypt to any other key, and would throw. */
function isP256PublicKey(value: string): boolean {
  const bytes = Buffer.from(value, "base64url");
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  const coordinate = (from: number) => bytes.subarray(from, from + 32).toString("base64url");
  try {
    createPublicKey({ key: { kty: "EC", crv: "P-256", x: coordinate(1), y: coordinate(33) }, format: "jwk" });
    return true;
  } catch {
    return false;
  }
}

/** web-push refuses an auth secret shorter than 16 bytes. */
const isAuthSecret = (value: string) => Buffer.from(value, "base64url").length >= 16;

const endpointSchema = z
  .string({ error: "Endpoint is required" })
  .trim()
  .max(2048, { error: "Must be at most 2048 characters" })
  .refine(isEndpointUrl, { error: HTTPS_ONLY });

export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  // A P-256 public key (65 bytes) and a 16-byte auth secret, base64url as PushSubscription.toJSON() gives them.
  keys: z.object({
    p256dh: base64Url(80, 100).refine(isP256PublicKey, { error: "Invalid key" }),
    auth: base64Url(16, 32).refine(isAuthSecret, { error: "Invalid key" }),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushEndpointQuerySchema = z.object({ endpoint: endpointSchema });

export async function saveSubscription(
  db: Database,
  userId: string,
  body: PushSubscriptionBody,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth },
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error("push subscription upsert returned no row");
  return row.id;
}

/** Removes this user's subscription for `endpoint`; false when there was none. */
export async function removeSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
