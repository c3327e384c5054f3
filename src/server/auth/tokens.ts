// Access tokens (short-lived HS256 JWTs naming the user and session) and refresh tokens
// (random at sign-in, then each derived from the one it replaces; only their SHA-256 hash is stored).
import { createHash, createHmac, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

const ISSUER = "villa-api";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// jose imports a raw secret into a Web Crypto key on every call, which costs more than the
// signature itself; the key is imported once per secret and reused.
const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new Uint8Array(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await hmacKey(secret));
}

interface VerifiedToken {
  claims: AccessClaims;
  /** exp and nbf in seconds, checked against the clock on every use as jose does. */
  expiresAt: number;
  notBefore: number;
}

// A token's signature and claims never change, so each token is verified once (per secret) and
// remembered; every later use still checks its validity window against the current clock. The
// user and session behind it are read from the database on every request all the same.
const VERIFIED_TOKENS_KEPT = 10_000;
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

function remember(secret: Uint8Array, token: string, verified: VerifiedToken): void {
  let known = verifiedTokens.get(secret);
  if (!known) {
    known = new Map();
    verifiedTokens.set(secret, known);
  }
  // Oldest first out: a Map iterates in insertion order.
  if (known.size >= VERIFIED_TOKENS_KEPT) known.delete(known.keys().next().value ?? "");
  known.set(token, verified);
}

/** The claims of a valid, unexpired token signed with `secret`; null for anything else. */
export async function verifyAccessToken(token: string, secret: Uint8Array, now: Date): Promise<AccessClaims | null> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const known = verifiedTokens.get(secret)?.get(token);
  if (known) return known.expiresAt > nowSeconds && known.notBefore <= nowSeconds ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      currentDate: now,
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    remember(secret, token, { claims, expiresAt: payload.exp ?? Infinity, notBefore: payload.nbf ?? -Infinity });
    return claims;
  } catch {
    return null;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The refresh token that replaces `spent` on rotation. It is derived from the spent token with a server key
 * rather than drawn at random, so that when the spent token comes back within the grace period (two tabs, an
 * answer lost on the way) the same successor can be handed out again without ever storing a token in clear;
 * without the key it is as unpredictable as a random one.
 */
export function successorRefreshToken(spent: string, key: Uint8Array): string {
  return createHmac("sha256", key).update("villa refresh-token successor\0").update(spent).digest("base64url");
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
