// Idempotency-Key support for booking create and cancel (DESIGN 4): the key is claimed and the
// operation runs in one transaction, so a replay, even a concurrent one, gets the first answer.
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { and, eq, lt } from "drizzle-orm";
import type { ErrorCode, FieldError } from "../../domain/errors.ts";
import type { Database } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";

/** Keys are kept at least this long (DESIGN promises 24 hours; the daily purge adds up to a day). */
export const IDEMPOTENCY_KEY_RETENTION_MS = 48 * 60 * 60 * 1000;

// 1..200 printable ASCII characters: enough for a UUID or any client-made token.
const KEY_PATTERN = /^[\x20-\x7E]{1,200}$/;

export interface IdempotencyClaim {
  userId: string;
  /** The operation the key belongs to, e.g. "POST /bookings". */
  scope: string;
  key: string;
  /** A digest of everything that makes two requests "the same" (see requestFingerprint). */
  requestHash: string;
  /** The server clock at claim time (the purge compares against the same clock). */
  now: Date;
}

/** The answer of an operation as it is sent and, for a keyed request, stored. */
export interface StoredOutcome<T> {
  status: number;
  body: T;
}

interface StoredError {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

/** Reads the optional `Idempotency-Key` header; a malformed one is a 422. */
export function readIdempotencyKey(headers: IncomingHttpHeaders): string | undefined {
  const raw = headers["idempotency-key"];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw.join(", ") : raw;
  if (!KEY_PATTERN.test(value)) {
    throw new ApiError("VALIDATION_FAILED", "Invalid Idempotency-Key header", [
      { path: "Idempotency-Key", message: "Idempotency-Key must be 1 to 200 printable characters" },
    ]);
  }
  return value;
}

/** A stable digest of a request's meaningful parts (key order does not matter). */
export function requestFingerprint(parts: unknown): string {
  return createHash("sha256").update(stableJson(parts)).digest("hex");
}

function stableJson(value: unknown): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
}

/**
 * Runs `operation` in a transaction. With a claim, the key row is inserted first
 * (INSERT ... ON CONFLICT DO NOTHING, which waits for a concurrent holder of the same key to
 * finish): a newcomer runs the operation inside a savepoint and stores its answer, success or
 * ApiError alike; a repeat with the same fingerprint gets the stored answer back, a repeat with
 * another fingerprint is IDEMPOTENCY_KEY_REUSED. Unexpected errors and RATE_LIMITED roll everything
 * back, so the key stays free for a retry. A replay never runs `operation`, so the rate limits and
 * caps checked in it neither count nor refuse it.
 */
export async function runIdempotent<T>(
  db: Database,
  claim: IdempotencyClaim | undefined,
  operation: (tx: Database) => Promise<StoredOutcome<T>>,
): Promise<StoredOutcome<T> & { replayed: boolean }> {
  if (!claim) {
    const outcome = await db.transaction((tx) => operation(tx));
    return { ...outcome, replayed: false };
  }

  const outcome = await db.transaction(async (tx): Promise<StoredOutcome<unknown> & { replayed: boolean }> => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId: claim.userId,
        scope: claim.scope,
        key: claim.key,
        requestHash: claim.requestHash,
        createdAt: claim.now,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });

    if (claimed.length === 0) {
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, claim.userId),
            eq(idempotencyKeys.scope, claim.scope),
            eq(idempotencyKeys.key, claim.key),
          ),
        );
      // Only committed rows are visible and they always carry an answer; a row purged between
      // the two statements is the one case left, and the client may simply retry.
      if (!existing || existing.statusCode === null) {
        throw new ApiError("SERVICE_UNAVAILABLE", "Please retry the request");
      }
      if (existing.requestHash !== claim.requestHash) {
        throw new ApiError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for a different request");
      }
      return { status: existing.statusCode, body: existing.response, replayed: true };
    }

    let fresh: StoredOutcome<unknown>;
    try {
      fresh = await tx.transaction((savepoint) => operation(savepoint));
    } catch (err) {
      // A 429 is an answer about this moment, not about the request: it is not stored (the whole transaction,
      // claim included, rolls back), so the same key is welcome again once the wait is over.
      if (!(err instanceof ApiError) || err.code === "RATE_LIMITED") throw err;
      const stored: StoredError = { code: err.code, message: err.message };
      if (err.errors) stored.errors = err.errors;
      fresh = { status: err.status, body: { success: false, ...stored } };
    }
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: fresh.status, response: fresh.body })
      .where(
        and(
          eq(idempotencyKeys.userId, claim.userId),
          eq(idempotencyKeys.scope, claim.scope),
          eq(idempotencyKeys.key, claim.key),
        ),
      );
    return { ...fresh, replayed: false };
  });

  // A stored failure is raised again, so the error handler answers exactly as the first time.
  if (outcome.status >= 400) {
    const stored = outcome.body as StoredError;
    throw new ApiError(stored.code, stored.message, stored.errors);
  }
  // The body is what this server stored for this very operation, so it has the operation's shape.
  return outcome as StoredOutcome<T> & { replayed: boolean };
}

/** Deletes keys past their retention; returns how many went. */
export async function purgeIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  const purged = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return purged.length;
}
