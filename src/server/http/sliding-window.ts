// Counting actions in a sliding window ("at most 20 in any hour"), on the server's clock so tests can move time.
// A fixed window would let twice the limit through across its boundary; here each accepted action is remembered
// until it is a window old. Refused attempts are not remembered, so a client that waits as told gets in. Counts
// live in memory, or in Redis (one sorted set per key, updated by one script) when REDIS_URL is set, so every
// instance shares them; if Redis cannot answer, the action is let through, as the auth limit does.
import type { Redis } from "ioredis";

export interface WindowVerdict {
  allowed: boolean;
  /** When refused: milliseconds until the oldest remembered action leaves the window. */
  retryAfterMs: number;
}

export interface SlidingWindow {
  /** Counts one action under `key` unless `limit` actions already happened within `windowMs` before `now`. */
  hit(key: string, limit: number, windowMs: number, now: number): Promise<WindowVerdict>;
}

/** One instance's memory: a list of accepted times per key, swept of idle keys now and then. */
export class MemorySlidingWindow implements SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  private sinceSweep = 0;

  hit(key: string, limit: number, windowMs: number, now: number): Promise<WindowVerdict> {
    this.sweep(windowMs, now);
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      return Promise.resolve({ allowed: false, retryAfterMs: Math.max(0, (recent[0] ?? now) + windowMs - now) });
    }
    recent.push(now);
    this.hits.set(key, recent);
    return Promise.resolve({ allowed: true, retryAfterMs: 0 });
  }

  /** Every 1,000 hits, forgets keys with nothing left in the window, so memory follows the active keys only. */
  private sweep(windowMs: number, now: number): void {
    this.sinceSweep += 1;
    if (this.sinceSweep < 1_000) return;
    this.sinceSweep = 0;
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) this.hits.delete(key);
    }
  }
}

// KEYS[1] the set; ARGV now, window, limit, a unique member. Atomic, so two instances never both take the last place.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}
`;

export class RedisSlidingWindow implements SlidingWindow {
  private sequence = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onError: (err: unknown) => void,
  ) {}

  async hit(key: string, limit: number, windowMs: number, now: number): Promise<WindowVerdict> {
    this.sequence += 1;
    const member = `${now}:${process.pid}:${this.sequence}:${Math.random().toString(36).slice(2)}`;
    try {
      const [allowed, retryAfterMs] = (await this.redis.eval(
        HIT_SCRIPT,
        1,
        `${this.prefix}${key}`,
        now,
        windowMs,
        limit,
        member,
      )) as [number, number];
      return { allowed: allowed === 1, retryAfterMs: Math.max(0, Number(retryAfterMs)) };
    } catch (err) {
      this.onError(err);
      return { allowed: true, retryAfterMs: 0 };
    }
  }
}
