// One autocannon run from this process against a child server, with latencies kept at full precision
// (autocannon's own histogram rounds to whole milliseconds, too coarse for a 10 ms budget).
import autocannon from "autocannon";

export interface LoadFigures {
  /** Answers with a 2xx status. */
  ok: number;
  /** Answers with any other status, and connection errors or timeouts. */
  failed: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  seconds: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Runs autocannon with `options`; `stopAfterSeconds` bounds a run that `amount` (which overrides
 * autocannon's duration) would otherwise let run on.
 */
export async function measureLoad(options: autocannon.Options, stopAfterSeconds?: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error: unknown, done: autocannon.Result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(done);
    });
    const timer =
      stopAfterSeconds === undefined ? undefined : setTimeout(() => instance.stop(), stopAfterSeconds * 1000);
    instance.on("done", () => clearTimeout(timer));
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        ok++;
        latencies.push(responseTime);
      } else {
        failed++;
      }
    });
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ok,
    failed: failed + result.errors + result.timeouts,
    requestsPerSecond: ok / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    seconds,
  };
}
