// What the server adds to Fastify's types: the database, clock and read cache on the instance, and the
// signed-in user on each request (set by the auth hook, read through auth/guard.ts).
import type { Role } from "../domain/roles.ts";
import type { SessionUser } from "./auth/authenticate.ts";
import type { ReadCache } from "./cache/read-cache.ts";
import type { AppConfig } from "./config.ts";
import type { Database, DatabaseKind } from "./db/client.ts";
import type { MediaStorage } from "./media/storage.ts";

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

/** Why a request that sent a token has no user: the guard answers with this code. */
export type AuthFailure = "UNAUTHENTICATED" | "ACCOUNT_DEACTIVATED";

export interface AuthKeys {
  /** HS256 key for access tokens. */
  secret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Seconds in which a just-spent refresh token still gets its unused successor back (sessions.ts). */
  refreshTokenReuseGraceSeconds: number;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
    config: AppConfig;
    authKeys: AuthKeys;
    /** Hot reads' answers as sent, dropped on every change (cache/register-read-cache.ts). */
    readCache: ReadCache<string>;
    /** The user and session state behind each session id, dropped on every change to either. */
    sessionCache: ReadCache<SessionUser>;
    /** Where uploaded photos' files live (files under DATA_DIR/media, or the S3 bucket). */
    mediaStorage: MediaStorage;
    /** The current time; tests inject a fixed clock. */
    clock(): Date;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    authFailure: AuthFailure | null;
  }
}
