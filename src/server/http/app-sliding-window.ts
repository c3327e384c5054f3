// The sliding window of a running app's per-account limits (bookings, photo uploads): counters in memory, or in
// Redis shared by every instance when REDIS_URL is set. If Redis does not answer, the action is let through.
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { ApiError } from "./api-error.ts";
import { MemorySlidingWindow, RedisSlidingWindow, type SlidingWindow } from "./sliding-window.ts";

/** 429 RATE_LIMITED for a window that is full: "`what`. Please try again in N minutes.", with Retry-After. */
export function rateLimitedError(what: string, retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    "RATE_LIMITED",
    `${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { retryAfterSeconds: seconds },
  );
}

/** `prefix` keeps this limit's Redis keys apart ("villa-bookings-rl:"); `what` names it in the logs. */
export function appSlidingWindow(app: FastifyInstance, prefix: string, what: string): SlidingWindow {
  const { redisUrl } = app.config;
  if (!redisUrl) return new MemorySlidingWindow();
  const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on("error", (err) => app.log.warn({ err }, `${what} rate-limit redis error`));
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return new RedisSlidingWindow(redis, prefix, (err) =>
    app.log.warn({ err }, `${what} rate limit skipped: redis did not answer`),
  );
}
