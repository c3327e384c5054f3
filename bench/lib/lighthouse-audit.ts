// One Lighthouse run of one page (mobile defaults, simulated throttling) reduced to the figures the benchmark
// reports, and the median of several runs.
import lighthouse, { type Flags, type Result } from "lighthouse";
import { median } from "./median.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  si: "speed-index",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const;
export type Metric = keyof typeof METRICS;

export interface PageRun {
  /** 0–100, as Lighthouse shows them. */
  scores: Record<Category, number>;
  /** FCP, LCP, speed index and TBT in milliseconds; CLS unitless. */
  metrics: Record<Metric, number>;
  /** Requests to any other origin than the server's: there must be none, the machine has no internet. */
  remoteRequests: string[];
  /** "category: audit id" for every audit that costs accessibility, best practices or SEO points. */
  failingAudits: string[];
  /**
   * Lighthouse's own measure of this machine's CPU speed at the time (higher is faster). Simulated throttling
   * slows the observed CPU time down 4×, so on a slower host the same page scores lower.
   */
  benchmarkIndex: number;
}

// The map's tiles come from openstreetmap.org, which this machine cannot reach. Blocking them keeps a run from
// waiting on a dead host; the map itself is drawn only when it scrolls into view, so they are never asked for.
const BLOCKED_URL_PATTERNS = ["*tile.openstreetmap.org*"];

// Performance is scored from its metrics alone, which the table already shows; the other categories lose points
// per audit, and naming the audit says what to fix.
function failingAudits(lhr: Result): string[] {
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    if (category === "performance") continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${category}: ${ref.id}`);
    }
  }
  return failing;
}

function remoteRequests(lhr: Result, origin: string): string[] {
  const details = lhr.audits["network-requests"]?.details;
  if (!details || details.type !== "table") return [];
  return details.items
    .map((item) => (typeof item.url === "string" ? item.url : ""))
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
}

// Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP) and asks to run again.
const ATTEMPTS = 3;

/** Audits `url` in the Chrome listening on `port`; Lighthouse clears its cache and storage first. */
export async function auditPage(url: string, port: number): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`[lighthouse] ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

async function auditOnce(url: string, port: number): Promise<PageRun> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);

  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Record<Metric, number>;
  return {
    scores,
    metrics,
    remoteRequests: remoteRequests(lhr, new URL(url).origin),
    failingAudits: failingAudits(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Each score and metric is the median of its own values over the runs; the lists are their union. */
export function medianRun(runs: PageRun[]): PageRun {
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((run) => run.scores[c]))])) as Record<
      Category,
      number
    >,
    metrics: Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((m) => [m, median(runs.map((run) => run.metrics[m]))]),
    ) as Record<Metric, number>,
    remoteRequests: [...new Set(runs.flatMap((run) => run.remoteRequests))],
    failingAudits: [...new Set(runs.flatMap((run) => run.failingAudits))],
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  };
}
