// Per-IP rate limiting for a route scope (used for /api/auth/*). Counters live in memory, or
// in Redis when REDIS_URL is set so that every instance behind a load balancer shares them.
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { ApiError } from "./api-error.ts";

export async function registerRateLimit(scope: FastifyInstance, options: { max: number; redisUrl: string | undefined; nameSpace: string }) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on("error", (err) => scope.log.warn({ err }, "rate-limit redis error"));
    scope.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await scope.register(rateLimit, {
    max: options.max,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: options.nameSpace } : {}),
    // A Redis outage should not lock everyone out of signing in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new ApiError("RATE_LIMITED", `Too many requests. Please try again in ${context.after}.`),
  });
}
