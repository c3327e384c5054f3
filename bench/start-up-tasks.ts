// The main thread's work after the first paint of the Lighthouse pages, from Chromium traces (median of 5 loads):
// the steadier companion of Lighthouse's blocking time, for telling whether a change to start-up helped.
import { chromium } from "playwright-core";
import { PAGES } from "./lighthouse.ts";
import { median } from "./lib/median.ts";
import type { BenchSection } from "./lib/report.ts";
import { traceStartUp, type StartUpTasks } from "./lib/start-up-trace.ts";
import { startWebBenchServer } from "./lib/web-server.ts";
import { CHROMIUM_PATH } from "./lib/chromium.ts";

const RUNS_PER_PAGE = 5;

export async function run(): Promise<BenchSection[]> {
  const server = await startWebBenchServer("start-up");
  const measured = new Map<string, StartUpTasks[]>();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--headless=new"] });
    try {
      // Pages take turns, so a busy moment of the host spreads over all of them instead of spoiling one.
      for (let run = 1; run <= RUNS_PER_PAGE; run++) {
        for (const page of PAGES) {
          console.log(`[start-up] ${page} run ${run}/${RUNS_PER_PAGE}`);
          measured.set(page, [...(measured.get(page) ?? []), await traceStartUp(browser, `${server.url}${page}`)]);
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  const medians = PAGES.map((page) => {
    const runs = measured.get(page) ?? [];
    return {
      page,
      blockingMs: median(runs.map((r) => r.blockingMs)),
      longestMs: median(runs.map((r) => r.longestMs)),
      longTasks: median(runs.map((r) => r.longTasks)),
    };
  });
  return [
    {
      title: `Start-up tasks after the first paint (median of ${RUNS_PER_PAGE} traces)`,
      headers: ["Page", "Blocking ms at 4×", "Longest task ms", "Long tasks at 4×"],
      rows: medians.map((m) => [m.page, Math.round(m.blockingMs), m.longestMs.toFixed(1), m.longTasks]),
      // No target of its own: the target is Lighthouse's score, which this explains.
      targets: [],
      notes: [
        `Each page is loaded in a fresh Chromium context (412×823, no service worker, no throttling) and traced until ` +
          `5 s after load. Every main-thread task from the first contentful paint on is multiplied by 4, as Lighthouse's ` +
          `simulation does for a mid-range phone; "blocking" sums what each such task takes beyond 50 ms, which is ` +
          `how Lighthouse counts total blocking time (it stops at its estimate of time to interactive; this goes on ` +
          `to the end of the trace, so it is the stricter of the two).`,
      ],
    },
  ];
}
