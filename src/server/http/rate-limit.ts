// Rate limiting for a route scope. Counters live in memory, or in Redis when REDIS_URL is set so that every
// instance behind a load balancer shares them. `registerRateLimit` limits each route per IP (messages); with
// `global: false` it only provides the counters for `keyedRateLimit`, which limits by any key (an IP, an account)
// and lets one route meet several limits (auth).
import { createHash } from "node:crypto";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { ApiError } from "./api-error.ts";

const MINUTE_MS = 60_000;

function rateLimited(after: string): ApiError {
  return new ApiError("RATE_LIMITED", `Too many requests. Please try again in ${after}.`);
}

export async function registerRateLimit(
  scope: FastifyInstance,
  options: { max: number; redisUrl: string | undefined; nameSpace: string; global?: boolean },
) {
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
    global: options.global ?? true,
    max: options.max,
    timeWindow: MINUTE_MS,
    ...(redis ? { redis, nameSpace: options.nameSpace } : {}),
    // A Redis outage should not lock everyone out of signing in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => rateLimited(context.after),
  });
}

/** The client's address as a rate-limit key: an IPv6 client counts by its /64, which one household or phone holds. */
export function addressKey(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** An e-mail as a rate-limit key: hashed, so the counters (in Redis too) hold no address in clear. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email).digest("hex");
}

/**
 * A route hook allowing `perMinute` requests per minute for each value of `key`, in a scope where
 * registerRateLimit ran. `name` keeps this limit's counters apart from the scope's other limits. Use it as
 * onRequest when the key comes from the connection, as preHandler when it comes from the validated body.
 */
export function keyedRateLimit(
  scope: FastifyInstance,
  options: { name: string; perMinute: number; key: (request: FastifyRequest) => string },
) {
  const count = scope.createRateLimit({
    max: options.perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
  });
  return async function enforceRateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw rateLimited(result.ttlInSeconds === 1 ? "1 second" : `${result.ttlInSeconds} seconds`);
  };
}
