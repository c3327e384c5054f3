// How many photos one account may upload (POST /api/media): MEDIA_UPLOADS_PER_10_MINUTES in any 10 minutes, counted
// per account before the body is read, so a flood costs neither the image workers nor the disk. Past it, 429
// RATE_LIMITED with Retry-After. Refused attempts are not counted: an owner who waits as told gets in.
import type { FastifyInstance } from "fastify";
import { appSlidingWindow, rateLimitedError } from "../http/app-sliding-window.ts";

const MEDIA_UPLOAD_WINDOW_MS = 10 * 60_000;

/** Counts one upload by account `userId` at `now`, or throws 429 RATE_LIMITED with Retry-After. */
type UploadRateLimit = (userId: string, now: Date) => Promise<void>;

export function createUploadRateLimit(app: FastifyInstance): UploadRateLimit {
  const window = appSlidingWindow(app, "villa-media-rl:", "photo upload");
  const limit = app.config.mediaUploadsPer10Minutes;
  return async (userId, now) => {
    const verdict = await window.hit(`account:${userId}`, limit, MEDIA_UPLOAD_WINDOW_MS, now.getTime());
    if (!verdict.allowed) throw rateLimitedError("Too many photos uploaded from this account", verdict.retryAfterMs);
  };
}
