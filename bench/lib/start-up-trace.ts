// The main-thread tasks of one page load, read from a Chromium performance trace: what Lighthouse's blocking time
// is made of, without its simulation. Lighthouse multiplies the CPU time it observes by 4 (a mid-range phone), so
// on a noisy host its score swings by several points from run to run; the tasks themselves vary much less.
import type { Browser } from "playwright-core";

const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
const SETTLE_MS = 5000;
const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

export interface StartUpTasks {
  /** Σ max(0, 4 × task − 50 ms) over the main thread's tasks from first contentful paint on. */
  blockingMs: number;
  /** The longest of those tasks as observed (before the 4× slowdown). */
  longestMs: number;
  /** How many of them would be long tasks (over 50 ms) at 4×. */
  longTasks: number;
}

/** Loads `url` in a fresh context (412×823, no service worker) and sums its main-thread tasks after the first paint. */
export async function traceStartUp(browser: Browser, url: string): Promise<StartUpTasks> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    // Map tiles come from the internet, which this machine cannot reach.
    await page.route("**/tile.openstreetmap.org/**", (route) => route.abort());
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return startUpTasks(trace.traceEvents);
  } finally {
    await context.close();
  }
}

function startUpTasks(events: TraceEvent[]): StartUpTasks {
  // The page's main thread is the one that painted its first content.
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) throw new Error("The trace has no first contentful paint");
  const tasks = events
    .filter((event) => event.name === "RunTask" && event.ph === "X" && event.pid === fcp.pid && event.tid === fcp.tid)
    .filter((event) => event.ts >= fcp.ts)
    .map((event) => (event.dur ?? 0) / 1000);
  const slowed = tasks.map((ms) => ms * CPU_SLOWDOWN);
  return {
    blockingMs: slowed.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_MS), 0),
    longestMs: Math.max(0, ...tasks),
    longTasks: slowed.filter((ms) => ms > BLOCKING_MS).length,
  };
}
